/**
 * `<link rel="modulepreload">` hints for the host pages. Without them the browser learns of each
 * chunk only after running the one before (loader → registry → portal → runtime → parser), one
 * round trip per level; with them it fetches the whole start set while it parses the page.
 *
 * Chunk names carry rollup's content hash (`chunks/[name]-[hash].js`), so they are read from the
 * build itself: an entry's leading `import … from "…"` statements, followed to the end. The plan
 * is read again whenever the loader file changes (every build rewrites it), so a page never names
 * a chunk that a rebuild deleted; without a build there are simply no hints.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** The loader: every host page has it as its `<script type="module">`. */
export const LOADER_FILE = 'rad-widgets.js';

/** The shared runtime chunk (rollup.config.mjs `manualChunks`). */
const RUNTIME_CHUNK = /^chunks\/runtime-[\w-]+\.js$/;
/**
 * Chunks the runtime imports dynamically but always as it starts: it fetches the message parser
 * while the settings load (src/runtime.ts `loadParser`), one level below itself.
 */
const RUNTIME_START_CHUNKS = [/^chunks\/icu-messageformat-parser-[\w-]+\.js$/];
/** The sanitizer's chunk (DOMPurify): the runtime loads it at start when the shell shows provider HTML. */
const SANITIZER_CHUNK = /^chunks\/purify\.es-[\w-]+\.js$/;

/** One static import at the very start of the code: `import{a as b}from"./x.js";`, `import"./y.js";`. */
const LEADING_IMPORT = /^\s*import\s*(?:[\w$\s{},*]*?from\s*)?(["'])([^"'\s]+)\1\s*;?/;

/** The specifiers of the static imports a rollup ES module starts with (rollup hoists them all). */
export function leadingImports(code: string): string[] {
  const specifiers: string[] = [];
  let rest = code;
  for (let match = LEADING_IMPORT.exec(rest); match; match = LEADING_IMPORT.exec(rest)) {
    specifiers.push(match[2]!);
    rest = rest.slice(match[0].length);
  }
  return specifiers;
}

/** `chunks/a.js` importing `./b.js` → `chunks/b.js`; undefined for bare names, URLs or a way out of the build. */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return resolved.startsWith('../') ? undefined : resolved;
}

async function readText(file: string): Promise<string | undefined> {
  return readFile(file, 'utf8').catch(() => undefined);
}

/**
 * A function from entry files (relative to `widgetsDir`, e.g. `rad-portal.js`) to the URL paths
 * to preload: each entry that exists and everything it imports statically, plus the runtime's
 * start chunks when the runtime is among them, in a stable order without repeats. The loader itself is left out: its script tag fetches it.
 */
export function modulePreloader(
  widgetsDir: string,
  urlPrefix = '/widgets/',
): (entries: readonly string[], options?: { sanitizer?: boolean }) => Promise<string[]> {
  let builtAt: number | undefined;
  let closures = new Map<string, Promise<string[]>>();
  let startChunks: Promise<string[]> = Promise.resolve([]);
  let sanitizerChunks: Promise<string[]> = Promise.resolve([]);

  async function closure(entry: string): Promise<string[]> {
    const seen = new Set<string>();
    const visit = async (file: string): Promise<void> => {
      if (seen.has(file)) return;
      const code = await readText(path.join(widgetsDir, file));
      if (code === undefined) return;
      seen.add(file);
      for (const specifier of leadingImports(code)) {
        const imported = resolveImport(file, specifier);
        if (imported) await visit(imported);
      }
    };
    await visit(entry);
    return [...seen];
  }

  async function listChunks(patterns: readonly RegExp[]): Promise<string[]> {
    const names = await readdir(path.join(widgetsDir, 'chunks')).catch(() => [] as string[]);
    return names.map((name) => `chunks/${name}`).filter((file) => patterns.some((pattern) => pattern.test(file)));
  }

  return async (entries, options = {}) => {
    const loader = await stat(path.join(widgetsDir, LOADER_FILE)).catch(() => undefined);
    if (!loader) return [];
    if (loader.mtimeMs !== builtAt) {
      builtAt = loader.mtimeMs;
      closures = new Map();
      startChunks = listChunks(RUNTIME_START_CHUNKS);
      sanitizerChunks = listChunks([SANITIZER_CHUNK]);
    }
    const files = new Set<string>();
    for (const entry of [LOADER_FILE, ...entries]) {
      let found = closures.get(entry);
      if (!found) closures.set(entry, (found = closure(entry)));
      for (const file of await found) files.add(file);
    }
    if ([...files].some((file) => RUNTIME_CHUNK.test(file))) {
      for (const file of await startChunks) files.add(file);
      if (options.sanitizer) for (const file of await sanitizerChunks) files.add(file);
    }
    files.delete(LOADER_FILE);
    return [...files].map((file) => urlPrefix + file);
  };
}
