/**
 * Browser and end-to-end tests drive Debian's Chromium (no test tool may download a browser of
 * its own here). Installs it with apt when it is missing and we are root; otherwise explains.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { CHROMIUM_PATH as CHROMIUM } from './chromium.mjs';

if (existsSync(CHROMIUM)) {
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Chromium is missing at ${CHROMIUM}. Install Debian's package as root:\n  apt-get update && apt-get install -y chromium\n` +
      'or point CHROMIUM_PATH at another Chromium binary.',
  );
  process.exit(1);
}

console.log('Installing Debian Chromium for the browser tests (apt-get install chromium)…');
try {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'], { stdio: 'inherit', env });
} catch (error) {
  console.error(`Could not install Chromium with apt-get: ${error.message}`);
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
