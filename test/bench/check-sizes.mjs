/**
 * `npm run test:size` (after `npm run build`): fails when the loader, the shared runtime chunk or a
 * widget (entry plus its static chunks) is over its gzip budget. The benchmark prints the same figures.
 */
import { existsSync } from 'node:fs';
import { measure } from './sizes.mjs';

const dist = new URL('../../dist/', import.meta.url).pathname;
if (!existsSync(`${dist}rad-widgets.js`)) {
  console.error('dist/ has no build: run `npm run build` first');
  process.exit(1);
}
const rows = measure(dist).filter((row) => row.budgetKB !== undefined);
const over = rows.filter((row) => row.costKB > row.budgetKB);
for (const row of rows) {
  console.log(
    `${row.costKB > row.budgetKB ? 'OVER' : 'ok  '} ${row.name.padEnd(36)} ${row.costKB.toFixed(1).padStart(6)} / ${row.budgetKB} KB gzip`,
  );
}
if (over.length) {
  console.error(`\n${over.length} over budget: ${over.map((row) => row.name).join(', ')}`);
  process.exit(1);
}
console.log(`\n${rows.length} passed, 0 failed`);
