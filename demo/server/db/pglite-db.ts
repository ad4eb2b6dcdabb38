import { PGlite } from '@electric-sql/pglite';
import type { Db, DbConnection } from './db';

/**
 * PostgreSQL's default buffer cache (128 MB) is larger than the whole demo database, and in PGlite
 * it lives in the process's WebAssembly memory, which never shrinks: 16 MB holds every hot page
 * and takes about 120 MB off the server's resident memory. PGlite's own start parameters stay.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';
const START_PARAMS = [
  ...(PGlite as unknown as { defaultStartParams: readonly string[] }).defaultStartParams,
  '-c',
  `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
];

/**
 * PGlite: PostgreSQL compiled to WebAssembly, in this process. `dataDir` undefined keeps it in
 * memory (tests); a folder keeps it across restarts (`npm start`). `loadDataDir`, a tarball from
 * PGlite's `dumpDataDir`, starts from that database instead of running initdb (the server tests
 * start each file from one migrated and seeded copy: test-database-snapshot.ts).
 *
 * PGlite has a single connection, so `withConnection` queues callers: a migration holding an
 * advisory lock or a transaction must not interleave with a request's statements.
 */
export async function openPgliteDb(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<Db> {
  const pgOptions = { startParams: START_PARAMS, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) };
  const pg = dataDir ? new PGlite(dataDir, pgOptions) : new PGlite(pgOptions);
  await pg.waitReady;
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  const connection: DbConnection = {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await pg.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
  };

  /** Every statement waits its turn behind any exclusive work in progress. */
  function enqueue<T>(work: () => Promise<T>): Promise<T> {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  }

  return {
    kind: 'pglite',
    query: (sql, params) => enqueue(() => connection.query(sql, params)),
    exec: (sql) => enqueue(() => connection.exec(sql)),
    withConnection: (work) => enqueue(() => work(connection)),
    // One connection, never lost: nothing to resync. LISTEN waits its turn like any statement, so it
    // never lands inside another caller's transaction.
    async listen(channel, onNotify) {
      let active = true;
      const deliver = (payload: string) => {
        if (active) onNotify(payload);
      };
      const unlisten = await enqueue(() => pg.listen(channel, deliver));
      return {
        async close() {
          if (!active) return;
          active = false;
          if (!closed) await enqueue(() => unlisten());
        },
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await queue;
      await pg.close();
    },
  };
}
