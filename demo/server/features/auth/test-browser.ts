/**
 * A browser stand-in for the server's tests: keeps the session cookie between requests like a
 * browser would, and solves the local captcha the way the widget does.
 */
import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/db';

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

/** The date of birth of Ana, the patient of the demo bookings the tests copy. */
export const DEMO_PATIENT_DOB = '1985-03-27';

/** A browser that solved the captcha and opened `bookingKey` with its patient's date of birth. */
export async function signedInToBooking(app: Hono<AppEnv>, bookingKey: string, dateOfBirth = DEMO_PATIENT_DOB): Promise<TestBrowser> {
  const browser = testBrowser(app);
  if (!(await browser.solveCaptcha())) throw new Error('the test browser could not solve the captcha');
  const { body } = await browser.post('/api/auth/patient', { type: 'APPOINTMENT', bookingKey, dateOfBirth });
  if (body.success !== true) throw new Error(`signing in to ${bookingKey} failed: ${JSON.stringify(body)}`);
  return browser;
}

/** Clean sign-in counters, codes and outbox, so one test's attempts cannot lock out the next. */
export async function resetSignInState(db: Pick<Db, 'query'>): Promise<void> {
  await db.query('delete from auth_attempt');
  await db.query('delete from otp_code');
  await db.query('delete from outbox');
}
