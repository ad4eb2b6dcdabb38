import pg from 'pg';
import type { Db, DbConnection } from './db';

/**
 * A real PostgreSQL through a `pg` pool: what a deployment with several server processes uses.
 * The server keeps no state of its own, so any number of them can share one database.
 */
export async function openPostgresDb(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Fail at start, with the driver's message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();

  return {
    kind: 'postgres',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query(sql, [...params]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async withConnection(work) {
      const client = await pool.connect();
      const connection: DbConnection = {
        async query<T>(sql: string, params: readonly unknown[] = []) {
          const result = await client.query(sql, [...params]);
          return result.rows as T[];
        },
        async exec(sql: string) {
          await client.query(sql);
        },
      };
      try {
        return await work(connection);
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
