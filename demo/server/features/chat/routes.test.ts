/**
 * The chat's booking-request routes: the summary the agent receives and the conversation events,
 * behind the booking request's grant; the local messenger's files under the strict CSP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import { openTestDb } from '../../test-support';
import { testBrowser } from '../auth/test-browser';
import { CHAT_DEMO_REQUEST } from './seed';

let db: Db;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent', authRateLimit: 10_000 });
  // Each test gets its own request of Mei's, so states do not leak between them.
  for (const key of ['CHAT-BR-0001', 'CHAT-BR-0002', 'CHAT-BR-0003', 'CHAT-BR-0004']) {
    await db.query(
      `insert into booking_request (booking_key, slug, patient_id, exam_slug, clinic_slug, patient_notes)
       select $1, lower($1), patient_id, (select slug from exam order by slug limit 1), clinic_slug, patient_notes
         from booking_request where booking_key = 'DEMO-BR-2001'`,
      [key],
    );
  }
}, 120_000);
afterAll(async () => db?.close());

async function signedInTo(bookingKey: string) {
  const browser = testBrowser(app);
  expect(await browser.solveCaptcha()).toBe(true);
  const opened = await browser.post('/api/auth/patient', { type: 'BOOKING_REQUEST', bookingKey, dateOfBirth: '1990-07-14' });
  expect(opened.body).toMatchObject({ success: true });
  return browser;
}

const path = (key: string, what: string) => `/api/secured/booking_requests/${key}/${what}`;
const row = async (key: string) =>
  (await db.query<{ status: string; type: string | null }>('select status, type from booking_request where booking_key = $1', [key]))[0];

describe('chat summary', () => {
  it('answers the spec’s summary fields of the signed-in booking request, and nothing for others', async () => {
    const browser = await signedInTo('CHAT-BR-0001');
    const summary = await browser.get(path('CHAT-BR-0001', 'chat_summary'));
    expect(summary.status).toBe(200);
    const [exam] = await db.query<{ slug: string; name: string; modality: string }>(
      'select e.slug, e.name, m.name as modality from exam e join modality m on m.slug = e.modality_slug order by e.slug limit 1',
    );
    expect(summary.body).toEqual({
      exams: [{ name: exam!.name, nameWithModality: `${exam!.modality} ${exam!.name}`, slug: exam!.slug }],
      clinicName: (await db.query<{ name: string }>(`select name from clinic where slug = '${CHAT_DEMO_REQUEST.clinicSlug}'`))[0]!.name,
      patient: {
        postalCode: CHAT_DEMO_REQUEST.postalCode,
        title: CHAT_DEMO_REQUEST.title,
        firstName: 'Mei',
        lastName: 'Tanaka',
        dateOfBirth: '1990-07-14',
        email: expect.stringContaining('@'),
        contactNumber: expect.any(String),
      },
      bookingRequests: [{ slug: 'chat-br-0001', patientNotes: CHAT_DEMO_REQUEST.patientNotes }],
    });
    expect((await browser.get(path('DEMO-BR-2001', 'chat_summary'))).status).toBe(401);
    expect((await testBrowser(app).get(path('CHAT-BR-0001', 'chat_summary'))).status).toBe(401);
  });
});

describe('chat events', () => {
  it('booking complete sets BOOKED; a later disconnect does not hand it back', async () => {
    const browser = await signedInTo('CHAT-BR-0002');
    const booked = await browser.post(path('CHAT-BR-0002', 'chat_events'), { event: 'BOOKING_COMPLETE' });
    expect(booked).toEqual({ status: 200, body: { status: 'BOOKED', type: null } });
    await browser.post(path('CHAT-BR-0002', 'chat_events'), { event: 'DISCONNECTED' });
    expect(await row('CHAT-BR-0002')).toEqual({ status: 'BOOKED', type: null });
  });

  it.each(['DISCONNECTED', 'NO_AGENT'])('%s sets the type PATIENT and leaves the status', async (event) => {
    const browser = await signedInTo('CHAT-BR-0003');
    const answer = await browser.post(path('CHAT-BR-0003', 'chat_events'), { event });
    expect(answer).toEqual({ status: 200, body: { status: 'PENDING', type: 'PATIENT' } });
    expect(await row('CHAT-BR-0003')).toEqual({ status: 'PENDING', type: 'PATIENT' });
  });

  it('leaves a cancelled request cancelled: the status has one owner and its rule (409)', async () => {
    const browser = await signedInTo('CHAT-BR-0004');
    await db.query(`update booking_request set status = 'CANCELED' where booking_key = 'CHAT-BR-0004'`);
    const late = await browser.post(path('CHAT-BR-0004', 'chat_events'), { event: 'BOOKING_COMPLETE' });
    expect(late).toEqual({ status: 409, body: { message: 'booking_requests.already_cancelled', code: 'status_refused' } });
    expect(await row('CHAT-BR-0004')).toEqual({ status: 'CANCELED', type: null });
  });

  it('refuses an unknown event and a stranger', async () => {
    const browser = await signedInTo('CHAT-BR-0001');
    expect((await browser.post(path('CHAT-BR-0001', 'chat_events'), { event: 'CANCEL_EVERYTHING' })).status).toBe(400);
    expect((await testBrowser(app).post(path('CHAT-BR-0001', 'chat_events'), { event: 'BOOKING_COMPLETE' })).status).toBe(401);
    expect(await row('CHAT-BR-0001')).toEqual({ status: 'PENDING', type: null });
  });
});

describe('local messenger files', () => {
  it('serves the messenger and the agent page from our origin, under the strict CSP', async () => {
    const script = await app.request('/demo/chat/messenger.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toContain("'MessagingService.requestUpload'");
    const page = await app.request('/demo/chat/agent');
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('<script type="module" src="/demo/chat/agent.js"></script>');
    expect(html).not.toMatch(/<script>|style=/);
    const patient = await (await app.request('/demo/chat?bookingKey=DEMO-BR-2001')).text();
    expect(patient).toContain('<rad-chat booking-key="DEMO-BR-2001"></rad-chat>');
    expect(await (await app.request('/demo/chat?bookingKey=%22%3E%3Cscript%3E')).text()).toContain('<rad-chat></rad-chat>');
  });
});
