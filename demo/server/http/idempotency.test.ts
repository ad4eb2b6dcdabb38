/**
 * Idempotency keys: a retried create happens once. Tested on a bare app with a counting handler
 * (every rule) and through the real app, where a retried "send me a code" must send one e-mail.
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env';
import { createApp } from '../app';
import type { Db } from '../db/db';
import { testBrowser } from '../features/auth/test-browser';
import { listOutbox } from '../features/outbox/queries';
import { openTestDb } from '../test-support';
import { onError } from './errors';
import { IDEMPOTENCY_KEY_TTL_HOURS, idempotency } from './idempotency';

let db: Db;
let runs = 0;
let failNext = false;
let release: (() => void) | undefined;

beforeAll(async () => {
  db = await openTestDb();
}, 120_000);
afterAll(async () => db?.close());
beforeEach(async () => {
  runs = 0;
  failNext = false;
  release = undefined;
  await db.query('delete from idempotency_key');
});

function bareApp(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', idempotency(db));
  app.post('/api/book', async (c) => {
    runs += 1;
    if (release) await new Promise<void>((resolve) => (release = resolve));
    if (failNext) {
      failNext = false;
      throw new Error('database went away');
    }
    const body = (await c.req.json()) as { slot: string };
    return c.json({ booked: body.slot, run: runs }, 201);
  });
  app.post('/api/upload', async (c) => {
    runs += 1;
    const file = (await c.req.formData()).get('file') as File;
    return c.json({ stored: file.name, run: runs }, 201);
  });
  app.post('/api/sign-in', (c) => {
    runs += 1;
    c.header('Set-Cookie', 'rad_session=secret; HttpOnly');
    return c.json({ success: true });
  });
  app.onError(onError(() => {}));
  return app;
}

const book = (app: Hono<AppEnv>, key: string | undefined, slot = 'mon-9am', cookie?: string) =>
  app.request('/api/book', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(key ? { 'Idempotency-Key': key } : {}),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify({ slot }),
  });

describe('idempotency keys', () => {
  it('runs a create once and answers every repeat with the first answer', async () => {
    const app = bareApp();
    const first = await book(app, 'k-1');
    const second = await book(app, 'k-1');
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(await first.json());
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(second.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(runs).toBe(1);
  });

  it('runs every request without a key, and each new key', async () => {
    const app = bareApp();
    await book(app, undefined);
    await book(app, undefined);
    await book(app, 'k-a');
    await book(app, 'k-b');
    expect(runs).toBe(4);
  });

  it('refuses the same key with another body (422), and a malformed key (400)', async () => {
    const app = bareApp();
    await book(app, 'k-2', 'mon-9am');
    const other = await book(app, 'k-2', 'tue-9am');
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ code: 'idempotency_key_reused' });
    const bad = await book(app, 'not a key');
    expect(bad.status).toBe(400);
    expect(runs).toBe(1);
  });

  it('answers 409 to a repeat while the first is still running, and replays it once done', async () => {
    const app = bareApp();
    release = () => {};
    const first = book(app, 'k-3');
    await expect.poll(() => runs).toBe(1);
    const during = await book(app, 'k-3');
    expect(during.status).toBe(409);
    expect(await during.json()).toMatchObject({ code: 'idempotency_request_in_progress' });
    const done = release;
    release = undefined;
    done();
    expect((await first).status).toBe(201);
    expect((await book(app, 'k-3')).status).toBe(201);
    expect(runs).toBe(1);
  });

  it('keeps no 5xx answer: the retry runs again', async () => {
    const app = bareApp();
    failNext = true;
    expect((await book(app, 'k-4')).status).toBe(500);
    const retry = await book(app, 'k-4');
    expect(retry.status).toBe(201);
    expect(retry.headers.has('Idempotent-Replayed')).toBe(false);
    expect(runs).toBe(2);
  });

  it('never stores an answer that sets a cookie', async () => {
    const app = bareApp();
    const signIn = () => app.request('/api/sign-in', { method: 'POST', headers: { 'Idempotency-Key': 'k-5' } });
    await signIn();
    await signIn();
    expect(runs).toBe(2);
    expect(await db.query('select * from idempotency_key')).toEqual([]);
  });

  it('scopes keys to the browser session: another caller with the same key is not answered from it', async () => {
    const app = bareApp();
    await book(app, 'k-6', 'mon-9am', 'rad_session=aaa');
    const stranger = await book(app, 'k-6', 'mon-9am', 'rad_session=bbb');
    expect(stranger.headers.has('Idempotent-Replayed')).toBe(false);
    expect(runs).toBe(2);
    const [row] = await db.query<{ scope: string }>(`select scope from idempotency_key limit 1`);
    expect(row!.scope).not.toContain('aaa'); // the token itself is not stored
  });

  it(`forgets keys after ${IDEMPOTENCY_KEY_TTL_HOURS} hours`, async () => {
    const app = bareApp();
    await book(app, 'k-7');
    await db.query(`update idempotency_key set created_at = now() - interval '25 hours'`);
    await book(app, 'k-7');
    expect(runs).toBe(2);
  });
});

describe('through the reference server', () => {
  it('a retried "send me a code" sends one e-mail; a new press is the resend rule', async () => {
    const app = createApp({ db, log: 'silent', authRateLimit: 10_000 });
    await db.query('delete from outbox');
    const shared = { type: 'APPOINTMENT_RESULTS', slug: 'share-ana-knee', shared: true };
    const browser = testBrowser(app);
    expect(await browser.solveCaptcha()).toBe(true);
    expect((await browser.post('/api/auth/patient', { ...shared, dateOfBirth: '1985-03-27' })).body.success).toBe(true);

    const key = { 'Idempotency-Key': crypto.randomUUID() };
    const first = await browser.post('/api/auth/otp/send', { ...shared, otpMethod: 'EMAIL' }, key);
    const retry = await browser.post('/api/auth/otp/send', { ...shared, otpMethod: 'EMAIL' }, key);
    expect(first.body).toMatchObject({ sent: true });
    expect(retry).toEqual(first);
    expect(await listOutbox(db, { recipient: 'sam.kovac@example.com' })).toHaveLength(1);

    const newPress = await browser.post(
      '/api/auth/otp/send',
      { ...shared, otpMethod: 'EMAIL' },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(newPress.status).toBe(429);
  });
});

describe('multipart uploads', () => {
  const upload = (app: Hono<AppEnv>, key: string, name: string) => {
    const form = new FormData();
    form.append('file', new File(['%PDF-1.4 referral'], name, { type: 'application/pdf' }));
    // Each send gets the browser's own random boundary.
    return app.request('/api/upload', { method: 'POST', headers: { 'Idempotency-Key': key }, body: form });
  };

  it('the same file sent again with its key is the same request, whatever boundary the browser chose', async () => {
    const app = bareApp();
    const first = await upload(app, 'upload-key-1', 'referral.pdf');
    const again = await upload(app, 'upload-key-1', 'referral.pdf');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual({ stored: 'referral.pdf', run: 1 });
    expect(runs).toBe(1);
    // Another file under that key is another request.
    expect((await upload(app, 'upload-key-1', 'other.pdf')).status).toBe(422);
  });
});
