import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigSchema, DictionarySchema, TermsSchema } from '../../src/api/schemas/config.schema';
import { SUPPORTED_LOCALES } from '../../src/constants';
import { createApp } from './app';
import type { Db } from './db/db';
import type { RequestLogEntry } from './http/request-log';
import { CONTENT_SECURITY_POLICY } from './http/security-headers';
import { sendToOutbox } from './features/outbox/queries';
import { APPLICATION_ASSET_NAMES } from './seed/assets';
import { openTestDb, tempDir } from './test-support';

let db: Db;
let widgetsDir: string;
let messagesDir: string;
const logs: RequestLogEntry[] = [];
const reported: unknown[] = [];
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  db = await openTestDb();
  widgetsDir = await tempDir();
  await mkdir(path.join(widgetsDir, 'chunks'));
  await writeFile(path.join(widgetsDir, 'rad-widgets.js'), 'export const loader = true;\n');
  await writeFile(path.join(widgetsDir, 'chunks', 'runtime-abc123.js'), 'export {};\n');
  // Dictionaries of our own, so these tests do not depend on the wording others are writing.
  messagesDir = await tempDir();
  for (const locale of SUPPORTED_LOCALES) {
    await writeFile(
      path.join(messagesDir, `${locale}.json`),
      JSON.stringify({ 'message.loading': `loading ${locale}`, 'page.about_title': 'About {name}' }),
    );
  }
  app = createApp({
    db,
    widgetsDir,
    messagesDir,
    devRoutes: true, // app.request has no socket, so the default (this machine only) would hide them
    allowedOrigins: ['https://cms.example.org'],
    log: (entry) => logs.push(entry),
    reportError: (error) => reported.push(error),
  });
}, 120_000);

afterAll(async () => {
  await db?.close();
  await rm(widgetsDir, { recursive: true, force: true });
  await rm(messagesDir, { recursive: true, force: true });
});

async function json(path: string, init?: RequestInit) {
  const response = await app.request(path, init);
  return { response, body: (await response.json()) as unknown };
}

describe('GET /api/config', () => {
  it('answers a configuration the widgets accept, with every section', async () => {
    const { response, body } = await json('/api/config');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    const config = v.parse(ConfigSchema, body);
    expect(Object.keys(body as object).sort()).toEqual(
      ['application', 'bodyFigure', 'bookingRequest', 'integration', 'maps', 'radiology', 'theme'].sort(),
    );
    expect(config.radiology).toMatchObject({
      code: 'HRAD',
      name: 'Harbourside Radiology',
      privacyPolicyUrl: 'https://example.org/privacy',
    });
    expect(config.radiology.about).toContain('<ul>');
    expect(config.radiology.contact).toContain('<table>');
    expect(config.theme.properties.colorPrimary).toBe('#0b5cab');
    expect(config.theme.properties).toHaveProperty('colorDanger');
  });

  it('answers the terms as HTML with several headed sections', async () => {
    const { response, body } = await json('/api/config/terms');
    expect(response.status).toBe(200);
    const { terms } = v.parse(TermsSchema, body);
    expect(terms.match(/<h2>/g)?.length ?? 0).toBeGreaterThanOrEqual(4);
  });
});

describe('translations', () => {
  it('answers the primary dictionary of each shipped locale, the dot in the path included', async () => {
    for (const locale of SUPPORTED_LOCALES) {
      const { response, body } = await json(`/api/assets/i18n/${locale}.json`);
      expect(response.status).toBe(200);
      expect(v.parse(DictionarySchema, body)['message.loading']).toBe(`loading ${locale}`);
    }
  });

  it('answers a regional dictionary whole: its own texts over its parent’s (en-US over en-AU)', async () => {
    const dir = await tempDir();
    try {
      await writeFile(path.join(dir, 'en-AU.json'), JSON.stringify({ 'a.colour': 'colour', 'a.cancelled': 'cancelled', 'a.same': 'same' }));
      await writeFile(path.join(dir, 'en-US.json'), JSON.stringify({ 'a.colour': 'color', 'a.cancelled': 'canceled' }));
      await writeFile(path.join(dir, 'en-NZ.json'), '{}');
      const regional = createApp({ db, messagesDir: dir, log: 'silent' });
      expect(await (await regional.request('/api/assets/i18n/en-US.json')).json()).toEqual({
        'a.cancelled': 'canceled',
        'a.colour': 'color',
        'a.same': 'same',
      });
      expect(await (await regional.request('/api/assets/i18n/en-NZ.json')).json()).toEqual({
        'a.cancelled': 'cancelled',
        'a.colour': 'colour',
        'a.same': 'same',
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('answers the provider overrides of every locale', async () => {
    for (const locale of SUPPORTED_LOCALES) {
      const { response, body } = await json(`/api/assets/i18n/HRAD/${locale}.json`);
      expect(response.status).toBe(200);
      expect(Object.keys(v.parse(DictionarySchema, body)).length).toBeGreaterThanOrEqual(2);
    }
    const { body } = await json('/api/assets/i18n/HRAD/mk.json');
    expect((body as Record<string, string>)['message.loading']).toMatch(/вчитува/);
  });

  it('answers 404 with a JSON error for an unknown locale, code, or a path trick', async () => {
    for (const path of [
      '/api/assets/i18n/fr-FR.json',
      '/api/assets/i18n/en-AU',
      '/api/assets/i18n/..%2F..%2Fpackage.json',
      '/api/assets/i18n/NOPE/en-AU.json',
      '/api/assets/i18n/HRAD/xx.json',
    ]) {
      const { response, body } = await json(path);
      expect(response.status, path).toBe(404);
      expect(body, path).toMatchObject({ message: expect.any(String) });
    }
  });
});

describe('GET /api/assets/application/:name', () => {
  it('answers every named image as SVG with caching and a locked-down policy', async () => {
    for (const name of APPLICATION_ASSET_NAMES) {
      const response = await app.request(`/api/assets/application/${name}`);
      expect(response.status, name).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
      expect(response.headers.get('Cache-Control')).toMatch(/max-age=\d+/);
      expect(response.headers.get('Content-Security-Policy')).toContain('sandbox');
      const svg = await response.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<script|href=|url\((?!#)/i);
    }
  });

  it('revalidates with the ETag', async () => {
    const first = await app.request('/api/assets/application/logo');
    const etag = first.headers.get('ETag')!;
    const second = await app.request('/api/assets/application/logo', { headers: { 'If-None-Match': etag } });
    expect(second.status).toBe(304);
  });

  it('answers 404 for an unknown image', async () => {
    expect((await app.request('/api/assets/application/nope')).status).toBe(404);
  });
});

describe('small answers', () => {
  it('GET /api/authenticated says nobody is signed in', async () => {
    expect((await json('/api/authenticated')).body).toEqual({ authenticated: false, access: [], roleTranslations: '' });
  });

  it('GET /health names the database', async () => {
    expect((await json('/health')).body).toEqual({ status: 'ok', database: db.kind });
  });

  it('an unknown /api path is a JSON 404', async () => {
    const { response, body } = await json('/api/nothing/here');
    expect(response.status).toBe(404);
    expect(body).toEqual({ message: 'Not found', code: 'not_found' });
  });
});

describe('development outbox', () => {
  it('stores messages and lists them newest first, filtered by recipient, then empties', async () => {
    await app.request('/api/dev/outbox', { method: 'DELETE' });
    await sendToOutbox(db, { channel: 'email', recipient: 'ana@example.org', subject: 'Your booking', body: 'See you Monday' });
    await sendToOutbox(db, { channel: 'sms', recipient: '+61400000001', body: 'Your code is 123456', code: '123456' });
    await sendToOutbox(db, { channel: 'email', recipient: 'Ana@Example.org', subject: 'Reminder', body: 'Tomorrow' });

    const all = (await json('/api/dev/outbox')).body as { messages: { subject: string; code?: string; id: string; createdAt: string }[] };
    expect(all.messages.map((m) => m.subject)).toEqual(['Reminder', '', 'Your booking']);
    expect(all.messages[1]).toMatchObject({ channel: 'sms', code: '123456', recipient: '+61400000001' });
    expect(all.messages[0]).not.toHaveProperty('code');
    expect(typeof all.messages[0]!.id).toBe('string');
    expect(new Date(all.messages[0]!.createdAt).toISOString()).toBe(all.messages[0]!.createdAt);

    const ana = (await json('/api/dev/outbox?recipient=ana%40example.org')).body as { messages: unknown[] };
    expect(ana.messages).toHaveLength(2);

    const cleared = await app.request('/api/dev/outbox', { method: 'DELETE' });
    expect(cleared.status).toBe(204);
    expect(((await json('/api/dev/outbox')).body as { messages: unknown[] }).messages).toEqual([]);
  });

  it('shows the messages to people as HTML, escaped', async () => {
    await sendToOutbox(db, { channel: 'email', recipient: 'x@example.org', subject: '<b>hi</b>', body: '<script>alert(1)</script>' });
    const response = await app.request('/dev/outbox');
    const html = await response.text();
    expect(response.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(html).toContain('&lt;b&gt;hi&lt;/b&gt;');
    expect(html).not.toContain('<script>alert');
    // The e-mail's HTML is rendered, in a frame with an empty sandbox (no script runs), never in the page.
    expect(html).toContain(
      '<iframe class="outbox-mail" sandbox="" referrerpolicy="no-referrer" loading="lazy" title="E-mail: &lt;b&gt;hi&lt;/b&gt;" srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
    );
    await sendToOutbox(db, { channel: 'sms', recipient: '+61400000000', body: 'Code <123456>' });
    expect(await (await app.request('/dev/outbox')).text()).toContain('<p class="outbox-text">Code &lt;123456&gt;</p>');
    expect(html).toContain('<th scope="col">Recipient</th>');
  });

  it('rejects an unknown channel', async () => {
    await expect(sendToOutbox(db, { channel: 'fax' as 'sms', recipient: 'x', body: 'y' })).rejects.toThrow(/channel/);
  });
});

describe('host pages', () => {
  it('/deny is the portal page: the query is left to the shell, never written into the markup', async () => {
    const response = await app.request(
      `/deny?status=EXPIRED&showClose=true&foo=%3Cx%3E&message=${encodeURIComponent('"><script>alert(1)</script>')}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    const html = await response.text();
    expect(html).toMatch(/<body>\n<rad-portal><div class="rad-first-view" aria-busy="true">[^]*<\/div><\/rad-portal>\n<\/body>/);
    expect(html).not.toMatch(/EXPIRED|foo|<x>|alert/);
    expect(html.match(/<script/g)).toHaveLength(2); // the page bootstrap (data) and the loader, nothing else
    expect(html).toContain(`<script type="application/json" id="rad-bootstrap">`);
  });

  it('each page has the shell: doctype, lang, title, viewport, favicon, host.css, the loader, no inline script or style', async () => {
    for (const path of ['/deny', '/about', '/contact', '/terms', '/privacy']) {
      const response = await app.request(path);
      const html = await response.text();
      expect(html.startsWith('<!doctype html>'), path).toBe(true);
      expect(html).toContain('<html lang="en-AU">');
      expect(html).toMatch(/<title>Harbourside Radiology – [^<]+<\/title>/);
      expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(html).toContain('<link rel="icon" href="/api/assets/application/favicon"');
      expect(html).toContain('<link rel="stylesheet" href="/demo/host.css">');
      expect(html).toContain('<script type="module" src="/widgets/rad-widgets.js"></script>');
      expect(html).toMatch(/<body>\n<rad-portal><div class="rad-first-view" aria-busy="true">[^]*<\/div><\/rad-portal>\n<\/body>/);
      expect(html).not.toMatch(/<rad-deny|<rad-page/);
      expect(html).not.toMatch(/<script(?![^>]*\s(?:src=|type="application\/json"))|<style|\sstyle=|\son\w+=/i);
      expect(response.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    }
  });

  it('titles come from the dictionary, with the provider name filled in', async () => {
    const html = await (await app.request('/about')).text();
    expect(html).toContain('<title>Harbourside Radiology – About Harbourside Radiology</title>');
  });

  it('the demo index at /demo/ links the portal, the host pages, the demo page and the outbox', async () => {
    const html = await (await app.request('/demo/')).text();
    for (const href of ['/', '/about', '/deny?status=EXPIRED', '/demo/cms.html', '/dev/outbox']) expect(html).toContain(`href="${href}"`);
  });
});

describe('static files', () => {
  it('serves the widget build with JavaScript MIME types and revalidation', async () => {
    const loader = await app.request('/widgets/rad-widgets.js');
    expect(loader.status).toBe(200);
    expect(loader.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(await loader.text()).toContain('loader');
    const chunk = await app.request('/widgets/chunks/runtime-abc123.js');
    expect(chunk.status).toBe(200);
    const again = await app.request('/widgets/rad-widgets.js', { headers: { 'If-None-Match': loader.headers.get('ETag')! } });
    expect(again.status).toBe(304);
  });

  it('never serves a file outside the folder', async () => {
    for (const path of [
      '/widgets/../package.json',
      '/widgets/%2e%2e/%2e%2e/package.json',
      '/widgets/..%2F..%2Fpackage.json',
      '/widgets/chunks',
    ]) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });

  it('serves the demo pages with the CSP on HTML', async () => {
    const page = await app.request('/demo/cms.html');
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    const html = await page.text();
    expect(html).toContain('<rad-deny status="EXPIRED"');
    expect(html).toContain('<rad-page page="contact">');
    expect(html).not.toMatch(/<style|\sstyle=|<script(?![^>]*\ssrc=)/i);
    const css = await app.request('/demo/cms.css');
    expect(css.headers.get('Content-Type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toContain('display: none !important');
  });
});

describe('cross-origin calls', () => {
  it('answers CORS with credentials for an allowed origin only', async () => {
    const allowed = await app.request('/api/config', { headers: { Origin: 'https://cms.example.org' } });
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('https://cms.example.org');
    expect(allowed.headers.get('Access-Control-Allow-Credentials')).toBe('true');

    const other = await app.request('/api/config', { headers: { Origin: 'https://evil.example.com' } });
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(other.headers.get('Access-Control-Allow-Credentials')).toBeNull();
  });

  it('answers a preflight for an allowed origin', async () => {
    const preflight = await app.request('/api/dev/outbox', {
      method: 'OPTIONS',
      headers: { Origin: 'https://cms.example.org', 'Access-Control-Request-Method': 'DELETE' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toContain('DELETE');
  });
});

describe('request logs and errors', () => {
  it('logs one entry per request with the path only, never the query string', async () => {
    logs.length = 0;
    const response = await app.request('/deny?status=EXPIRED&dateOfBirth=1990-01-31');
    expect(logs).toHaveLength(1);
    const [entry] = logs;
    expect(entry).toMatchObject({ level: 'info', method: 'GET', path: '/deny', status: 200 });
    expect(entry!.requestId).toBe(response.headers.get('X-Request-Id'));
    expect(typeof entry!.durationMs).toBe('number');
    expect(JSON.stringify(logs)).not.toContain('1990');
  });

  it('a failure answers a JSON 500 without the stack and reports it to the operator', async () => {
    const failing = createApp({
      db: { ...db, query: () => Promise.reject(new Error('secret internals at /srv/db.ts:42')) },
      log: 'silent',
      reportError: (e) => reported.push(e),
    });
    const response = await failing.request('/api/config');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: 'Internal server error', code: 'internal_error' });
    expect(text).not.toContain('secret');
    expect(reported.some((e) => (e as Error).message.includes('secret internals'))).toBe(true);
  });
});
