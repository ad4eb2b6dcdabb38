/**
 * `npm run bench`: prints figures, asserts nothing (speed and size are benchmarks, not tests).
 * Sizes are gzip level 9 of the built files in dist/ against the budgets of the issues.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../../dist/', import.meta.url).pathname;
const BUDGET_KB = { loader: 5, runtime: 95, widget: 40 };

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.js') ? [path] : [];
  });
}

function kindOf(name) {
  if (name === 'rad-widgets.js') return 'loader';
  if (name.startsWith('chunks/runtime-')) return 'runtime';
  if (name.startsWith('rad-')) return 'widget';
  return 'on demand';
}

const rows = files(dist)
  .map((path) => {
    const name = relative(dist, path);
    const raw = readFileSync(path);
    return { name, kind: kindOf(name), rawKB: raw.length / 1024, gzipKB: gzipSync(raw, { level: 9 }).length / 1024 };
  })
  .sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));

console.log('\nBundle sizes (dist/, gzip -9)\n');
console.log(`${'file'.padEnd(44)}${'kind'.padEnd(11)}${'raw KB'.padStart(9)}${'gzip KB'.padStart(9)}  budget`);
for (const row of rows) {
  const budget = BUDGET_KB[row.kind];
  const verdict = budget === undefined ? '' : row.gzipKB <= budget ? `≤ ${budget} ok` : `> ${budget} OVER`;
  console.log(
    `${row.name.padEnd(44)}${row.kind.padEnd(11)}${row.rawKB.toFixed(1).padStart(9)}${row.gzipKB.toFixed(1).padStart(9)}  ${verdict}`,
  );
}
