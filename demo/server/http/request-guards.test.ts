/**
 * The cross-cutting request rules (issue 8 defects 9, 10, 12, 13, 17): body limits before
 * parsing, no cross-site writes, development routes for this machine only, a browser-session
 * cookie with a server-side idle end, and forwarded headers believed only from named proxies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { startServer, type RunningServer } from '../server';
import { SESSION_IDLE_MINUTES } from '../features/auth/limits';
import { testBrowser } from '../features/auth/test-browser';
import type { Db } from '../db/db';
import { openTestDb } from '../test-support';
import { JSON_BODY_LIMIT_BYTES, limitFor, UPLOAD_BODY_LIMIT_BYTES } from './body-limits';
import { parseTrustedProxies, readClientInfo } from './client-info';
import { parseDevRoutes } from './dev-access';

let db: Db;
let app: ReturnType<typeof createApp>;
const CMS = 'https://cms.example.org';
const ANA = { type: 'APPOINTMENT', bookingKey: 'DEMO-APPT-1001', dateOfBirth: '1985-03-27' };

beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent', allowedOrigins: [CMS], authRateLimit: 10_000 });
}, 120_000);
afterAll(async () => db?.close());

async function signedIn(target = app) {
  const browser = testBrowser(target);
  expect(await browser.solveCaptcha()).toBe(true);
  expect((await browser.post('/api/auth/patient', ANA)).body).toMatchObject({ success: true });
  return browser;
}

describe('body limits', () => {
  it('refuses a declared body over the JSON limit with 413 before reading it', async () => {
    let pulled = 0;
    // A stream that counts what the server pulls: a declared length over the limit reads none of it.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(16 * 1024));
        if (pulled > 100) controller.close();
      },
    });
    const response = await app.request('/api/auth/patient', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(JSON_BODY_LIMIT_BYTES + 1) },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'The request body is larger than 64 KB', code: 'payload_too_large' });
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('stops a chunked body the moment it passes the limit', async () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 16 * 1024;
        controller.enqueue(new TextEncoder().encode('"'.padEnd(16 * 1024, 'x')));
        if (sent > 10 * 1024 * 1024) controller.close();
      },
    });
    const response = await app.request('/api/auth/patient', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(JSON_BODY_LIMIT_BYTES * 3);
  });

  it('lets a body under the limit through to the route', async () => {
    const response = await app.request('/api/auth/patient', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...ANA, padding: 'x'.repeat(1000) }),
    });
    expect(response.status).not.toBe(413);
  });

  it('gives uploads their own, larger limit', () => {
    expect(limitFor('/api/secured/appointments/abc/attachments')).toBe(UPLOAD_BODY_LIMIT_BYTES);
    expect(limitFor('/api/auth/patient')).toBe(JSON_BODY_LIMIT_BYTES);
    expect(limitFor('/api/logout')).toBe(JSON_BODY_LIMIT_BYTES);
  });
});

describe('cross-site writes', () => {
  it('a third-party page cannot log a patient out (text/plain form or no-cors fetch)', async () => {
    const browser = await signedIn();
    const cookie = browser.cookie!;
    const asForm = await app.request('/api/logout', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: 'https://evil.example', 'Content-Type': 'text/plain' },
      body: 'x',
    });
    expect(asForm.status).toBe(403);
    const noCors = await app.request('/api/logout', { method: 'POST', headers: { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' } });
    expect(noCors.status).toBe(403);
    const sameOriginPlain = await app.request('http://localhost/api/logout', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: 'http://localhost', 'Content-Type': 'text/plain' },
      body: 'x',
    });
    expect(sameOriginPlain.status).toBe(415);
    // Still signed in after all three.
    expect((await browser.get('/api/authenticated')).body.authenticated).toBe(true);
  });

  it('the portal itself and an allowed CMS origin may log out', async () => {
    const own = await signedIn();
    const response = await app.request('http://localhost/api/logout', {
      method: 'POST',
      headers: { Cookie: own.cookie!, Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(response.status).toBe(204);
    expect((await own.get('/api/authenticated')).body.authenticated).toBe(false);

    const embedded = await signedIn();
    const fromCms = await app.request('/api/logout', {
      method: 'POST',
      headers: { Cookie: embedded.cookie!, Origin: CMS, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(fromCms.status).toBe(204);
  });

  it('refuses a null origin (sandboxed frame, data: page)', async () => {
    const response = await app.request('/api/auth/patient', {
      method: 'POST',
      headers: { Origin: 'null', 'Content-Type': 'application/json' },
      body: JSON.stringify(ANA),
    });
    expect(response.status).toBe(403);
  });
});

describe('session cookie', () => {
  it('is a browser-session cookie (no Max-Age, no Expires) that the server ends after the idle limit', async () => {
    const browser = await signedIn();
    const issued = browser.setCookieHeaders.filter((line) => line.startsWith('rad_session=') && !line.startsWith('rad_session=;'));
    expect(issued.length).toBeGreaterThan(0);
    for (const line of issued) expect(line).not.toMatch(/Max-Age|Expires/i);

    // Used a minute ago: still open, and the use moves the idle clock.
    await db.query(`update auth_session set last_seen_at = now() - interval '1 minute'`);
    expect((await browser.get('/api/authenticated')).body.authenticated).toBe(true);
    // Untouched for longer than the idle limit: closed, though its absolute lifetime is not over.
    await db.query(`update auth_session set last_seen_at = now() - make_interval(mins => $1)`, [SESSION_IDLE_MINUTES + 1]);
    expect((await browser.get('/api/authenticated')).body.authenticated).toBe(false);
  });
});

describe('forwarded headers and Secure', () => {
  it('believes X-Forwarded-* only from a trusted proxy', () => {
    const trusted = parseTrustedProxies('10.0.0.0/8, ::1');
    expect(() => parseTrustedProxies('not-an-ip')).toThrow(/TRUSTED_PROXIES/);
    const fake = (socket: string, headers: Record<string, string>) =>
      ({
        req: { url: 'http://portal.example/api/x', header: (name: string) => headers[name] },
        env: { incoming: { socket: { remoteAddress: socket, remoteFamily: socket.includes(':') ? 'IPv6' : 'IPv4' } } },
      }) as never;
    const viaProxy = readClientInfo(
      fake('10.1.2.3', { 'X-Forwarded-For': '198.51.100.7, 10.9.9.9', 'X-Forwarded-Proto': 'https' }),
      trusted,
    );
    expect(viaProxy).toEqual({ address: '198.51.100.7', https: true, loopback: false });
    const direct = readClientInfo(fake('203.0.113.9', { 'X-Forwarded-For': '1.2.3.4', 'X-Forwarded-Proto': 'https' }), trusted);
    expect(direct).toEqual({ address: '203.0.113.9', https: false, loopback: false });
    const mapped = readClientInfo(fake('::ffff:127.0.0.1', {}), parseTrustedProxies(''));
    expect(mapped).toEqual({ address: '127.0.0.1', https: false, loopback: true });
    // A local proxy nobody named relays the internet: not a local request.
    const untrustedLocalProxy = readClientInfo(fake('127.0.0.1', { 'X-Forwarded-For': '198.51.100.7' }), parseTrustedProxies(''));
    expect(untrustedLocalProxy).toEqual({ address: '127.0.0.1', https: false, loopback: false });
  });
});

describe('development routes', () => {
  it('DEV_ROUTES: on, off, anything else loopback', () => {
    expect(parseDevRoutes('on')).toBe('on');
    expect(parseDevRoutes('OFF')).toBe('off');
    expect(parseDevRoutes(undefined)).toBe('loopback');
    expect(parseDevRoutes('yes')).toBe('loopback');
  });

  it('are hidden from a request without a local socket by default, shown when turned on', async () => {
    expect((await app.request('/api/dev/outbox')).status).toBe(404);
    expect((await app.request('/dev/outbox')).status).toBe(404);
    expect((await app.request('/api/dev/error-reports')).status).toBe(404);
    const on = createApp({ db, log: 'silent', devRoutes: 'on' });
    expect((await on.request('/api/dev/outbox')).status).toBe(200);
  });

  describe('on a real socket', () => {
    let server: RunningServer;
    beforeAll(async () => {
      // 127.0.0.1 is both this test's address and a trusted proxy: what a proxy forwards is not local.
      server = await startServer({ trustedProxies: '127.0.0.1' });
    }, 60_000);
    afterAll(async () => server?.close());

    it('answer this machine, not a client a proxy relayed, and set Secure behind a TLS proxy', async () => {
      expect((await fetch(new URL('api/dev/outbox', server.url))).status).toBe(200);
      const relayed = await fetch(new URL('api/dev/outbox', server.url), { headers: { 'X-Forwarded-For': '198.51.100.7' } });
      expect(relayed.status).toBe(404);

      // A date-of-birth attempt opens a session (and sets its cookie) whatever its outcome.
      const attempt = (headers: Record<string, string>) =>
        fetch(new URL('api/auth/patient', server.url), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...headers },
          body: JSON.stringify(ANA),
        }).then((response) => response.headers.getSetCookie().find((line) => line.startsWith('rad_session=')));
      expect(await attempt({ 'X-Forwarded-Proto': 'https' })).toMatch(/;\s*Secure/i);
      expect(await attempt({})).not.toMatch(/;\s*Secure/i);
    });
  });
});
