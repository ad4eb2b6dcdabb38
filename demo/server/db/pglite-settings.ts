import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';

/**
 * Every setting that sizes the embedded database's memory, in one place (demo/server/README.md,
 * "Memory of the embedded database", gives the figures behind each).
 *
 * PostgreSQL's default buffer cache (128 MB) is larger than the whole demo database (about 14 MB),
 * and in PGlite it lives in the process's WebAssembly memory, which never shrinks: 16 MB holds
 * every hot page and takes about 120 MB off the server's resident memory.
 */
export const PGLITE_SETTINGS = { shared_buffers: '16MB' } as const;

/** PGlite's own start parameters, then ours. */
export const PGLITE_START_PARAMS: readonly string[] = [
  ...(PGlite as unknown as { defaultStartParams: readonly string[] }).defaultStartParams,
  ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

/**
 * V8 compiles PostgreSQL's WebAssembly (9 MB) with its baseline compiler, then recompiles the
 * functions a load makes hot with its optimising one, and keeps both codes and the optimiser's
 * working memory: about 60 MB of the idle server. With baseline code alone the load scenario costs
 * the same CPU per request (10.1 ms against 9.9; demo/server/README.md). Only WebAssembly compiled
 * after this is set is affected, and PGlite is the server's only WebAssembly.
 */
export const PGLITE_V8_FLAGS: readonly string[] = ['--liftoff-only'];

let flagsSet = false;

/** Sets PGLITE_V8_FLAGS once, before the first PGlite compiles its module. */
export function setPgliteV8Flags(): void {
  if (flagsSet) return;
  flagsSet = true;
  for (const flag of PGLITE_V8_FLAGS) setFlagsFromString(flag);
}
