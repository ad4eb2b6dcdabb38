/**
 * Every Storybook story as a test: the static Storybook build (`npm run build-storybook` first) in
 * Debian's Chromium, each story rendered with its loaders and play function, then checked with axe.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'stories',
    environment: 'node',
    include: ['test/stories/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
