/**
 * A browser stand-in for the server's tests: keeps the session cookie between requests like a
 * browser would, and solves the local captcha the way the widget does.
 */
import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

export interface TestBrowser {
  cookie: string | null;
  setCookieHeaders: string[];
  get(path: string): Promise<{ status: number; body: Record<string, unknown> }>;
  post(path: string, payload: unknown, headers?: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }>;
  solveCaptcha(): Promise<boolean>;
}

export function testBrowser(app: Hono<AppEnv>): TestBrowser {
  const browser: TestBrowser = {
    cookie: null,
    setCookieHeaders: [],
    async get(path) {
      return send(path, { method: 'GET' });
    },
    async post(path, payload, headers = {}) {
      return send(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(payload) });
    },
    async solveCaptcha() {
      const { body } = await browser.get('/api/auth/captcha');
      const { id, salt, challenge, maxNumber } = body as { id: string; salt: string; challenge: string; maxNumber: number };
      for (let n = 0; n <= maxNumber; n += 1) {
        if (createHash('sha256').update(`${salt}${n}`).digest('hex') === challenge) {
          return (await browser.post('/api/auth/captcha/verify', { token: `${id}.${n}` })).body.result === true;
        }
      }
      return false;
    },
  };

  async function send(path: string, init: RequestInit) {
    const headers = new Headers(init.headers);
    if (browser.cookie) headers.set('Cookie', browser.cookie);
    const response = await app.request(path, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      browser.setCookieHeaders.push(line);
      const [pair = ''] = line.split(';');
      browser.cookie = /^rad_session=$/.test(pair) ? null : pair;
    }
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }

  return browser;
}
