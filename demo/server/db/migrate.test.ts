import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../test-support';
import type { Db } from './db';
import { loadMigrations, migrate } from './migrate';
import { openPgliteDb } from './pglite-db';

let db: Db;
beforeAll(async () => {
  db = await openPgliteDb();
}, 120_000);
afterAll(() => db?.close());

describe('migrate', () => {
  it("collects the feature folders' migrations under the versions existing databases recorded", async () => {
    // A database records the version (the file's number): moving a file into features/<area>/migrations
    // must keep its number, or an existing database would run it a second time.
    const migrations = await loadMigrations();
    expect(migrations.slice(0, 5).map((m) => [m.version, m.name])).toEqual([
      ['1', '001_foundation.sql'],
      ['2', '002_email_templates_error_reports.sql'],
      ['3', '003_patients_authentication.sql'],
      ['4', '004_booking_request_referrals.sql'],
      ['5', '005_session_idle_expiry.sql'],
    ]);
  });

  it('applies every migration once, records it, and does nothing the second time', async () => {
    const files = (await loadMigrations()).map((m) => m.name);
    expect(files[0]).toBe('001_foundation.sql');

    expect(await migrate(db)).toEqual(files);
    expect(await migrate(db)).toEqual([]);

    const recorded = await db.query<{ name: string }>('select name from schema_migrations order by version::int');
    expect(recorded.map((r) => r.name)).toEqual(files);
    const tables = await db.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining([
        'provider',
        'region',
        'clinic',
        'modality',
        'exam',
        'clinic_exam',
        'translation_override',
        'asset',
        'outbox',
        'email_template',
        'error_report',
      ]),
    );
  });

  it('applies new files in numeric order and rolls back a failing one', async () => {
    // Versions far above the shipped migrations, which this database already recorded.
    const dir = await tempDir();
    try {
      await writeFile(path.join(dir, '910_second.sql'), 'create table m_second (id int references m_first (id));');
      await writeFile(path.join(dir, '902_first.sql'), 'create table m_first (id int primary key);');
      await writeFile(path.join(dir, 'README.md'), 'not a migration');
      expect((await loadMigrations(dir)).map((m) => m.name)).toEqual(['902_first.sql', '910_second.sql']);

      await writeFile(path.join(dir, '911_broken.sql'), 'create table m_broken (id int); select nonsense from nowhere;');
      await expect(migrate(db, dir)).rejects.toThrow(/911_broken\.sql failed/);
      // 902 and 910 stayed applied; 911 left nothing behind and is not recorded.
      const versions = (await db.query<{ version: string }>('select version from schema_migrations')).map((r) => r.version);
      expect(versions).toEqual(expect.arrayContaining(['902', '910']));
      expect(versions).not.toContain('911');
      expect(await db.query("select 1 from information_schema.tables where table_name = 'm_broken'")).toEqual([]);
      // The advisory lock was released: another run can take it.
      await rm(path.join(dir, '911_broken.sql'));
      expect(await migrate(db, dir)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses two files with one version', async () => {
    const dir = await tempDir();
    try {
      await writeFile(path.join(dir, '1_a.sql'), 'select 1;');
      await writeFile(path.join(dir, '001_b.sql'), 'select 1;');
      await expect(loadMigrations(dir)).rejects.toThrow(/share version/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses, before applying anything, a pending file numbered below the highest applied one', async () => {
    const dir = await tempDir();
    try {
      await writeFile(path.join(dir, '950_high.sql'), 'create table m_high (id int);');
      expect(await migrate(db, dir)).toEqual(['950_high.sql']);
      // A branch merged late with a lower number, and a new one above it in the same start.
      await writeFile(path.join(dir, '940_late.sql'), 'create table m_late (id int);');
      await writeFile(path.join(dir, '960_next.sql'), 'create table m_next (id int);');
      await expect(migrate(db, dir)).rejects.toThrow(/940_late\.sql; renumber them above 950/);
      expect(await db.query("select 1 from information_schema.tables where table_name in ('m_late', 'm_next')")).toEqual([]);
      await rm(path.join(dir, '940_late.sql'));
      expect(await migrate(db, dir)).toEqual(['960_next.sql']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
