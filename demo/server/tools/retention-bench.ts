/**
 * `node --import tsx demo/server/tools/retention-bench.ts [count] [kilobytes]`: how long one pass of
 * the retention job takes over `count` (10,000) expired temporary documents of `kilobytes` (64)
 * each, on in-memory PGlite, or on PostgreSQL with `DATABASE_URL=postgres://…` (a scratch database:
 * the bench migrates it and leaves its rows deleted). Prints the figures; asserts nothing.
 */
import { openDb } from '../db/open-db';
import { prepareDatabase } from '../server';
import { runRetention } from '../features/retention/retention';

const count = Number(process.argv[2] ?? 10_000);
const kilobytes = Number(process.argv[3] ?? 64);
const db = await openDb({ databaseUrl: process.env.DATABASE_URL ?? 'memory://', dataDir: '' });
await prepareDatabase(db);
const loading = performance.now();
// One key, many sessions' documents, each with a file of one chunk, uploaded two days ago.
await db.query(
  `insert into stored_file (id, size_bytes, complete, created_at)
   select md5('bench' || n), $2 * 1024, true, now() - interval '2 days' from generate_series(1, $1) n`,
  [count, kilobytes],
);
await db.query(
  `insert into stored_file_chunk (file_id, seq, data)
   select md5('bench' || n), 0, decode(repeat(md5(n::text), $2 * 1024 / 32), 'hex') from generate_series(1, $1) n`,
  [count, kilobytes * 2],
);
await db.query(
  `insert into attachment (owner_type, owner_key, owner_session, file_name, content_type, size_bytes, storage_name, created_at)
   select 'TEMPORARY', 'BK-BENCH-' || (n % 500), 'bench-session-' || (n % 500), 'referral.pdf', 'application/pdf', $2 * 1024,
          md5('bench' || n), now() - interval '2 days' from generate_series(1, $1) n`,
  [count, kilobytes],
);
console.log(`${db.kind}: ${count} expired documents of ${kilobytes} KB loaded in ${Math.round(performance.now() - loading)} ms`);
const started = performance.now();
const report = await runRetention(db);
console.log(`one retention pass: ${Math.round(performance.now() - started)} ms`, report);
await db.close();
