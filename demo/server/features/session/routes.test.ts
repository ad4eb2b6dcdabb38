import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createApp } from '../../app';
import type { Db } from '../../db/db';
import { openFramedTestApp } from '../../test-support';

let db: Db;
let app: ReturnType<typeof createApp>;
const CMS = 'https://cms.example.org';
const PARTNER = 'https://partner.example.net';

beforeAll(async () => {
  ({ db, app } = await openFramedTestApp({ allowedOrigins: [CMS], parentOrigins: [PARTNER] }));
}, 120_000);

afterAll(async () => db?.close());

describe('session', () => {
  it('POST /api/logout answers 204 and clears the session cookie', async () => {
    const response = await app.request('/api/logout', { method: 'POST', headers: { Cookie: 'rad_session=abc' } });
    expect(response.status).toBe(204);
    const cookie = response.headers.get('Set-Cookie')!;
    expect(cookie).toMatch(/^rad_session=;/);
    for (const part of ['Max-Age=0', 'Path=/', 'HttpOnly', 'SameSite=Lax']) expect(cookie).toContain(part);
    expect(cookie).not.toContain('Secure');
    const secure = await app.request('https://portal.example.org/api/logout', { method: 'POST' });
    expect(secure.headers.get('Set-Cookie')).toContain('Secure');
  });

  it('GET /api/keepalive answers 204, never cached', async () => {
    const response = await app.request('/api/keepalive');
    expect(response.status).toBe(204);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.text()).toBe('');
  });

  it('GET /api/logout is not a route', async () => {
    expect((await app.request('/api/logout')).status).toBe(404);
  });
});

/** An envelope as @sentry/browser 11 sends it: header line, item header, payload. */
