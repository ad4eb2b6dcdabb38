/**
 * `npm run bench`: prints figures, asserts nothing (speed and size are benchmarks, not tests).
 * Sizes are gzip level 9 of the built files in dist/ against the budgets of the issues.
 */
import { measure } from './sizes.mjs';

const dist = new URL('../../dist/', import.meta.url).pathname;
const rows = measure(dist);

console.log('\nBundle sizes (dist/, gzip -9)\n');
console.log(`${'file'.padEnd(44)}${'kind'.padEnd(11)}${'raw KB'.padStart(9)}${'gzip KB'.padStart(9)}${'+chunks'.padStart(9)}  budget`);
for (const row of rows) {
  const budget = row.budgetKB;
  const verdict = budget === undefined ? '' : row.costKB <= budget ? `≤ ${budget} ok` : `> ${budget} OVER`;
  const cost = row.costKB === row.gzipKB ? '' : row.costKB.toFixed(1);
  console.log(
    `${row.name.padEnd(44)}${row.kind.padEnd(11)}${row.rawKB.toFixed(1).padStart(9)}${row.gzipKB.toFixed(1).padStart(9)}${cost.padStart(9)}  ${verdict}`,
  );
}
console.log('\n+chunks: an entry with the chunks it imports statically (not the runtime); the budget applies to it.');

// Issue 11: the questionnaire runner's own cost (goal ≤ 30 KB gzip; SurveyJS ≈ 380 KB, LHC-Forms 1.8 MB minified).
const questionnaire = rows.find((row) => row.name === 'rad-questionnaire.js');
if (questionnaire) {
  console.log(
    `\nQuestionnaire runner: rad-questionnaire.js with its static chunks, without the shared runtime: ${questionnaire.costKB.toFixed(1)} KB gzip (goal ≤ 30 KB)`,
  );
}
