import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './db';
import { openPgliteDb } from './pglite-db';
import { openPostgresDb } from './postgres-db';

/**
 * Picks the engine from DATABASE_URL:
 * - `postgres://…` or `postgresql://…`: a real PostgreSQL through a pool;
 * - `memory://`: PGlite in memory (tests, throw-away demos);
 * - anything else (or nothing): PGlite stored in `<dataDir>/pglite`.
 */
export async function openDb(options: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  const url = options.databaseUrl?.trim() ?? '';
  if (/^postgres(ql)?:\/\//i.test(url)) return openPostgresDb(url);
  if (url.startsWith('memory://')) return openPgliteDb();
  // A fresh clone has no data folder yet (`.data/` is git-ignored): PGlite makes only its own last folder.
  await mkdir(options.dataDir, { recursive: true });
  return openPgliteDb(path.join(options.dataDir, 'pglite'));
}

/** A description of the target that is safe to print: no password. */
export function describeDatabase(databaseUrl: string | undefined, dataDir: string): string {
  const url = databaseUrl?.trim() ?? '';
  if (/^postgres(ql)?:\/\//i.test(url)) {
    try {
      const parsed = new URL(url);
      return `postgres ${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
    } catch {
      return 'postgres';
    }
  }
  if (url.startsWith('memory://')) return 'pglite (in memory)';
  return `pglite ${path.join(dataDir, 'pglite')}`;
}
