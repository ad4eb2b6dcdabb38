/**
 * The server tests start each file from a copy of one seeded database (test-database-snapshot.ts):
 * that copy must be exactly what a fresh migrate and seed gives, or a test could pass on data a
 * real start never makes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { openPgliteDb } from './pglite-db';
import { prepareDatabase } from '../server';
import { openTestDb, testPostgresUrl } from '../test-support';
import { databaseContents, SEEDED_TARBALL_ENV } from '../test-database-snapshot';

describe.skipIf(testPostgresUrl() !== undefined)('the server tests’ seeded database', () => {
  let copy: Db;
  let fresh: Db;
  beforeAll(async () => {
    [copy, fresh] = await Promise.all([openTestDb(), openPgliteDb()]);
    await prepareDatabase(fresh);
  });
  afterAll(async () => {
    await Promise.all([copy?.close(), fresh?.close()]);
  });

  it('is built once for the run, and each file opens a copy of it', () => {
    expect(process.env[SEEDED_TARBALL_ENV], 'the global setup names the seeded tarball').toMatch(/pglite\.tar$/);
  });

  it('holds the same migrations and the same rows in every table as a fresh migrate and seed', async () => {
    const [fromCopy, fromFresh] = await Promise.all([databaseContents(copy), databaseContents(fresh)]);
    expect(fromCopy.migrations.length).toBeGreaterThan(0);
    expect(fromFresh.rows.postal_code, 'the seed’s localities').toBeGreaterThan(18_000);
    expect(fromCopy).toEqual(fromFresh);
  });

  it('is a copy: what one file writes, the next file does not see', async () => {
    await copy.query('insert into schema_migrations (version, name) values ($1, $2)', ['999999', '999999_written_by_a_test.sql']);
    const other = await openTestDb();
    try {
      const names = (await other.query<{ name: string }>('select name from schema_migrations')).map((row) => row.name);
      expect(names).not.toContain('999999_written_by_a_test.sql');
    } finally {
      await other.close();
    }
  });
});
