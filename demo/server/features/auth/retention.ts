/**
 * Sign-in records are kept only as long as a rule reads them, so the tables cannot only grow (an
 * attacker's burst of guesses otherwise stays in the database for ever): attempts for the
 * subject-failure window (the longest window any count looks at), codes for a day after expiry.
 * Called before the subject lock is taken: pruning inside two locked transactions at once could
 * deadlock on the same old rows.
 */
import type { Db } from '../../db/db';
import { SUBJECT_FAILURE_WINDOW_HOURS } from './limits';

/** Old codes are kept a day after expiry, so "already used" and "expired" still answer truly for a while. */
export const OTP_RETENTION_HOURS = 24;

export async function pruneAuthRecords(db: Db): Promise<void> {
  await db.query(`delete from auth_attempt where created_at < now() - make_interval(hours => $1)`, [SUBJECT_FAILURE_WINDOW_HOURS]);
  await db.query(`delete from otp_code where expires_at < now() - make_interval(hours => $1)`, [OTP_RETENTION_HOURS]);
}
