import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import fc from 'fast-check';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../test-support';
import { CONTENT_SECURITY_POLICY, securityHeaders } from './security-headers';
import { cacheControlFor, staticFiles } from './static-files';

let top: string;
let app: Hono;
let server: ServerType;
let origin: string;

const ENTRY = `export const loader = ${JSON.stringify('custom elements '.repeat(400))};\n`;
const CHUNK = `export const runtime = ${JSON.stringify('react '.repeat(2000))};\n`;
const PAGE = `<!doctype html><title>Demo</title><p>${'A page of the demo. '.repeat(100)}</p>\n`;
// Quality 1, not what a server would pick per request: the answer must be the build's own bytes.
const brotli = (text: string) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });

beforeAll(async () => {
  top = await tempDir('rad-static-');
  const widgets = path.join(top, 'widgets');
  const pages = path.join(top, 'pages');
  await mkdir(path.join(widgets, 'chunks'), { recursive: true });
  await mkdir(pages);
  await writeFile(path.join(top, 'secret.txt'), 'DATABASE_PASSWORD');
  await writeFile(path.join(widgets, '.env'), 'DATABASE_PASSWORD');
  await writeFile(path.join(widgets, 'rad-widgets.js'), ENTRY);
  await writeFile(path.join(widgets, 'rad-widgets.js.br'), brotli(ENTRY));
  await writeFile(path.join(widgets, 'rad-widgets.js.gz'), gzipSync(ENTRY, { level: 1 }));
  await writeFile(path.join(widgets, 'chunks/runtime-CujQbN3y.js'), CHUNK);
  await writeFile(path.join(widgets, 'chunks/runtime-CujQbN3y.js.br'), brotli(CHUNK));
  await writeFile(path.join(widgets, 'tiny.js'), 'export{};');
  await writeFile(path.join(widgets, 'image.png'), Buffer.alloc(4096, 1));
  await writeFile(path.join(pages, 'cms.html'), PAGE);

  // The pipeline's order (http/pipeline.ts): compression outside, security headers inside it.
  app = new Hono();
  app.use('*', compress());
  app.use('*', securityHeaders());
  app.get('/widgets/*', staticFiles(widgets, '/widgets'));
  app.get('/demo/*', staticFiles(pages, '/demo'));
  app.get('/demo/', (c) => c.html('<h1>index</h1>'));
  app.notFound((c) => c.json({ code: 'not_found' }, 404));
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(top, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });

/** The request line exactly as written: fetch and `new URL` would tidy `..` and `%2e` away first. */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}/`, { path: rawPath }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('cache control of the widget build', () => {
  it('caches hashed chunks for a year without revalidation, and revalidates the loader and entries', async () => {
    expect(cacheControlFor('chunks/runtime-CujQbN3y.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('chunks/icu-messageformat-parser-CKlL5ouP.js.map')).toBe('public, max-age=31536000, immutable');
    for (const stable of ['rad-widgets.js', 'rad-deny.js', 'integrity.json', 'chunks/notes.txt']) {
      expect(cacheControlFor(stable), stable).toBe('no-cache');
    }
    expect((await get('/widgets/tiny.js')).headers.get('Cache-Control')).toBe('no-cache');
    for (const encoding of ['br', 'identity']) {
      const chunk = await get('/widgets/chunks/runtime-CujQbN3y.js', { 'Accept-Encoding': encoding });
      expect(chunk.headers.get('Cache-Control'), encoding).toBe('public, max-age=31536000, immutable');
    }
  });
});

describe('the build’s precompressed files', () => {
  it('answers the .br or .gz the build wrote as asked, each with its own ETag, and the file otherwise', async () => {
    const br = await get('/widgets/rad-widgets.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(br.status).toBe(200);
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    expect(Buffer.from(await br.arrayBuffer()).equals(brotli(ENTRY))).toBe(true);

    const gz = await get('/widgets/rad-widgets.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(ENTRY);

    const raw = await get('/widgets/rad-widgets.js');
    expect(raw.headers.get('Content-Encoding')).toBeNull();
    expect(raw.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await raw.text()).toBe(ENTRY);
    expect(new Set([br, gz, raw].map((response) => response.headers.get('ETag'))).size).toBe(3);
  });

  it('answers an unchanged copy with 304, keeping its cache lifetime, and a copy in another encoding in full', async () => {
    const br = await get('/widgets/rad-widgets.js', { 'Accept-Encoding': 'br' });
    const tag = br.headers.get('ETag')!;
    const again = await get('/widgets/rad-widgets.js', { 'Accept-Encoding': 'br', 'If-None-Match': tag });
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(tag);
    expect(again.headers.get('Cache-Control')).toBe('no-cache');
    expect(await again.text()).toBe('');
    const gz = await get('/widgets/rad-widgets.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': tag });
    expect(gz.status).toBe(200);
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
  });

  it('leaves small files and binary types alone', async () => {
    for (const file of ['tiny.js', 'image.png']) {
      const response = await get(`/widgets/${file}`, { 'Accept-Encoding': 'br, gzip' });
      expect(response.status, file).toBe(200);
      expect(response.headers.get('Content-Encoding'), file).toBeNull();
      expect(response.headers.get('Vary'), file).toBeNull();
    }
  });
});

describe('files without a precompressed copy (the demo pages)', () => {
  it('are gzipped as they are sent, revalidated with an ETag, and carry the page policy', async () => {
    const page = await get('/demo/cms.html', { 'Accept-Encoding': 'gzip, br' });
    expect(page.headers.get('Content-Encoding')).toBe('gzip');
    expect(page.headers.get('Vary')).toBe('Accept-Encoding');
    expect(page.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(page.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(gunzipSync(Buffer.from(await page.arrayBuffer())).toString()).toBe(PAGE);
    const again = await get('/demo/cms.html', { 'Accept-Encoding': 'gzip, br', 'If-None-Match': page.headers.get('ETag')! });
    expect(again.status).toBe(304);
    expect(again.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('leave a miss to the routes after them, without a file’s headers', async () => {
    const index = await get('/demo/');
    expect(await index.text()).toBe('<h1>index</h1>');
    expect(index.headers.get('Cache-Control')).toBeNull();
    expect(index.headers.get('ETag')).toBeNull();
    const missing = await get('/widgets/missing.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Cache-Control')).toBeNull();
  });
});

describe('what is never served', () => {
  it.each([
    '/widgets/../secret.txt',
    '/widgets/%2e%2e/secret.txt',
    '/widgets/..%2fsecret.txt',
    '/widgets/%2e%2e%2fsecret.txt',
    '/widgets/chunks/..%2f..%2fsecret.txt',
    '/widgets/..%5csecret.txt',
    '/widgets/..\\secret.txt',
    '/widgets//etc/passwd',
    '/widgets/.env',
    '/widgets/%2eenv',
    '/widgets/chunks/../.env',
  ])('%s', async (rawPath) => {
    const answer = await rawGet(rawPath);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.body).not.toContain('DATABASE_PASSWORD');
  });

  it('answers nothing outside the folder and no dotfile, whatever the path is made of', async () => {
    const segment = fc.oneof(
      fc.constantFrom('..', '.', '%2e%2e', '%2E%2e', '.%2e', '%2e', '..%2f', '..%5c', '..\\', '%00', '', '.env', '%2eenv', 'chunks'),
      fc.constantFrom('secret.txt', 'widgets', 'rad-widgets.js', '..%252f', '%c0%ae%c0%ae'),
      fc.stringMatching(/^[\w.%\\-]{1,6}$/),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { minLength: 1, maxLength: 6 }), async (segments) => {
        const answer = await rawGet(`/widgets/${segments.join('/')}`);
        expect(answer.body).not.toContain('DATABASE_PASSWORD');
      }),
      { numRuns: 300 },
    );
  });

  it('lists no folder', async () => {
    expect((await rawGet('/widgets/rad-widgets.js')).status).toBe(200);
    for (const folder of ['/widgets/', '/widgets/chunks/', '/widgets/chunks']) {
      const answer = await rawGet(folder);
      expect(answer.status, folder).toBe(404);
      expect(answer.body, folder).not.toContain('runtime-');
    }
  });
});
