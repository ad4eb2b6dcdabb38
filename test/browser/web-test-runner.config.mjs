/**
 * Browser tests: the BUILT widgets (dist/) in Debian's Chromium, each test file in its own page
 * (so each gets a fresh page runtime), with axe on every state. `npm run build` comes first.
 */
import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/chromium.mjs';

export default {
  rootDir: fileURLToPath(new URL('../..', import.meta.url)),
  files: ['test/browser/**/*.test.ts'],
  nodeResolve: true,
  concurrency: 2,
  plugins: [esbuildPlugin({ ts: true, tsx: true, json: true, target: 'es2022' }), bringToFront()],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: CHROMIUM_ARGS,
      },
    }),
  ],
  // A real page as a host would have it: language and title, so axe checks the widgets, not the harness.
  testRunnerHtml: (testFramework) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>rad widgets browser test</title></head><body><script type="module" src="${testFramework}"></script></body></html>`,
  testFramework: { config: { timeout: 15000 } },
  testsFinishTimeout: 180000,
};

/**
 * `executeServerCommand('bring-to-front')`: two test pages share one headless browser, and only the
 * page in front gets animation frames. A map draws on animation frames, as it does in a patient's
 * visible tab, so the map test asks for the front first.
 */
function bringToFront() {
  return {
    name: 'bring-to-front',
    async executeCommand({ command, session }) {
      if (command !== 'bring-to-front') return undefined;
      await session.browser.getPage(session.id).bringToFront();
      return true;
    },
  };
}
