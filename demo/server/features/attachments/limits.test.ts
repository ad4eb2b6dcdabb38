/**
 * Quotas and upload rates (issue 23, defects 3 and 4), with small limits so each shows in a few
 * uploads. Two apps on one database stand for two server instances behind a load balancer: the
 * counts are the database's, so alternating between them changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type AppOptions } from '../../app';
import type { Db } from '../../db/db';
import { samplePdf } from '../../seed/sample-pdf';
import { copyDemoBooking, openTestDb } from '../../test-support';
import { testBrowser, type TestBrowser } from '../auth/test-browser';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from './upload-limits';
import { picture } from './test-files';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
  for (const key of ['TEST-LIM-1', 'TEST-LIM-2', 'TEST-LIM-3']) await copyDemoBooking(db, 'DEMO-APPT-1001', key);
}, 120_000);
afterAll(async () => db?.close());

type App = ReturnType<typeof createApp>;
function instances(limits: Partial<UploadLimits>): [App, App] {
  const options: AppOptions = { db, log: 'silent', authRateLimit: 10_000, uploadLimits: limits };
  return [createApp(options), createApp(options)];
}

const PNG = picture('image/png');

function form(bytes: Uint8Array, name: string): FormData {
  const data = new FormData();
  data.set('file', new File([new Uint8Array(bytes)], name));
  return data;
}

async function send(app: App, browser: TestBrowser, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (browser.cookie) headers.set('Cookie', browser.cookie);
  const response = await app.request(path, { ...init, headers });
  for (const line of response.headers.getSetCookie()) browser.cookie = line.split(';')[0] ?? null;
  return response;
}

async function signedIn(app: App, bookingKey: string): Promise<TestBrowser> {
  const browser = testBrowser(app);
  expect(await browser.solveCaptcha()).toBe(true);
  expect((await browser.post('/api/auth/patient', { type: 'APPOINTMENT', bookingKey, dateOfBirth: '1985-03-27' })).body).toMatchObject({
    success: true,
  });
  return browser;
}

const upload = (app: App, browser: TestBrowser, base: string, bytes: Uint8Array = PNG, name = 'a.png') =>
  send(app, browser, base, { method: 'POST', body: form(bytes, name) });

async function storedOf(key: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `select count(*)::int as count from attachment a join stored_file f on f.id = a.storage_name where a.owner_key = $1`,
    [key],
  );
  return row!.count;
}

describe('per-booking quotas', () => {
  it('holds at most filesPerOwner files: the next is 409 attachments.limit_files until one is deleted', async () => {
    const [a, b] = instances({ filesPerOwner: 3 });
    const browser = await signedIn(a, 'TEST-LIM-1');
    const base = '/api/secured/appointments/TEST-LIM-1/attachments';
    for (const app of [a, b, a]) expect((await upload(app, browser, base)).status).toBe(201);
    const refused = await upload(b, browser, base);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: 'attachments.limit_files', code: 'attachment_limit_files' });
    expect(await storedOf('TEST-LIM-1')).toBe(3);
    const [first] = ((await (await send(a, browser, `${base}/response`)).json()) as { attachments: { id: number }[] }).attachments;
    expect((await send(a, browser, `${base}/${first!.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await upload(b, browser, base)).status).toBe(201);
  });

  it('holds parallel uploads to the limit too (the check is under the booking’s lock)', async () => {
    const [a, b] = instances({ filesPerOwner: 3 });
    const browser = await signedIn(a, 'TEST-LIM-2');
    const base = '/api/secured/appointments/TEST-LIM-2/attachments';
    const statuses = await Promise.all(Array.from({ length: 8 }, (_, i) => upload(i % 2 ? a : b, browser, base).then((r) => r.status)));
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    expect(await storedOf('TEST-LIM-2')).toBe(3);
  });

  it('holds at most bytesPerOwner bytes: 409 attachments.limit_bytes, a replace counts the new file instead of the old', async () => {
    const small = samplePdf(['one']);
    const [a] = instances({ bytesPerOwner: small.length * 2 + 10 });
    const browser = await signedIn(a, 'TEST-LIM-3');
    const base = '/api/secured/appointments/TEST-LIM-3/attachments';
    expect((await upload(a, browser, base, small, 'one.pdf')).status).toBe(201);
    const second = await upload(a, browser, base, small, 'two.pdf');
    expect(second.status).toBe(201);
    const big = samplePdf(['a longer page that pushes the booking over its byte quota', 'and one more line of text']);
    const refused = await upload(a, browser, base, big, 'three.pdf');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: 'attachments.limit_bytes', code: 'attachment_limit_bytes' });
    const { id } = (await second.json()) as { id: number };
    expect((await send(a, browser, `${base}/${id}`, { method: 'PUT', body: form(samplePdf(['two']), 'two.pdf') })).status).toBe(200);
    expect(await storedOf('TEST-LIM-3')).toBe(2);
  });
});

describe('upload rates', () => {
  it('a session gets perSession.count uploads a window, counted across instances; then 429 with Retry-After', async () => {
    const [a, b] = instances({ filesPerOwner: 100, perSession: { count: 4, windowSeconds: 600 } });
    await db.query(`delete from attachment where owner_key = 'TEST-LIM-1'`);
    const browser = await signedIn(a, 'TEST-LIM-1');
    const base = '/api/secured/appointments/TEST-LIM-1/attachments';
    for (const app of [a, b, a, b]) expect((await upload(app, browser, base)).status).toBe(201);
    const limited = await upload(a, browser, base);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: 'attachments.upload_rate_limited', code: 'upload_rate_limited' });
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('Retry-After'))).toBeLessThanOrEqual(600);
  });

  it('without a sign-in: anonymousPerAddress.count uploads per client address, whatever the session', async () => {
    const [a, b] = instances({ anonymousPerAddress: { count: 3, windowSeconds: 3600 } });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const app = i % 2 ? a : b;
      const { bookingKey } = (await (
        await app.request('/api/booking_keys', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } })
      ).json()) as {
        bookingKey: string;
      };
      // A new browser (a new session) each time: a bot's cheapest way round a per-session count.
      statuses.push((await upload(app, testBrowser(app), `/api/temp_documents/${bookingKey}/attachments`)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it('ships with the numbers the README names', () => {
    expect(DEFAULT_UPLOAD_LIMITS).toEqual({
      filesPerOwner: 20,
      bytesPerOwner: 50 * 1024 * 1024,
      perSession: { count: 30, windowSeconds: 600 },
      anonymousPerAddress: { count: 30, windowSeconds: 3600 },
    });
  });
});
