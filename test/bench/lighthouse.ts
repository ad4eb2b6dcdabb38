/**
 * Lighthouse (mobile) performance and accessibility of the portal home and /about, against the
 * reference server with Debian's Chromium. Prints figures; asserts nothing.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../../demo/server/app';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
try {
  console.log('\nLighthouse (mobile emulation, simulated throttling)\n');
  console.log(`${'page'.padEnd(12)}${'performance'.padStart(13)}${'accessibility'.padStart(15)}`);
  for (const path of ['/', '/about']) {
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
