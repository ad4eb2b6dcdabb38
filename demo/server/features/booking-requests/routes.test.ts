/**
 * The secured booking-request routes go through requireGrant: only a full grant for this very
 * booking request opens them; anything less answers 401 (which logs the widgets out).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import { openTestDb } from '../../test-support';
import { hostilePdf } from '../attachments/test-files';
import { testBrowser } from '../auth/test-browser';

let db: Db;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent', authRateLimit: 10_000 });
  // A second booking request of the same patient: a grant for one must not open the other.
  await db.query(
    `insert into booking_request (booking_key, slug, patient_id) select 'TEST-BR-9001', 'test-br-9001', patient_id from booking_request where booking_key = 'DEMO-BR-2001'`,
  );
}, 120_000);
afterAll(async () => db?.close());

const DOWNLOAD = '/api/secured/booking_requests/DEMO-BR-2001/download';

async function openedBookingRequest() {
  const browser = testBrowser(app);
  expect(await browser.solveCaptcha()).toBe(true);
  const opened = await browser.post('/api/auth/patient', {
    type: 'BOOKING_REQUEST',
    bookingKey: 'DEMO-BR-2001',
    dateOfBirth: '1990-07-14',
  });
  expect(opened.body).toMatchObject({ success: true });
  return browser;
}

describe('requireGrant on /api/secured/booking_requests', () => {
  it('opens for the full grant of this booking request, in any case of the key', async () => {
    const browser = await openedBookingRequest();
    expect((await browser.get(DOWNLOAD)).status).toBe(200);
    expect((await browser.get(DOWNLOAD.replace('DEMO-BR-2001', 'demo-br-2001'))).status).toBe(200);
  });

  it('answers 401 for another booking request, an unknown key, and a grant still waiting for its code', async () => {
    const browser = await openedBookingRequest();
    const other = await browser.get('/api/secured/booking_requests/TEST-BR-9001/download');
    expect(other).toEqual({ status: 401, body: { message: 'message.authentication_required', code: 'not_authenticated' } });
    expect((await browser.get('/api/secured/booking_requests/NO-SUCH-KEY/referral')).status).toBe(401);

    await db.query(`update auth_grant set level = 'dob' where subject = 'booking-request:DEMO-BR-2001'`);
    expect((await browser.get(DOWNLOAD)).status).toBe(401);
  });
});

describe('the referral', () => {
  it('a PDF opens as its pages drawn by the server, never as the PDF; its scripts reach no browser', async () => {
    await db.query(`update booking_request_referral set body = $1 where booking_key = 'DEMO-BR-2001'`, [hostilePdf()]);
    const browser = await openedBookingRequest();
    const page = await app.request('/api/secured/booking_requests/DEMO-BR-2001/referral', { headers: { Cookie: browser.cookie! } });
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'; img-src 'self';/);
    const html = await page.text();
    expect(html).toContain('<img src="/api/secured/booking_requests/DEMO-BR-2001/referral/images/1"');
    expect(html).not.toMatch(/<script|app\.alert/);
    const image = await app.request('/api/secured/booking_requests/DEMO-BR-2001/referral/images/1', {
      headers: { Cookie: browser.cookie! },
    });
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");
  });
});

describe('booking request summary and status', () => {
  it('answers the summary, then cancels once; a cancelled request is not booked again', async () => {
    await db.query(
      `insert into booking_request (booking_key, slug, patient_id) select 'TEST-BR-9002', 'test-br-9002', patient_id from booking_request where booking_key = 'DEMO-BR-2001'`,
    );
    const browser = testBrowser(app);
    expect(await browser.solveCaptcha()).toBe(true);
    await browser.post('/api/auth/patient', { type: 'BOOKING_REQUEST', bookingKey: 'TEST-BR-9002', dateOfBirth: '1990-07-14' });
    const summary = await browser.get('/api/secured/booking_requests/TEST-BR-9002/summary');
    expect(summary.body).toMatchObject({
      bookingKey: 'TEST-BR-9002',
      slug: 'test-br-9002',
      status: 'PENDING',
      exam: null,
      hasReferral: false,
      patient: { firstName: 'Mei' },
    });

    expect((await browser.post('/api/secured/booking_requests/TEST-BR-9002/status', { status: 'PENDING' })).status).toBe(400);
    const cancelled = await browser.post('/api/secured/booking_requests/TEST-BR-9002/status', { status: 'CANCELED' });
    expect(cancelled.body).toMatchObject({ status: 'CANCELED' });
    const [row] = await db.query<{ status: string }>(`select status from booking_request where booking_key = 'TEST-BR-9002'`);
    expect(row?.status).toBe('CANCELED');
    const booked = await browser.post('/api/secured/booking_requests/TEST-BR-9002/status', { status: 'BOOKED' });
    expect(booked).toEqual({ status: 409, body: { message: 'booking_requests.already_cancelled', code: 'status_refused' } });
  });

  it('marks a pending request BOOKED (the chat’s booking complete)', async () => {
    const browser = await openedBookingRequest();
    const { body } = await browser.post('/api/secured/booking_requests/DEMO-BR-2001/status', { status: 'BOOKED' });
    expect(body).toMatchObject({ bookingKey: 'DEMO-BR-2001', status: 'BOOKED', hasReferral: true });
    await db.query(`update booking_request set status = 'PENDING' where booking_key = 'DEMO-BR-2001'`);
  });
});
