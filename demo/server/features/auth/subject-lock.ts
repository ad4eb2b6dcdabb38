import type { Db, DbConnection } from '../../db/db';
import { transaction } from '../../db/transaction';

/**
 * Runs `work` in a transaction holding an advisory lock on the subject (booking key or share), so
 * parallel requests for one subject take turns: a burst of guesses cannot all pass the lockout
 * check before any of them is counted, and two "send a code" clicks cannot both issue one.
 * `work` must use the connection it is given, never the pool.
 */
export function withSubjectLock<T>(db: Db, subject: string, work: (connection: DbConnection) => Promise<T>): Promise<T> {
  return transaction(db, async (connection) => {
    await connection.query('select pg_advisory_xact_lock(hashtext($1))', [`rad-auth:${subject}`]);
    return work(connection);
  });
}
