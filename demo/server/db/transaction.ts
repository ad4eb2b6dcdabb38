import type { Db, DbConnection } from './db';

/**
 * Runs `work` in one transaction on one connection: committed when it resolves, rolled back when
 * it throws (and the error passes on). `inTransaction` does the same on a connection the caller
 * already holds (under an advisory lock, say).
 */
export function transaction<T>(db: Db, work: (connection: DbConnection) => Promise<T>): Promise<T> {
  return db.withConnection((connection) => inTransaction(connection, work));
}

export async function inTransaction<T>(connection: DbConnection, work: (connection: DbConnection) => Promise<T>): Promise<T> {
  await connection.exec('begin');
  try {
    const result = await work(connection);
    await connection.exec('commit');
    return result;
  } catch (error) {
    await connection.exec('rollback');
    throw error;
  }
}
