/**
 * One migrated and seeded database per test run. PGlite's initdb, the migrations and the seed
 * (18,545 localities among it) took seconds in every server test file and every journey, so the
 * run's global setup builds them once and each file starts from a copy. A copy is prepared again
 * as every server start prepares its database: nothing is pending to migrate, and the seed's
 * per-start parts (today's check-in appointments) follow the clock as on a fresh database.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from './db/db';
import { openPgliteDb } from './db/pglite-db';
import { prepareDatabase } from './server';

/** A PGlite data folder, migrated and seeded: journeys copy it into their server's data folder. */
export const SEEDED_FOLDER_ENV = 'RAD_TEST_SEEDED_FOLDER';
/** The same database as a `dumpDataDir` tarball: server test files load it into memory. */
export const SEEDED_TARBALL_ENV = 'RAD_TEST_SEEDED_TARBALL';

/** Builds `<dir>/pglite` (and, when asked, `<dir>/pglite.tar`); returns their paths. */
export async function buildSeededDatabase(dir: string, options: { tarball: boolean }): Promise<{ folder: string; tarball?: string }> {
  const folder = path.join(dir, 'pglite');
  const db = await openPgliteDb(folder);
  try {
    await prepareDatabase(db);
  } finally {
    await db.close();
  }
  if (!options.tarball) return { folder };
  const pg = new PGlite(folder);
  try {
    // dumpDataDir before the start has finished never settles (PGlite 0.5.16).
    await pg.waitReady;
    const dump = await pg.dumpDataDir('none');
    const tarball = path.join(dir, 'pglite.tar');
    await writeFile(tarball, new Uint8Array(await dump.arrayBuffer()));
    return { folder, tarball };
  } finally {
    await pg.close();
  }
}

/** The run's seeded database in memory, prepared as a start prepares it; undefined outside a run that built one. */
export async function openSeededCopy(): Promise<Db | undefined> {
  const tarball = process.env[SEEDED_TARBALL_ENV];
  if (!tarball) return undefined;
  const db = await openPgliteDb(undefined, { loadDataDir: new Blob([await readFile(tarball)]) });
  await prepareDatabase(db);
  return db;
}

/** Copies the run's seeded folder to `<dataDir>/pglite`, where the server opens it; false when none was built. */
export async function copySeededFolder(dataDir: string): Promise<boolean> {
  const folder = process.env[SEEDED_FOLDER_ENV];
  if (!folder) return false;
  await cp(folder, path.join(dataDir, 'pglite'), { recursive: true });
  return true;
}

/**
 * Rows per table of the public schema, and the migrations applied: what "the same database as a
 * fresh migrate and seed" means for the test that checks the copies.
 */
export async function databaseContents(db: Pick<Db, 'query'>): Promise<{ migrations: string[]; rows: Record<string, number> }> {
  const migrations = (await db.query<{ name: string }>('select name from schema_migrations order by version::int')).map((row) => row.name);
  const tables = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name limit 500`,
  );
  const rows: Record<string, number> = {};
  for (const { name } of tables) {
    const [counted] = await db.query<{ count: string | number }>(`select count(*) as count from "${name.replaceAll('"', '""')}"`);
    rows[name] = Number(counted?.count ?? 0);
  }
  return { migrations, rows };
}
