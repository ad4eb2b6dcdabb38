/**
 * The rate limiter counts in the database: limiters of several servers on one database count one
 * client's requests together, the window behaves exactly as a fixed window per client, and rows
 * of passed windows do not pile up.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db';
import { openPostgresDb } from '../../db/postgres-db';
import { openTestDb, testPostgresUrl } from '../../test-support';
import { createRateLimiter } from './rate-limit';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
}, 120_000);
afterAll(async () => db?.close());
beforeEach(async () => {
  await db.query('delete from rate_limit_window');
});

const WINDOW_MS = 10 * 60_000;
const T0 = Date.parse('2030-01-01T00:00:00Z');
const at = (ms: number) => new Date(T0 + ms);

describe('createRateLimiter (in the database)', () => {
  it('two servers’ limiters count one client together: the first 429 comes at limit + 1, not at twice the limit', async () => {
    // On PostgreSQL the second server has its own pool; on PGlite the same database is all there is.
    const adminUrl = testPostgresUrl();
    const [urlRow] = adminUrl ? await db.query<{ db: string }>('select current_database() as db') : [];
    const other = urlRow ? await openPostgresDb(Object.assign(new URL(adminUrl!), { pathname: `/${urlRow.db}` }).toString()) : db;
    try {
      const a = createRateLimiter(db, 'auth', 5, WINDOW_MS);
      const b = createRateLimiter(other, 'auth', 5, WINDOW_MS);
      const waits = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).hit('203.0.113.7')));
      expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
      expect(waits.filter((wait) => wait > 0)).toHaveLength(7);
    } finally {
      if (other !== db) await other.close();
    }
  });

  it('keeps limiters and clients apart', async () => {
    const auth = createRateLimiter(db, 'auth', 1, WINDOW_MS);
    const checkIn = createRateLimiter(db, 'check-in', 1, WINDOW_MS);
    expect(await auth.hit('203.0.113.1', at(0))).toBe(0);
    expect(await checkIn.hit('203.0.113.1', at(0))).toBe(0);
    expect(await auth.hit('203.0.113.2', at(0))).toBe(0);
    expect(await auth.hit('203.0.113.1', at(1000))).toBe(599);
  });

  it('behaves as a fixed window per client that starts with its first request (any sequence of requests)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.record({ client: fc.constantFrom('a', 'b', 'c'), gap: fc.integer({ min: 0, max: WINDOW_MS / 2 }) }), {
          minLength: 1,
          maxLength: 30,
        }),
        async (limit, requests) => {
          await db.query('delete from rate_limit_window');
          const limiter = createRateLimiter(db, 'property', limit, WINDOW_MS);
          // The model: per client, the window's start and its count.
          const windows = new Map<string, { start: number; count: number }>();
          let now = 0;
          for (const { client, gap } of requests) {
            now += gap;
            let window = windows.get(client);
            if (!window || now - window.start >= WINDOW_MS) windows.set(client, (window = { start: now, count: 0 }));
            window.count += 1;
            const expected = window.count > limit ? Math.ceil((window.start + WINDOW_MS - now) / 1000) : 0;
            expect(await limiter.hit(client, at(now))).toBe(expected);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('removes rows of passed windows as it counts, a few per request', async () => {
    const limiter = createRateLimiter(db, 'auth', 10, 1000);
    for (let i = 0; i < 30; i += 1) await limiter.hit(`198.51.100.${i}`, at(0));
    await limiter.hit('192.0.2.1', at(5000));
    expect(Number((await db.query<{ n: string }>('select count(*) as n from rate_limit_window'))[0]!.n)).toBe(11);
    await limiter.hit('192.0.2.1', at(5001));
    expect(Number((await db.query<{ n: string }>('select count(*) as n from rate_limit_window'))[0]!.n)).toBe(1);
  });
});
