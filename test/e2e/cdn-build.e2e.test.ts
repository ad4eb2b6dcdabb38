/**
 * The build as a CDN serves it (README "Embedding"): the integrity values the build wrote match
 * the files served, a page that pins the loader with them loads it, and hashed chunks are
 * cached for a year while the loader and entries are revalidated.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

let harness: Harness;
const integrity = JSON.parse(readFileSync(new URL('../../dist/integrity.json', import.meta.url), 'utf8')) as Record<string, string>;

beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.close());

describe('CDN build', () => {
  it('lists an integrity value for the loader and every entry, equal to what is served', async () => {
    expect(Object.keys(integrity)).toContain('rad-widgets.js');
    expect(Object.keys(integrity)).toContain('rad-deny.js');
    for (const [file, value] of Object.entries(integrity)) {
      const response = await fetch(harness.url(`/widgets/${file}`), { headers: { 'Accept-Encoding': 'identity' } });
      expect(response.status, file).toBe(200);
      expect(response.headers.get('Cache-Control'), file).toBe('no-cache');
      const body = Buffer.from(await response.arrayBuffer());
      expect(`sha384-${createHash('sha384').update(body).digest('base64')}`, file).toBe(value);
    }
  });

  it('caches hashed chunks as immutable', async () => {
    const loader = await (await fetch(harness.url('/widgets/rad-deny.js'))).text();
    const chunk = /["'](\.\/chunks\/runtime-[\w-]+\.js)["']/.exec(loader)?.[1];
    expect(chunk).toBeTruthy();
    const response = await fetch(harness.url(`/widgets/${chunk!.slice(2)}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('a page that pins the loader by its integrity value loads it; a wrong value is refused', async () => {
    const { page } = await harness.open('/demo/');
    const defined = async (value: string) =>
      page.evaluate(
        async ({ src, value }) => {
          const script = document.createElement('script');
          script.type = 'module';
          script.crossOrigin = 'anonymous';
          script.integrity = value;
          script.src = src;
          const settled = new Promise<string>((resolve) => {
            script.onload = () => resolve('load');
            script.onerror = () => resolve('error');
          });
          document.head.append(script);
          return settled;
        },
        { src: `/widgets/rad-widgets.js?pin=${value.slice(7, 15)}`, value },
      );
    expect(await defined('sha384-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBe('error');
    expect(await defined(integrity['rad-widgets.js']!)).toBe('load');
  });
});
