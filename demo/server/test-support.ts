/**
 * Shared by the server's tests: one prepared in-memory database per test file (PGlite takes a few
 * seconds to start, so files share one rather than opening one per test).
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { prepareDatabase } from './server';
import type { Db } from './db/db';
import { openPgliteDb } from './db/pglite-db';

export async function openTestDb(): Promise<Db> {
  const db = await openPgliteDb();
  await prepareDatabase(db);
  return db;
}

export function tempDir(prefix = 'rad-widgets-test-'): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), prefix));
}
