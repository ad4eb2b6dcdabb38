/**
 * What each shipped file costs, and the budgets of the issues, in one place: the benchmark prints
 * these figures, the size check (part of `npm test`) fails when one is over.
 *
 * A widget's cost is its entry plus every chunk it imports statically, except the shared runtime
 * (counted once, on its own): what a page pays for that widget on top of the runtime. On-demand
 * chunks (sanitizer, ICU parser, error reporting) are loaded by dynamic import and not counted.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/** gzip KB (level 9). */
export const BUDGET_KB = { loader: 5, runtime: 95, widget: 40 };
/** Widgets held to a budget of their own, tighter than the general one. */
export const WIDGET_BUDGET_KB = {
  // The finder alone (exams, clinics, map loader); its times, form and confirmation are a lazy chunk.
  'rad-booking.js': 20,
};
/**
 * Lazy chunks with a budget: a file name prefix, the entry that loads it, and the budget for what
 * loading it adds (the chunk and its static imports, less what the entry already loaded).
 */
export const LAZY_BUDGET_KB = {
  'chunks/Appointment-': { entry: 'rad-booking.js', budgetKB: 28, label: 'rad-booking times, form, confirmation' },
};

export function jsFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? jsFiles(path) : path.endsWith('.js') ? [path] : [];
  });
}

export function kindOf(name) {
  if (name === 'rad-widgets.js') return 'loader';
  if (name.startsWith('chunks/runtime-')) return 'runtime';
  if (name.startsWith('rad-')) return 'widget';
  return 'on demand';
}

const gzipKB = (bytes) => gzipSync(bytes, { level: 9 }).length / 1024;

/** Static imports of a built ES module: `import … from "./x.js"` and bare `import "./x.js"`, not `import("…")`. */
function staticImports(source) {
  return [...source.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)].map((match) => match[1]);
}

/** Every file in dist/ with its own size, and for entries the size of their static closure. */
export function measure(dist) {
  const files = jsFiles(dist).map((path) => relative(dist, path).replaceAll('\\', '/'));
  const source = new Map(files.map((name) => [name, readFileSync(join(dist, name))]));
  const own = new Map([...source].map(([name, bytes]) => [name, gzipKB(bytes)]));

  function closure(entry) {
    const seen = new Set();
    const queue = [entry];
    while (queue.length) {
      const name = queue.pop();
      if (seen.has(name) || !source.has(name)) continue;
      seen.add(name);
      const dir = name.includes('/') ? name.slice(0, name.lastIndexOf('/')) : '';
      for (const spec of staticImports(source.get(name).toString('utf8'))) {
        const resolved = new URL(spec, `file:///${dir ? `${dir}/` : ''}`).pathname.slice(1);
        if (kindOf(resolved) !== 'runtime') queue.push(resolved);
      }
    }
    return [...seen];
  }

  return files
    .map((name) => {
      const kind = kindOf(name);
      const lazy = Object.entries(LAZY_BUDGET_KB).find(([prefix]) => name.startsWith(prefix))?.[1];
      let counted = kind === 'widget' || kind === 'loader' ? closure(name) : [name];
      if (lazy) {
        const loaded = new Set(closure(lazy.entry));
        counted = closure(name).filter((file) => !loaded.has(file));
      }
      return {
        name: lazy ? `${name} (${lazy.label})` : name,
        kind,
        rawKB: source.get(name).length / 1024,
        gzipKB: own.get(name),
        /** What the budget applies to: the file, or for an entry the file and its static chunks. */
        costKB: counted.reduce((sum, file) => sum + own.get(file), 0),
        budgetKB: lazy ? lazy.budgetKB : (WIDGET_BUDGET_KB[name] ?? BUDGET_KB[kind]),
      };
    })
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
}
