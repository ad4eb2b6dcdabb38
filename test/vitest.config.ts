/**
 * Unit tests (vitest), beside the code. Browser-like code runs in happy-dom (`dom`, and `dom-fresh`
 * for the few files that need a module graph of their own); the reference server and the "import
 * in Node without a DOM" checks run in plain Node (`node`).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Test files that need a module graph of their own: they read what a page holds once (the
 * runtime's settings, its adopted style sheets, the defined elements) or mock a module. Every other
 * file shares its worker's modules and DOM with the files before it (`isolate: false`): setting up
 * happy-dom and importing React, the runtime and the widgets for each of about 100 files took 32 s
 * of the tier's 147; shared, the dom files take about 5 s. A file that fails only when run after
 * another belongs on this list.
 */
const NEEDS_FRESH_MODULES = [
  'src/runtime.test.ts',
  'src/config/provider-css.test.tsx',
  'src/element/define-widget.test.tsx',
  'src/reporting/error-reporting.test.ts',
];

export default defineConfig({
  root,
  test: {
    // Vitest's default is one worker fewer than the cores: one file at a time on these 2 cores. Most
    // server test files wait on PGlite or a socket, so two at a time keeps both cores busy.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}'],
          exclude: ['**/*.node.test.ts', ...NEEDS_FRESH_MODULES],
          isolate: false,
          setupFiles: ['test/setup/fresh-page.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-fresh',
          environment: 'happy-dom',
          include: NEEDS_FRESH_MODULES,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'demo/**/*.test.ts',
            'src/**/*.node.test.ts',
            'widgets/**/*.node.test.ts',
            'test/bench/**/*.test.ts',
            'test/load/**/*.test.ts',
            'test/tools/**/*.test.ts',
            'tools/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each server test file opens its own database and server, and the server keeps its state
          // in the database, so the files share their worker's modules: importing the server for
          // each of about 90 files was 59 s of work (the tier took 114 s, now 83 s).
          isolate: false,
          // One migrated and seeded PGlite for the run; each server test file loads a copy.
          globalSetup: ['test/setup/server-tests.global-setup.ts'],
        },
      },
    ],
  },
});
