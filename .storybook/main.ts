/**
 * Storybook for the rad-* custom elements. The stories render the elements from the widgets'
 * sources (not dist/), so no `npm run build` is needed first; the data comes from the in-page
 * fixture API (test/support/fixture-api.ts), which answers from the reference server's seed.
 */
import type { StorybookConfig } from '@storybook/react-vite';

/** The widgets' sources use top-level await (src/element/ssr-shim.ts): ES2022 is the floor. */
const TARGET = 'es2022';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  // Only what storybook itself ships: no addon packages are installed.
  addons: [],
  // The machines have no internet besides the npm registry.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The stories document custom elements, not React props: docgen would only cost build time.
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      resolve: {
        // The sources import TS modules without extensions (moduleResolution "bundler") and JSON dictionaries.
        extensions: ['.mjs', '.js', '.mts', '.ts', '.jsx', '.tsx', '.json'],
      },
      json: { stringify: 'auto' },
      build: {
        target: TARGET,
        // React, the runtime and the seed make one large preview chunk; that is expected here.
        chunkSizeWarningLimit: 2048,
      },
      optimizeDeps: {
        // Vite 8 pre-bundles with rolldown (`esbuildOptions` is deprecated there).
        rolldownOptions: { transform: { target: TARGET } },
      },
    });
  },
};

export default config;
