import { rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../test-support';
import { preferredEncoding } from './compression';
import { cacheControlFor, serveFile } from './static-files';

let root: string;
let app: Hono;
const CHUNK = `export const runtime = ${JSON.stringify('react '.repeat(2000))};\n`;

beforeAll(async () => {
  root = await tempDir('rad-static-');
  await writeFile(path.join(root, 'chunk.js'), CHUNK);
  await writeFile(path.join(root, 'tiny.js'), 'export{};');
  await writeFile(path.join(root, 'image.png'), Buffer.alloc(4096, 1));
  app = new Hono();
  app.get('/widgets/*', async (c, next) => (await serveFile(c, root, '/widgets')) ?? next());
});
afterAll(async () => rm(root, { recursive: true, force: true }));

const get = (file: string, encoding?: string, etag?: string) =>
  app.request(`/widgets/${file}`, {
    headers: { ...(encoding ? { 'Accept-Encoding': encoding } : {}), ...(etag ? { 'If-None-Match': etag } : {}) },
  });

describe('cache control of the widget build', () => {
  it('caches hashed chunks for a year without revalidation, and revalidates the loader and entries', async () => {
    expect(cacheControlFor('chunks/runtime-CujQbN3y.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('chunks/icu-messageformat-parser-CKlL5ouP.js.map')).toBe('public, max-age=31536000, immutable');
    for (const stable of ['rad-widgets.js', 'rad-deny.js', 'integrity.json', 'chunks/notes.txt']) {
      expect(cacheControlFor(stable), stable).toBe('no-cache');
    }
    expect((await get('tiny.js')).headers.get('Cache-Control')).toBe('no-cache');
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['gzip;q=0', undefined],
    [undefined, undefined],
  ])('%j → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('serveFile compression', () => {
  it('answers brotli or gzip as asked, each with its own ETag, and raw otherwise', async () => {
    const br = await get('chunk.js', 'gzip, br');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.length).toBeLessThan(CHUNK.length / 10);
    expect(brotliDecompressSync(brBody).toString()).toBe(CHUNK);

    const gz = await get('chunk.js', 'gzip');
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(CHUNK);

    const raw = await get('chunk.js');
    expect(raw.headers.get('Content-Encoding')).toBeNull();
    expect(await raw.text()).toBe(CHUNK);
    expect(new Set([br, gz, raw].map((response) => response.headers.get('ETag'))).size).toBe(3);
    expect((await get('chunk.js', 'gzip, br', br.headers.get('ETag')!)).status).toBe(304);
    expect((await get('chunk.js', 'gzip', br.headers.get('ETag')!)).status).toBe(200);
  });

  it('leaves small files and binary types alone', async () => {
    for (const file of ['tiny.js', 'image.png']) {
      const response = await get(file, 'br, gzip');
      expect(response.headers.get('Content-Encoding'), file).toBeNull();
      expect(response.headers.get('Vary'), file).toBeNull();
    }
  });

  it('compresses a file again once it changed', async () => {
    await get('chunk.js', 'br');
    const changed = CHUNK.replace('runtime', 'runtime2');
    await writeFile(path.join(root, 'chunk.js'), changed);
    const later = new Date(Date.now() + 60_000);
    await utimes(path.join(root, 'chunk.js'), later, later);
    const response = await get('chunk.js', 'br');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(changed);
  });
});
