/**
 * Sharing results needs what reading them needs (issue 22): the date of birth and a one-time
 * code for the booking's results link. A patient signed in to the appointment with the date of
 * birth only proves both here, through the ordinary sign-in calls, and the session gains the
 * results grant (the server has no shortcut from the appointment's grant: the results grant
 * starts at the date of birth, then the code). DOM-free, calls injected, unit-tested.
 */
import { knownKey, problemKey, toApiError } from '../api/errors';
import type { AuthResult, OtpMethod, SendCodeResult } from '../api/schemas/auth.schema';
import { OTP_CODE_LENGTH } from '../constants';

export interface UpgradeCalls {
  /** POST /api/auth/patient for the booking's APPOINTMENT_RESULTS link. */
  authenticate(dateOfBirth: string): Promise<AuthResult>;
  /** POST /api/auth/otp/send for that link. */
  sendCode(): Promise<SendCodeResult>;
  /** POST /api/auth/otp/validate for that link. */
  validateCode(code: string): Promise<AuthResult>;
  /** Whether the dictionary has a key: only those are shown, never the server's own words. */
  has(key: string): boolean;
}

export type UpgradeState =
  { step: 'dob'; problem: string | null } | { step: 'code'; problem: string | null; sent: SendCodeResult | null } | { step: 'done' };

const LOCKED = 'message.deny_max_attempts';

async function codeSent(calls: UpgradeCalls): Promise<UpgradeState> {
  try {
    return { step: 'code', problem: null, sent: await calls.sendCode() };
  } catch (error) {
    // The date of birth stands: the code step offers "Send a new code" with the reason.
    return { step: 'code', problem: problemKey(error, calls.has), sent: null };
  }
}

/** The date of birth (already checked by the one rule), then a code on its way. */
export async function proveDateOfBirth(calls: UpgradeCalls, dateOfBirth: string): Promise<UpgradeState> {
  let result: AuthResult;
  try {
    result = await calls.authenticate(dateOfBirth);
  } catch (error) {
    return { step: 'dob', problem: problemKey(error, calls.has) };
  }
  if (result.maxAttemptsReached) return { step: 'dob', problem: LOCKED };
  if (!result.success) return { step: 'dob', problem: knownKey(result.message, calls.has) ?? 'message.authentication_failed' };
  return result.otpRequired ? codeSent(calls) : { step: 'done' };
}

export const resendCode = codeSent;

/** Spaces and dashes a person pastes with the code do not count. */
export const normalisedCode = (value: string) => value.replace(/[\s-]+/g, '');

/** The code's own check before it is sent (docs/rules.md#sign-in-code-format): required, digits, exactly six. */
export function codeProblem(value: string): string | null {
  const code = normalisedCode(value);
  if (code === '') return 'message.otp_required';
  if (!/^\d+$/.test(code)) return 'message.otp_digits_only';
  return code.length === OTP_CODE_LENGTH ? null : 'message.otp_length';
}

export async function proveCode(calls: UpgradeCalls, value: string, sent: SendCodeResult | null): Promise<UpgradeState> {
  const local = codeProblem(value);
  if (local) return { step: 'code', problem: local, sent };
  try {
    const result = await calls.validateCode(normalisedCode(value));
    if (result.success) return { step: 'done' };
    const problem = result.maxAttemptsReached ? LOCKED : (knownKey(result.message, calls.has) ?? 'message.authentication_otp_error');
    return { step: 'code', problem, sent };
  } catch (error) {
    return { step: 'code', problem: problemKey(error, calls.has), sent };
  }
}

/**
 * The code by the channels the server allows for the link, e-mail first; the next one when the
 * patient has no address of that kind on file (`message.otp_channel_unavailable`): a patient with
 * only a phone number gets a text instead of a dead end.
 */
export async function sendOverChannels(
  channels: readonly OtpMethod[],
  send: (method: OtpMethod) => Promise<SendCodeResult>,
): Promise<SendCodeResult> {
  const order: OtpMethod[] = channels.includes('EMAIL') ? ['EMAIL', ...channels.filter((channel) => channel !== 'EMAIL')] : [...channels];
  const [first = 'EMAIL', ...rest] = order;
  try {
    return await send(first);
  } catch (error) {
    const next = rest[0];
    if (!next || (await toApiError(error)).serverMessage !== 'message.otp_channel_unavailable') throw error;
    return send(next);
  }
}
