import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGLITE_START_PARAMS, PGLITE_V8_FLAGS } from './pglite-settings';

/** initdb takes 2–5 s on a quiet machine; a child still busy after this is stuck. */
const INITDB_TIMEOUT_MS = 180_000;
/** Enough of the child's error output to say why it failed. */
const MAX_ERROR_CHARS = 4_000;

/**
 * The child: PGlite on the empty folder runs initdb there, then closes, flushing the folder.
 * Plain CommonJS (PGlite resolved by this module, as the server itself resolves it), so it runs the
 * same under tsx, the compiled server and the test runner; a rejection ends it with exit code 1.
 */
const CHILD_SOURCE = `
const { PGlite } = require(process.env.RAD_PGLITE_MODULE);
const pg = new PGlite(process.env.RAD_PGLITE_DIR, { startParams: JSON.parse(process.env.RAD_PGLITE_START_PARAMS) });
pg.waitReady.then(() => pg.close());
`;

/**
 * A PGlite folder that does not hold a database yet gets one from PGlite's initdb run in a child
 * process. In the server's own process initdb left about 110 MB behind for good: a second
 * WebAssembly instance and a copy of the new database as buffers, freed later but kept by the C
 * allocator. A child gives all of it back when it exits; the server then opens the folder as on
 * any later start. A folder that already holds a database is left alone.
 */
export async function initdbInChild(folder: string): Promise<void> {
  if (existsSync(path.join(folder, 'PG_VERSION'))) return;
  const child = spawn(process.execPath, [...PGLITE_V8_FLAGS, '--eval', CHILD_SOURCE], {
    env: {
      PATH: process.env.PATH ?? '',
      RAD_PGLITE_MODULE: createRequire(import.meta.url).resolve('@electric-sql/pglite'),
      RAD_PGLITE_DIR: folder,
      RAD_PGLITE_START_PARAMS: JSON.stringify(PGLITE_START_PARAMS),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => {
    if (errors.length < MAX_ERROR_CHARS) errors += chunk.slice(0, MAX_ERROR_CHARS - errors.length);
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), INITDB_TIMEOUT_MS);
  try {
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal]));
    });
    if (code !== 0) {
      throw new Error(`PGlite initdb in ${folder} failed (${signal ?? `exit code ${code}`}): ${errors.trim()}`);
    }
  } finally {
    clearTimeout(timer);
  }
}
