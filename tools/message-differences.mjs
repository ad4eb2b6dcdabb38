/**
 * Keeps each regional dictionary to its differences (src/i18n/locale-chain.ts): removes from
 * en-NZ, en-CA and en-US every text equal to en-AU's, and every key en-AU does not have.
 * Run after adding a key to all five files: `npm run i18n:differences`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const dir = new URL('../src/i18n/messages/', import.meta.url);
const read = (locale) => JSON.parse(readFileSync(new URL(`${locale}.json`, dir), 'utf8'));
const parent = read('en-AU');
for (const locale of ['en-NZ', 'en-CA', 'en-US']) {
  const own = read(locale);
  const kept = Object.fromEntries(
    Object.entries(own)
      .filter(([key, text]) => key in parent && parent[key] !== text)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  writeFileSync(new URL(`${locale}.json`, dir), `${JSON.stringify(kept, null, 2)}\n`);
  console.log(`${locale}: ${Object.keys(own).length} → ${Object.keys(kept).length} texts`);
}
