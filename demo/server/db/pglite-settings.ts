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
