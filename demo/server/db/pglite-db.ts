import { PGlite } from '@electric-sql/pglite';
import type { Db, DbConnection } from './db';
import { initdbInChild } from './pglite-initdb';
import { PGLITE_START_PARAMS, setPgliteV8Flags } from './pglite-settings';

/**
 * PGlite: PostgreSQL compiled to WebAssembly, in this process. `dataDir` undefined keeps it in
 * memory (tests); a folder keeps it across restarts (`npm start`), and a new folder gets its
 * database from initdb in a child process (pglite-initdb.ts). `loadDataDir`, a tarball from
 * PGlite's `dumpDataDir`, starts from that database instead of running initdb (the server tests
 * start each file from one migrated and seeded copy: test-database-snapshot.ts). Its memory
 * settings: pglite-settings.ts.
 *
 * PGlite has a single connection, so `withConnection` queues callers: a migration holding an
 * advisory lock or a transaction must not interleave with a request's statements.
 */
export async function openPgliteDb(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<Db> {
  setPgliteV8Flags();
  // In memory or from a tarball there is no folder a child could prepare.
  if (dataDir && !dataDir.includes('://') && !options.loadDataDir) await initdbInChild(dataDir);
  const pgOptions = { startParams: [...PGLITE_START_PARAMS], ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) };
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
