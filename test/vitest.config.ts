/**
 * Unit tests (vitest), beside the code. Two projects: browser-like code runs in happy-dom; the
 * reference server and the "import in Node without a DOM" checks run in plain Node.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));

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
          exclude: ['**/*.node.test.ts'],
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
          // One migrated and seeded PGlite for the run; each server test file loads a copy.
          globalSetup: ['test/setup/server-tests.global-setup.ts'],
        },
      },
    ],
  },
});
