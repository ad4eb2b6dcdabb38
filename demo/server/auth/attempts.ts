/**
 * Attempt counting (issue: "attempts counted per booking key and per client with lockout at the
 * configured maximum"). Every check is recorded; a subject locks when its failures since its
 * last success reach the maximum, a client when it fails too often across subjects.
 */
import type { Db } from '../db/db';
import { CLIENT_MAX_FAILURES_PER_HOUR, SUBJECT_FAILURE_WINDOW_HOURS } from './limits';

export type AttemptKind = 'dob' | 'otp';

export async function recordAttempt(
  db: Db,
  attempt: { subject: string; client: string; kind: AttemptKind; success: boolean },
): Promise<void> {
  await db.query('insert into auth_attempt (subject, client, kind, success) values ($1, $2, $3, $4)', [
    attempt.subject,
    attempt.client,
    attempt.kind,
    attempt.success,
  ]);
}

export async function subjectFailures(db: Db, subject: string): Promise<number> {
  const [row] = await db.query<{ count: string | number }>(
    `select count(*) as count from auth_attempt
      where subject = $1 and not success and created_at > now() - make_interval(hours => $2)
        and id > coalesce((select max(id) from auth_attempt where subject = $1 and success), 0)`,
    [subject, SUBJECT_FAILURE_WINDOW_HOURS],
  );
  return Number(row?.count ?? 0);
}

export async function clientFailures(db: Db, client: string): Promise<number> {
  const [row] = await db.query<{ count: string | number }>(
    `select count(*) as count from auth_attempt where client = $1 and not success and created_at > now() - interval '1 hour'`,
    [client],
  );
  return Number(row?.count ?? 0);
}

/** True when this subject or this client may not try again. */
export async function isLockedOut(db: Db, subject: string, client: string, maxAttempts: number): Promise<boolean> {
  if ((await subjectFailures(db, subject)) >= maxAttempts) return true;
  return (await clientFailures(db, client)) >= CLIENT_MAX_FAILURES_PER_HOUR;
}
