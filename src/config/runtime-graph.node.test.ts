/**
 * What the shared runtime chunk holds is what rollup reaches statically from defineWidget
 * (rollup.config.mjs `manualChunks`). esbuild walks the same graph here, so a module meant to stay
 * out of the runtime (and out of its 95 KB budget) cannot slip in through a new import.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

async function runtimeModules(): Promise<string[]> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['src/element/define-widget.tsx'],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
}

describe('the shared runtime graph', () => {
  it('holds the theme (body-figure custom properties) but not the provider stylesheet helper', async () => {
    const modules = await runtimeModules();
    expect(modules).toContain('src/runtime.ts');
    expect(modules).toContain('src/config/theme.ts');
    expect(modules).not.toContain('src/config/provider-css.ts');
  });
});
