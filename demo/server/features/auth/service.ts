/**
 * Authentication's operations (docs/rules.md#sign-in-and-one-time-codes), one function per route of
 * routes.ts: the captcha, the date-of-birth check, one-time codes and what a session may open. Each
 * gets the body already checked by `validate` and answers the response.
 */
import type { Context } from 'hono';
import type * as v from 'valibot';
import type {
  CaptchaVerifyRequestSchema,
  PatientAuthRequestSchema,
  SendCodeRequestSchema,
  ValidateCodeRequestSchema,
  AuthResult,
} from '../../../../src/api/schemas/auth.schema';
import { FALLBACK_LOCALE, OTP_CODE_LENGTH } from '../../../../src/constants';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/db';
import { clientId } from './client-id';
import { isLockedOut, recordAttempt } from './attempts';
import { createChallenge, verifyToken } from './captcha';
import { OTP_MAX_PER_HOUR, OTP_REPEAT_MINUTES } from './limits';
import { accessOf, findLinkSubject, isBookingRequestLink, isSharedResultsLink, type LinkRequest } from './link-subjects';
import { maskEmail, maskPhone } from '../../lib/mask';
import { checkCode, codesInLastHour, issueCode, markAccepted, recentlyAccepted, secondsSinceLastCode } from './one-time-codes';
import { pruneAuthRecords } from './retention';
import { roleTranslations } from './role-translations';
import {
  cookieTokenHash,
  ensureSession,
  findGrant,
  findSession,
  fullGrants,
  markCaptchaVerified,
  rotateSession,
  saveGrant,
  sessionOf,
} from '../session/service';
import { withSubjectLock } from './subject-lock';
import { renderSms, requireEmail } from '../notifications/service';
import { ApiError } from '../../http/errors';
import { jsonBody } from '../../http/json';
import { requireProvider } from '../../provider-lookup';
import { sendToOutbox } from '../outbox/queries';

const FAILED = 'message.authentication_failed';

function linkOf(request: LinkRequest): LinkRequest {
  if (!request.bookingKey && !request.slug) throw new ApiError(400, 'message.authentication_link_incomplete', 'invalid_request');
  return request;
}

/**
 * The server's code rule. The spec's widget asks for a code for shared results and for a
 * patient-portal link whose date of birth came in the link; the server holds every results link
 * to it, whatever the browser says about where the date came from (the widget follows its answer).
 */
function codeRequired(link: LinkRequest): boolean {
  if (isBookingRequestLink(link)) return false;
  // Results need a code whoever opens them: a share holder knows the patient's date of birth and
  // booking key, and must not reach the results (or outlive a revocation) as the patient.
  return isSharedResultsLink(link) || link.type === 'PATIENT_PORTAL' || link.type === 'APPOINTMENT_RESULTS';
}

/**
 * What a link needs ("results access requirements", docs/rules.md#sign-in-code-required): the same
 * answer for a link that exists and one that does not (the rule follows the type; a share's channel
 * follows its link), so asking tells a stranger nothing.
 */
/** A share's contact gets codes by SMS when the share was sent to a phone number. */
async function shareContactIsPhone(db: Db, slug: string | undefined): Promise<boolean> {
  if (!slug) return false;
  const [share] = await db.query<{ phone: boolean }>(`select contact_details_type = 'PHONE' as phone from result_share where slug = $1`, [
    slug,
  ]);
  return share?.phone === true;
}

export async function linkRequirements(c: Context<AppEnv>, db: Db, link: LinkRequest, slug: string | undefined): Promise<Response> {
  const code = codeRequired(link);
  const sharePhone = await shareContactIsPhone(db, slug);
  const smsEnabled = (await requireProvider(c)).config.application.smsEnabled;
  const channels: ('EMAIL' | 'SMS')[] = !code
    ? []
    : isSharedResultsLink(link)
      ? [sharePhone ? 'SMS' : 'EMAIL']
      : smsEnabled
        ? ['EMAIL', 'SMS']
        : ['EMAIL'];
  return jsonBody(c, { dateOfBirth: true, code, channels });
}

export async function captchaChallenge(c: Context<AppEnv>, db: Db): Promise<Response> {
  if ((await requireProvider(c)).config.integration.captchaProvider !== 'local')
    throw new ApiError(404, 'No captcha is configured', 'not_found');
  return jsonBody(c, await createChallenge(db));
}

export async function verifyCaptcha(
  c: Context<AppEnv>,
  db: Db,
  { token }: v.InferOutput<typeof CaptchaVerifyRequestSchema>,
): Promise<Response> {
  const result = await verifyToken(db, token);
  if (result) await markCaptchaVerified(db, await ensureSession(c, db));
  return jsonBody(c, { result });
}

export async function checkDateOfBirth(
  c: Context<AppEnv>,
  db: Db,
  request: v.InferOutput<typeof PatientAuthRequestSchema>,
): Promise<Response> {
  const link = linkOf(request);
  const config = (await requireProvider(c)).config;
  await pruneAuthRecords(db); // every sign-in starts here; outside the subject lock (retention.ts)
  const session = await ensureSession(c, db);
  const answer = (result: Partial<AuthResult>) => jsonBody(c, { success: false, maxAttemptsReached: false, message: '', ...result });
  if (config.integration.captchaProvider !== 'none' && !session.captchaVerified) return answer({ message: 'message.captcha_required' });

  const subject = await findLinkSubject(db, link);
  const client = clientId(c);
  const max = config.application.maxAuthenticationAttempts;
  const contactOk =
    !config.application.contactNumberAuthEnabled || !request.contactNumber || request.contactNumber === subject.patientPhone;
  const matches = subject.found && subject.dateOfBirth === request.dateOfBirth && contactOk;
  // Check, compare and count under the subject's lock: parallel guesses take turns.
  const outcome = await withSubjectLock(db, subject.subject, async (connection) => {
    if (await isLockedOut(connection, subject.subject, client, max)) return 'locked';
    // A revoked share counts as a failure: the right date must not reset anyone's failures.
    const success = matches && !subject.revoked;
    await recordAttempt(connection, { subject: subject.subject, client, kind: 'dob', success });
    if (success) return 'ok';
    if (await isLockedOut(connection, subject.subject, client, max)) return 'locked';
    return matches ? 'revoked' : 'failed';
  });
  if (outcome === 'locked') return answer({ maxAttemptsReached: true, message: 'message.deny_max_attempts' });
  if (outcome === 'revoked') return answer({ message: 'message.deny_access_revoked' });
  if (outcome === 'failed') return answer({ message: FAILED });

  const otpRequired = codeRequired(link);
  await saveGrant(db, session, {
    type: link.type,
    subject: subject.subject,
    level: otpRequired ? 'dob' : 'full',
    role: subject.role,
    otpRequired,
  });
  await rotateSession(c, db, session);
  return answer({ success: true, otpRequired, roleTranslations: roleTranslations(subject.role, request.locale ?? FALLBACK_LOCALE) });
}

export async function sendCode(c: Context<AppEnv>, db: Db, request: v.InferOutput<typeof SendCodeRequestSchema>): Promise<Response> {
  const link = linkOf(request);
  const config = (await requireProvider(c)).config;
  const session = await findSession(c, db);
  const subject = await findLinkSubject(db, link);
  const grant = session && subject.found ? await findGrant(db, session, link.type, subject.subject) : null;
  if (!grant) throw new ApiError(403, 'message.authentication_required', 'not_authenticated');

  const resendAfter = config.application.otpResendSeconds;
  const channel = request.otpMethod === 'SMS' && subject.recipient.phone ? 'SMS' : 'EMAIL';
  const recipient = channel === 'SMS' ? subject.recipient.phone : subject.recipient.email;
  if (!recipient) throw new ApiError(422, 'message.otp_channel_unavailable', 'no_recipient');
  // Under the subject's lock: two clicks on "send a new code" cannot both issue one.
  const issued = await withSubjectLock<{ code: string } | { wait: number; message: string }>(db, subject.subject, async (connection) => {
    const since = await secondsSinceLastCode(connection, subject.subject, link.type);
    if (since !== null && since < resendAfter) return { wait: Math.ceil(resendAfter - since), message: 'message.otp_resend_wait' };
    if ((await codesInLastHour(connection, subject.subject)) >= OTP_MAX_PER_HOUR)
      return { wait: 3600, message: 'message.too_many_requests' };
    return { code: await issueCode(connection, subject.subject, link.type, channel) };
  });
  if (!('code' in issued)) return jsonBody(c, { message: issued.message, code: 'rate_limited', retryAfterSeconds: issued.wait }, 429);
  const { code } = issued;
  const radiologyName = config.radiology.name;
  // The page's locale when the widget sends it, else the provider's (not a fixed en-AU).
  const lang = request.locale ?? config.application.jsLocale;
  if (channel === 'SMS') {
    await sendToOutbox(db, {
      channel: 'sms',
      recipient,
      body: await renderSms(db, { template: 'one_time_code_sms', lang, values: { code, radiologyName } }),
      code,
    });
  } else {
    const values = { patientFirstName: subject.recipient.firstName, code, radiologyName };
    const email = await requireEmail(db, { template: 'one_time_code', lang, values });
    await sendToOutbox(db, {
      channel: 'email',
      recipient,
      subject: email.subject,
      body: email.content,
      code,
    });
  }
  return jsonBody(c, {
    sent: true,
    channel,
    destination: channel === 'SMS' ? maskPhone(recipient) : maskEmail(recipient),
    resendAfterSeconds: resendAfter,
  });
}

export async function validateCode(
  c: Context<AppEnv>,
  db: Db,
  request: v.InferOutput<typeof ValidateCodeRequestSchema>,
): Promise<Response> {
  const link = linkOf(request);
  if (!/^[0-9]+$/.test(request.code)) throw new ApiError(400, 'message.otp_digits_only', 'invalid_code');
  if (request.code.length !== OTP_CODE_LENGTH) throw new ApiError(400, 'message.otp_length', 'invalid_code');
  const config = (await requireProvider(c)).config;
  const subject = await findLinkSubject(db, link);
  const answer = (result: Partial<AuthResult>) => jsonBody(c, { success: false, maxAttemptsReached: false, message: '', ...result });
  if (subject.found) {
    const repeated = await repeatOfAccepted(c, db, subject.subject, link.type, request.code);
    if (repeated) return answer({ success: true, roleTranslations: roleTranslations(repeated.role, request.locale ?? FALLBACK_LOCALE) });
  }
  const session = await findSession(c, db);
  const grant = session && subject.found ? await findGrant(db, session, link.type, subject.subject) : null;
  if (!session || !grant) throw new ApiError(403, 'message.authentication_required', 'not_authenticated');

  const client = clientId(c);
  const max = config.application.maxAuthenticationAttempts;
  const check = await withSubjectLock(db, subject.subject, async (connection) => {
    if (await isLockedOut(connection, subject.subject, client, max)) return 'locked';
    const result = await checkCode(connection, subject.subject, link.type, request.code);
    await recordAttempt(connection, { subject: subject.subject, client, kind: 'otp', success: result === 'ok' });
    if (result !== 'ok' && (await isLockedOut(connection, subject.subject, client, max))) return 'locked';
    return result;
  });
  if (check === 'locked') return answer({ maxAttemptsReached: true, message: 'message.deny_max_attempts' });
  if (check !== 'ok') {
    const message =
      check === 'used' ? 'message.otp_used' : check === 'expired' ? 'message.otp_expired' : 'message.authentication_otp_error';
    return answer({ message });
  }
  await saveGrant(db, session, { ...grant, level: 'full' });
  const rotated = await rotateSession(c, db, session);
  const accepted = await recentlyAccepted(db, subject.subject, link.type, request.code, OTP_REPEAT_MINUTES);
  if (accepted) await markAccepted(db, accepted.id, session.tokenHash, rotated.tokenHash);
  return answer({ success: true, roleTranslations: roleTranslations(grant.role, request.locale ?? FALLBACK_LOCALE) });
}

/**
 * A code this browser had accepted moments ago, sent again because its answer was lost (issue 28):
 * from the session it gave (the answer's cookie arrived), that session stands as it is; from the
 * token before the sign-in (the cookie did not arrive), the session it gave gets a new token, sent
 * now. Never counted as an attempt; only with the code itself and one of those two tokens, within
 * OTP_REPEAT_MINUTES. Null for anything else, which is checked as usual (a replay is "used").
 */
async function repeatOfAccepted(
  c: Context<AppEnv>,
  db: Db,
  subject: string,
  type: LinkRequest['type'],
  code: string,
): Promise<{ role: string } | null> {
  const token = cookieTokenHash(c);
  const accepted = token ? await recentlyAccepted(db, subject, type, code, OTP_REPEAT_MINUTES) : null;
  if (!token || !accepted?.intoTokenHash || (token !== accepted.fromTokenHash && token !== accepted.intoTokenHash)) return null;
  const session = await sessionOf(db, accepted.intoTokenHash);
  const grant = session ? await findGrant(db, session, type, subject) : null;
  if (!session || grant?.level !== 'full') return null;
  if (token === accepted.fromTokenHash) {
    const rotated = await rotateSession(c, db, session);
    await markAccepted(db, accepted.id, accepted.fromTokenHash, rotated.tokenHash);
  }
  return { role: grant.role };
}

/** What this session may open. Never 401 (the one path whose 401 must not log out: docs/rules.md#sign-in-logout): a stranger is simply not signed in. */
export async function authenticated(c: Context<AppEnv>, db: Db): Promise<Response> {
  const session = await findSession(c, db);
  const grants = session ? await fullGrants(db, session) : [];
  const access = await Promise.all(grants.map((grant) => accessOf(db, grant.type, grant.subject)));
  const locale = c.req.query('locale') ?? 'en-AU';
  return jsonBody(c, {
    authenticated: grants.length > 0,
    access,
    roleTranslations: grants[0] ? roleTranslations(grants[0].role, locale) : '',
  });
}
