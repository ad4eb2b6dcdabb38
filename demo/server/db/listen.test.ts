/**
 * LISTEN/NOTIFY through the Db seam: what one server notifies, every server listening on the
 * database hears (itself included), only after commit; on PostgreSQL a lost listening connection
 * comes back by itself and says so (onResync), so a listener can catch up from the tables.
 *   TEST_DATABASE_URL=postgres://… also runs the PostgreSQL cases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { openPgliteDb } from './pglite-db';
import { openPostgresDb } from './postgres-db';
import { createTestDatabase } from '../test-support';
import { transaction } from './transaction';

async function until(probe: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > end) throw new Error('never happened');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('listen on PGlite', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPgliteDb();
  }, 60_000);
  afterAll(async () => db?.close());

  it('hears its own notifications, after commit, and none after close', async () => {
    const heard: string[] = [];
    const listening = await db.listen('rad_test', (payload) => heard.push(payload));
    await transaction(db, async (connection) => {
      await connection.query(`select pg_notify('rad_test', 'in a transaction')`);
      expect(heard).toEqual([]);
    });
    await until(() => heard.length === 1);
    await db.query(`select pg_notify('rad_test', 'second')`);
    await until(() => heard.length === 2);
    expect(heard).toEqual(['in a transaction', 'second']);
    await listening.close();
    await db.query(`select pg_notify('rad_test', 'unheard')`);
    await db.query('select 1');
    expect(heard).toHaveLength(2);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('listen on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: Db;
  let b: Db;
  beforeAll(async () => {
    database = await createTestDatabase(adminUrl!);
    [a, b] = await Promise.all([openPostgresDb(database.url), openPostgresDb(database.url)]);
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  it('one server hears what another notifies, and after its connection is cut, listens again and resyncs', async () => {
    const heard: string[] = [];
    let resyncs = 0;
    const listening = await b.listen(
      'rad_test',
      (payload) => heard.push(payload),
      () => (resyncs += 1),
    );
    await a.query(`select pg_notify('rad_test', 'from a')`);
    await until(() => heard.length === 1);
    // The database ends the listening connection (a restart or a network cut looks the same).
    await a.query(`select pg_terminate_backend(pid) from pg_stat_activity where query like 'listen %' and datname = current_database()`);
    await until(() => resyncs === 1);
    await a.query(`select pg_notify('rad_test', 'after the cut')`);
    await until(() => heard.length === 2);
    expect(heard).toEqual(['from a', 'after the cut']);
    await listening.close();
  }, 30_000);

  it('outlives the database ending its idle pooled connections: the next query opens another', async () => {
    // Two queries at once leave two idle connections in b's pool.
    await Promise.all([b.query('select pg_sleep(0.05)'), b.query('select pg_sleep(0.05)')]);
    const [ended] = await a.query<{ count: number }>(
      `select count(pg_terminate_backend(pid))::int as count from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and state = 'idle' and query not like 'listen %'`,
    );
    expect(ended!.count).toBeGreaterThan(0);
    // Unheard, the pool's 'error' event would have ended the process (and failed this run).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await b.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
  }, 30_000);
});
