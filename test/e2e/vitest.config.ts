/**
 * End-to-end journeys: the real reference server (fresh DATA_DIR, free port) and Debian's
 * Chromium driven by playwright-core, as a person clicks. Needs `npm run build` first.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['test/e2e/**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // Two files at a time, each with its own server and browser: a journey mostly waits (for a
    // page, a debounce, a kiosk countdown), so two keep the 2 cores busy where one left them
    // half idle. Each server has its own data folder and port; nothing else is shared.
    fileParallelism: true,
    maxWorkers: 2,
    // One migrated and seeded PGlite for the run; each journey's server starts from a copy.
    globalSetup: ['test/setup/journeys.global-setup.ts'],
  },
});
