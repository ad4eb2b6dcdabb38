/**
 * Lighthouse (mobile) performance and accessibility of the portal home, /about and the kiosk home, against the
 * reference server with Debian's Chromium. Prints figures; asserts nothing.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../../demo/server/server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/chromium.mjs';

const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
try {
  console.log('\nLighthouse (mobile emulation, simulated throttling)\n');
  console.log(`${'page'.padEnd(12)}${'performance'.padStart(13)}${'accessibility'.padStart(15)}`);
  for (const path of ['/', '/about', '/kiosk']) {
    const result = await lighthouse(new URL(path, server.url).href, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const categories = result?.lhr.categories;
    const score = (name: string) => Math.round((categories?.[name]?.score ?? 0) * 100).toString();
    console.log(`${path.padEnd(12)}${score('performance').padStart(13)}${score('accessibility').padStart(15)}`);
  }
} finally {
  await chrome.kill();
  await server.close();
}
