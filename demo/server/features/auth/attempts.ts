/**
 * Attempt counting (issue: "attempts counted per booking key and per client with lockout at the
 * configured maximum"). Every check is recorded. A subject locks when its date-of-birth failures
 * since its last success, or its code failures since its last code success, reach the maximum: a
 * date of birth someone already knows must not buy fresh guesses at the code. A client locks when
 * it fails too often across subjects.
 */
import type { DbConnection } from '../../db/db';
import { CLIENT_MAX_FAILURES_PER_HOUR, SUBJECT_FAILURE_WINDOW_HOURS } from './limits';

export type AttemptKind = 'dob' | 'otp';

export async function recordAttempt(
  db: DbConnection,
  attempt: { subject: string; client: string; kind: AttemptKind; success: boolean },
): Promise<void> {
  await db.query('insert into auth_attempt (subject, client, kind, success) values ($1, $2, $3, $4)', [
    attempt.subject,
    attempt.client,
    attempt.kind,
    attempt.success,
  ]);
}

/** Failures of `kind` since the last success that resets them (any success for dates, a code success for codes). */
export async function subjectFailures(db: DbConnection, subject: string, kind: AttemptKind): Promise<number> {
  const [row] = await db.query<{ count: string | number }>(
    `select count(*) as count from auth_attempt
      where subject = $1 and kind = $2 and not success and created_at > now() - make_interval(hours => $3)
        and id > coalesce((select max(id) from auth_attempt where subject = $1 and success and ($2 = 'dob' or kind = 'otp')), 0)`,
    [subject, kind, SUBJECT_FAILURE_WINDOW_HOURS],
  );
  return Number(row?.count ?? 0);
}

export async function clientFailures(db: DbConnection, client: string): Promise<number> {
  const [row] = await db.query<{ count: string | number }>(
    `select count(*) as count from auth_attempt where client = $1 and not success and created_at > now() - interval '1 hour'`,
    [client],
  );
  return Number(row?.count ?? 0);
}

/** True when this subject or this client may not try again. */
export async function isLockedOut(db: DbConnection, subject: string, client: string, maxAttempts: number): Promise<boolean> {
  if ((await subjectFailures(db, subject, 'dob')) >= maxAttempts) return true;
  if ((await subjectFailures(db, subject, 'otp')) >= maxAttempts) return true;
  return (await clientFailures(db, client)) >= CLIENT_MAX_FAILURES_PER_HOUR;
}
