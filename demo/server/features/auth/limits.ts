/** The reference server's authentication limits, in one place (API.md documents them). */

/** Codes expire within 10 minutes (docs/rules.md#sign-in-code-lifetime). */
export const OTP_TTL_MINUTES = 10;
/** New codes one booking key may get per hour, whatever the resend countdown says. */
export const OTP_MAX_PER_HOUR = 5;
/** Minutes in which a repeat of an accepted code, from the browser that sent it, carries on instead of "used". */
export const OTP_REPEAT_MINUTES = 5;
/** Failures from one client (address), across booking keys, before it is locked out for an hour. */
export const CLIENT_MAX_FAILURES_PER_HOUR = 20;
/** The window in which failures of one booking key count (reset by a success). */
export const SUBJECT_FAILURE_WINDOW_HOURS = 24;
/** Requests per client to /api/auth/* in RATE_WINDOW_MS before 429. */
export const RATE_LIMIT_REQUESTS = 120;
export const RATE_WINDOW_MS = 10 * 60_000;
/** Local captcha difficulty: the browser hashes up to this many numbers (about a second on a slow phone). */
export const CAPTCHA_MAX_NUMBER = 20_000;
export const CAPTCHA_TTL_MINUTES = 10;
// The session's own limits live with the session (features/session/limits.ts).
export { SESSION_IDLE_MINUTES, SESSION_TOUCH_SECONDS, SESSION_TTL_MINUTES } from '../session/limits';
