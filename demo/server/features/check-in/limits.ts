/** The reference server's check-in timings and limits, in one place (API.md documents them). */

/** The practice system "sends" the preparation this long after it was asked for… */
export const PREPARATION_SENT_AFTER_MS = 1500;
/** …and the check-in this long after (so a client really polls twice over a few seconds). */
export const CHECK_IN_SENT_AFTER_MS = 3000;
/** Requests per client to /api/check-in/* per RATE_WINDOW_MS (as sign-in: features/auth/limits.ts). */
export { RATE_LIMIT_REQUESTS, RATE_WINDOW_MS } from '../auth/limits';
/** Doctors one search answers at most. */
export const DOCTOR_SEARCH_LIMIT = 20;
/** Arrivals up to this long after the appointment's start may still check in. */
export const LATE_ARRIVAL_MINUTES = 120;
/**
 * Check-in opens this long before the start when neither the booking nor the clinic says otherwise
 * (check_in_clinic.opens_minutes_before defaults to the same 240: a test keeps them together).
 */
export const CHECK_IN_OPENS_MINUTES_BEFORE_DEFAULT = 240;
