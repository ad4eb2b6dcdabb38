/**
 * Figures of the booking finder (issue 10), printed by `npm run bench`; asserts nothing.
 *
 * - Size: gzip -9 KB of what <rad-booking> costs on top of the shared runtime (its entry and the
 *   chunks it imports statically: no map), and of the map that loads only when the patient shows
 *   it (the ClinicMap chunk, maplibre-gl, and maplibre's worker).
 * - Speed: time from navigation start to the exam list painted, on the CMS demo page (the widget
 *   alone, loaded by the loader) against the reference server, with the CPU slowed 4× through the
 *   Chrome DevTools Protocol (Emulation.setCPUThrottlingRate), median of 5 cold loads.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from '../../demo/server/server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/chromium.mjs';
// @ts-expect-error a plain .mjs script without types
import { measure } from './sizes.mjs';

const dist = new URL('../../dist/', import.meta.url).pathname;
const gzipKB = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length / 1024;
const chunk = (prefix: string) => {
  const name = readdirSync(join(dist, 'chunks')).find((file) => file.startsWith(prefix) && /\.m?js$/.test(file));
  if (!name) throw new Error(`no chunk ${prefix}* in dist/chunks: run npm run build`);
  return join(dist, 'chunks', name);
};

const rows = measure(dist) as Array<{ name: string; costKB: number }>;
const booking = rows.find((row) => row.name === 'rad-booking.js');
if (!booking) throw new Error('dist/rad-booking.js is missing: run npm run build');
const map = {
  ClinicMap: gzipKB(chunk('ClinicMap-')),
  'maplibre-gl': gzipKB(chunk('maplibre-gl-')),
  worker: gzipKB(chunk('maplibre-gl-worker')),
};
const mapTotal = Object.values(map).reduce((sum, kb) => sum + kb, 0);

console.log('\nBooking finder sizes (gzip -9)\n');
console.log(`booking chunk without the map (entry + static chunks)  ${booking.costKB.toFixed(1)} KB`);
console.log(
  `lazy map (${Object.entries(map)
    .map(([name, kb]) => `${name} ${kb.toFixed(1)}`)
    .join(' + ')})  ${mapTotal.toFixed(1)} KB`,
);

/**
 * From the first script on, each animation frame looks for the exam list; the frame that first
 * finds it is the one that paints it. performance.now() counts from navigation start. A frame asked
 * for before the document is attached is never given, so the watch starts from a task.
 */
const WATCH_EXAM_LIST = `
  (() => {
    const look = () => {
      const list = document.querySelector('rad-booking')?.shadowRoot?.querySelector('[part="exam-list"]');
      if (list) window.examListPainted = performance.now();
      else requestAnimationFrame(look);
    };
    setTimeout(() => requestAnimationFrame(look), 0);
  })();
`;

const RUNS = 5;
const THROTTLE = 4;
const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const times: number[] = [];
try {
  // One load first, not counted: the server's first queries and file reads are not the widget's.
  for (let run = -1; run < RUNS; run++) {
    // A fresh context per run: a cold cache, as a patient's first visit.
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    // (A string: tsx would wrap a named inner function in a helper the page does not have.)
    await page.addInitScript(WATCH_EXAM_LIST);
    await page.goto(new URL('/demo/cms-booking.html', server.url).href);
    const painted = await page.waitForFunction(() => (window as unknown as { examListPainted?: number }).examListPainted, undefined, {
      timeout: 60_000,
    });
    if (run >= 0) times.push(Number(await painted.jsonValue()));
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
const sorted = [...times].sort((a, b) => a - b);
console.log(`\nCMS demo page, load to exam list painted, CPU ${THROTTLE}× slower (CDP), ${RUNS} cold loads after one warm-up`);
console.log(`runs ${times.map((ms) => Math.round(ms)).join(', ')} ms; median ${Math.round(sorted[Math.floor(RUNS / 2)]!)} ms`);
