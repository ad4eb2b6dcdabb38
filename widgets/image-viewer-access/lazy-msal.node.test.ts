/**
 * The identity library (~72 KB gzip) loads only when the direct-link page signs someone in: its
 * element file may reach @azure/msal-browser by dynamic import only, never statically (which
 * would put it in this widget's chunk, or worse, in a chunk other pages share).
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the direct-link widget’s graph', () => {
  it('imports @azure/msal-browser dynamically only', async () => {
    const result = await build({
      absWorkingDir: root,
      entryPoints: ['widgets/image-viewer-access/index.ts'],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'browser',
      packages: 'external',
      jsx: 'automatic',
      logLevel: 'silent',
      outdir: 'out',
      splitting: true,
    });
    const imports = Object.values(result.metafile.inputs).flatMap((input) => input.imports);
    const msal = imports.filter((entry) => entry.path.startsWith('@azure/msal-browser'));
    expect(msal.map((entry) => entry.path).sort()).toEqual(['@azure/msal-browser', '@azure/msal-browser/redirect-bridge']);
    expect(msal.every((entry) => entry.kind === 'dynamic-import')).toBe(true);
  });
});
