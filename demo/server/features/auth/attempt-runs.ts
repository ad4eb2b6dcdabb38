/**
 * For the tests of a burst of parallel guesses: the subject's recorded attempts in order, as runs
 * of failures between successes. A success resets the count by design, so in whatever order a
 * burst arrives no run may be longer than the limit.
 */
import type { Db } from '../../db/db';

export async function failureRuns(db: Db, subject: string): Promise<{ recorded: number; runs: number[]; successes: number }> {
  const rows = await db.query<{ success: boolean }>('select success from auth_attempt where subject = $1 order by id', [subject]);
  const runs = rows
    .map((row) => (row.success ? '|' : 'x'))
    .join('')
    .split('|')
    .map((run) => run.length);
  return { recorded: rows.length, runs, successes: runs.length - 1 };
}
