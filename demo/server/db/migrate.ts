import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';
import { inTransaction } from './transaction';

/** The shared foundation; each feature keeps its own in `features/<area>/migrations/`. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const FEATURES_DIR = fileURLToPath(new URL('../features/', import.meta.url));

/**
 * Every folder that holds migrations. A database records versions (the file's number), not
 * folders, so moving a file into its feature keeps an existing database's history valid.
 */
export async function migrationDirs(): Promise<string[]> {
  const features = await readdir(FEATURES_DIR, { withFileTypes: true });
  const dirs = await Promise.all(
    features
      .filter((entry) => entry.isDirectory())
      .map(async (entry) => {
        const dir = path.join(FEATURES_DIR, entry.name, 'migrations');
        return (await readdir(dir).then(
          () => true,
          () => false,
        ))
          ? [dir]
          : [];
      }),
  );
  return [MIGRATIONS_DIR, ...dirs.flat()];
}

/**
 * One fixed key for `pg_advisory_lock`: every server starting against the same PostgreSQL takes
 * it before migrating, so two processes never apply the same file at once. (PGlite accepts the
 * call too; there it is trivially uncontended.)
 */
const MIGRATION_LOCK_KEY = 7_264_110_031;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** `NNN_name.sql` files of all the folders, in numeric order. Anything else in a folder is ignored. */
export async function loadMigrations(dirs?: string | readonly string[]): Promise<Migration[]> {
  const folders = dirs === undefined ? await migrationDirs() : typeof dirs === 'string' ? [dirs] : dirs;
  const files = (
    await Promise.all(
      folders.map(async (dir) => (await readdir(dir)).filter((file) => /^\d+_[\w-]+\.sql$/.test(file)).map((file) => ({ dir, file }))),
    )
  ).flat();
  const migrations = await Promise.all(
    files.map(async ({ dir, file }) => ({
      // '001' and '1' are the same version: recorded as the plain number.
      version: String(Number(file.slice(0, file.indexOf('_')))),
      name: file,
      sql: await readFile(path.join(dir, file), 'utf8'),
    })),
  );
  migrations.sort((a, b) => Number(a.version) - Number(b.version));
  const seen = new Set<string>();
  for (const migration of migrations) {
    if (seen.has(migration.version)) throw new Error(`two migrations share version ${migration.version}`);
    seen.add(migration.version);
  }
  return migrations;
}

/**
 * A pending migration numbered below one the database already has would run after it, against a
 * schema its author never saw (a branch merged late with a low number). Nothing is applied then:
 * the file must be renumbered above the highest applied version.
 */
export function refuseOutOfOrder(migrations: readonly Migration[], done: ReadonlySet<string>): void {
  const highest = Math.max(0, ...[...done].map(Number).filter(Number.isFinite));
  const late = migrations.filter((migration) => !done.has(migration.version) && Number(migration.version) < highest);
  if (late.length > 0) {
    throw new Error(
      `migrations numbered below the highest applied one (${highest}) would run out of order: ${late.map((m) => m.name).join(', ')}; renumber them above ${highest}`,
    );
  }
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction,
 * under the advisory lock. Safe to run on every start and from several servers at once.
 * Returns the names applied this time.
 */
export async function migrate(db: Db, dirs?: string | readonly string[]): Promise<string[]> {
  const migrations = await loadMigrations(dirs);
  return db.withConnection(async (connection) => {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await connection.exec(`create table if not exists schema_migrations (
        version text primary key,
        name text not null,
        applied_at timestamptz not null default now()
      )`);
      const rows = await connection.query<{ version: string }>('select version from schema_migrations');
      const done = new Set(rows.map((row) => row.version));
      refuseOutOfOrder(migrations, done);
      const applied: string[] = [];
      for (const migration of migrations) {
        if (done.has(migration.version)) continue;
        await inTransaction(connection, async () => {
          await connection.exec(migration.sql);
          await connection.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
        }).catch((error: unknown) => {
          throw new Error(`migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
        });
        applied.push(migration.name);
      }
      return applied;
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  });
}
