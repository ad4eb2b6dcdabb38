/**
 * Vitest global setup: builds the run's migrated and seeded PGlite once, for every server test file
 * (in memory, from the tarball) or journey (a copy of the folder) to start from, and removes it
 * after the run. Workers start after this and inherit the environment that names it.
 *
 * On PostgreSQL (SERVER_TEST_DB=postgres) the same idea: one migrated and seeded database, which
 * each file's new database is created from as a template (demo/server/test-support.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildSeededDatabase, SEEDED_FOLDER_ENV, SEEDED_TARBALL_ENV } from '../../demo/server/test-database-snapshot';
import { buildTemplateDatabase, PG_TEMPLATE_ENV } from '../../demo/server/test-support';

export function seededDatabaseSetup(options: { tarball: boolean }) {
  return async function setup(): Promise<(() => Promise<void>) | undefined> {
    if (process.env.SERVER_TEST_DB === 'postgres') {
      const template = await buildTemplateDatabase();
      if (!template) return undefined;
      process.env[PG_TEMPLATE_ENV] = template.name;
      return async () => {
        delete process.env[PG_TEMPLATE_ENV];
        await template.drop();
      };
    }
    const dir = await mkdtemp(path.join(os.tmpdir(), 'rad-widgets-seeded-'));
    const built = await buildSeededDatabase(dir, options);
    process.env[SEEDED_FOLDER_ENV] = built.folder;
    if (built.tarball) process.env[SEEDED_TARBALL_ENV] = built.tarball;
    return async () => {
      delete process.env[SEEDED_FOLDER_ENV];
      delete process.env[SEEDED_TARBALL_ENV];
      await rm(dir, { recursive: true, force: true });
    };
  };
}
