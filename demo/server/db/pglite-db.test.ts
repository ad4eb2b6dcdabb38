import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDir } from '../test-support';
import { openDb } from './open-db';
import { initdbInChild } from './pglite-initdb';
import { PGLITE_SETTINGS } from './pglite-settings';

/** The settings the server's memory figures were measured with (demo/server/README.md). */
const CHOSEN = { shared_buffers: '16MB' };
/** initdb and a start take seconds on a quiet machine, and far longer on a busy shared one. */
const START_TIMEOUT_MS = 120_000;
/** PostgreSQL's defaults, left as they are: the figures assume them too. */
const DEFAULTS = { work_mem: '4MB', maintenance_work_mem: '64MB', temp_buffers: '8MB', wal_buffers: '512kB' };

async function show(db: Awaited<ReturnType<typeof openDb>>, name: string): Promise<string | undefined> {
  const [row] = await db.query<Record<string, string>>(`show ${name}`);
  return row?.[name];
}

describe('the embedded database', () => {
  let dataDir: string;
  const NativeMemory = WebAssembly.Memory;
  let memoriesMade = 0;

  beforeEach(async () => {
    dataDir = await tempDir('rad-pglite-');
    memoriesMade = 0;
    // Each PostgreSQL instance PGlite starts in this process makes one WebAssembly memory.
    WebAssembly.Memory = new Proxy(NativeMemory, {
      construct(target, args: [WebAssembly.MemoryDescriptor]) {
        memoriesMade += 1;
        return new target(...args);
      },
    });
  });

  afterEach(async () => {
    WebAssembly.Memory = NativeMemory;
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'runs the server’s database with the chosen memory settings, keeping PGlite’s own start parameters',
    async () => {
      expect(PGLITE_SETTINGS).toEqual(CHOSEN);
      const db = await openDb({ dataDir });
      try {
        for (const [name, value] of Object.entries({ ...CHOSEN, ...DEFAULTS })) expect(await show(db, name), name).toBe(value);
        expect(await show(db, 'search_path')).toBe('public');
      } finally {
        await db.close();
      }
    },
    START_TIMEOUT_MS,
  );

  it(
    'makes a new folder’s database in a child process: the server’s process starts one PostgreSQL, not initdb too',
    async () => {
      const db = await openDb({ dataDir });
      try {
        expect(memoriesMade).toBe(1);
        await db.exec('create table kept (value text); insert into kept values ($$still here$$)');
      } finally {
        await db.close();
      }
      const again = await openDb({ dataDir });
      try {
        expect(await again.query('select value from kept')).toEqual([{ value: 'still here' }]);
      } finally {
        await again.close();
      }
    },
    START_TIMEOUT_MS,
  );

  it('stops with the reason when the folder cannot hold a database', async () => {
    const blocked = path.join(dataDir, 'not-a-folder');
    await writeFile(blocked, 'a file');
    await expect(initdbInChild(path.join(blocked, 'pglite'))).rejects.toThrow(/PGlite initdb in .*not-a-folder.* failed/);
  });
});
