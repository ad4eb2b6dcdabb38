/**
 * The code step after the date of birth, decided by the server (`GET /api/auth/requirements`,
 * src/api/API.md#authentication): whether a one-time code follows and where it goes. The link's own flags
 * (shared, patient portal, a date of birth in the link) used to guess this per page; a share
 * whose contact has a phone got an e-mail it had no address for. Pure and unit-tested.
 */
import type { LinkRequirements, OtpMethod } from '../../src/api/schemas/auth.schema';

export interface CodeStep {
  code: boolean;
  channel: OtpMethod;
}

/**
 * `preferred` is the link's `otpType`: kept when the server offers it, else the server's first
 * channel. `signInAsks` is the sign-in answer's `otpRequired`: a server asking for more than it
 * announced is still obeyed (it holds the rule either way).
 */
export function codeStep(requirements: LinkRequirements, preferred: OtpMethod, signInAsks = false): CodeStep {
  const channel = requirements.channels.includes(preferred) ? preferred : (requirements.channels[0] ?? preferred);
  return { code: requirements.code || signInAsks, channel };
}
