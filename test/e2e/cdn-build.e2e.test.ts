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
      // The build's .br and .gz copies too (of files over 1 KB: the loader is under): fetch decodes
      // them, and the browser checks what it decoded.
      const size = readFileSync(new URL(`../../dist/${file}`, import.meta.url)).length;
      for (const encoding of size > 1024 ? ['identity', 'br', 'gzip'] : ['identity']) {
        const response = await fetch(harness.url(`/widgets/${file}`), { headers: { 'Accept-Encoding': encoding } });
        expect(response.status, file).toBe(200);
        expect(response.headers.get('Cache-Control'), file).toBe('no-cache');
        expect(response.headers.get('Content-Type'), file).toBe('text/javascript; charset=utf-8');
        expect(response.headers.get('Content-Encoding') ?? 'identity', `${file} ${encoding}`).toBe(encoding);
        const body = Buffer.from(await response.arrayBuffer());
        expect(`sha384-${createHash('sha384').update(body).digest('base64')}`, `${file} ${encoding}`).toBe(value);
      }
    }
  });

  it('revalidates an entry with its ETag: 304 while it is unchanged', async () => {
    const headers = { 'Accept-Encoding': 'br' };
    const first = await fetch(harness.url('/widgets/rad-deny.js'), { headers });
    expect(first.headers.get('Vary')).toBe('Accept-Encoding');
    const tag = first.headers.get('ETag');
    expect(tag).toMatch(/^"[0-9a-f]+"$/);
    const again = await fetch(harness.url('/widgets/rad-deny.js'), { headers: { ...headers, 'If-None-Match': tag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('Cache-Control')).toBe('no-cache');
    expect(again.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('caches hashed chunks as immutable', async () => {
    const loader = await (await fetch(harness.url('/widgets/rad-deny.js'))).text();
    const chunk = /["'](\.\/chunks\/runtime-[\w-]+\.js)["']/.exec(loader)?.[1];
    expect(chunk).toBeTruthy();
    const response = await fetch(harness.url(`/widgets/${chunk!.slice(2)}`), { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('Content-Encoding')).toBe('br');
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
