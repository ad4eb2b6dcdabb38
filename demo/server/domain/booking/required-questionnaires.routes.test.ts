/**
 * Issue 22 item 4 on a seeded PGlite: the server books and confirms only when the required safety
 * questions are answered and none denied the exam, whatever the page did.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import { testBrowser } from '../../features/auth/test-browser';
import { SAFE_ANSWERS, answeredBookingKey, copyDemoBooking, mondayAhead, openTestDb } from '../../test-support';

let db: Db;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent', authRateLimit: 10_000 });
  await copyDemoBooking(db, 'DEMO-APPT-1001', 'TEST-DENY-CONFIRM');
  await copyDemoBooking(db, 'DEMO-APPT-1001', 'TEST-PLAIN-CONFIRM');
}, 120_000);
afterAll(async () => db?.close());

const post = (path: string, body: unknown) =>
  app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });

async function kneeSlot(weeks: number): Promise<string> {
  const day = mondayAhead(weeks);
  const response = await app.request(`/api/clinic_appointments?clinicIds=parramatta&examSlug=mri-knee&start=${day}&end=${day}`);
  return ((await response.json()) as { clinics: { slots: { start: string }[] }[] }).clinics[0]!.slots[0]!.start;
}

const form = (email: string) => ({ firstName: 'Ana', lastName: 'Kovac', email, dateOfBirth: '1985-03-27' });

describe('booking needs the safety questions answered', () => {
  it('a knee MRI without the MRI safety answers is refused and nothing is stored', async () => {
    const start = await kneeSlot(8);
    const response = await post('/api/appointments', {
      form: form('unasked@example.test'),
      items: [{ clinicSlug: 'parramatta', examSlug: 'mri-knee', start }],
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'booking.questionnaires_required', code: 'questionnaires_required' });
    expect(await db.query(`select 1 from patient where email = 'unasked@example.test'`)).toEqual([]);
    // Answered (as the booking form does), the same time books.
    const bookingKey = await answeredBookingKey(app, ['mri-knee']);
    const booked = await post('/api/appointments', {
      bookingKey,
      form: form('asked@example.test'),
      items: [{ clinicSlug: 'parramatta', examSlug: 'mri-knee', start }],
    });
    expect(booked.status).toBe(201);
  });
});

describe('confirming needs them answered and not denied', () => {
  async function patient(bookingKey: string) {
    const browser = testBrowser(app);
    expect(await browser.solveCaptcha()).toBe(true);
    expect((await browser.post('/api/auth/patient', { type: 'APPOINTMENT', bookingKey, dateOfBirth: '1985-03-27' })).body).toMatchObject({
      success: true,
    });
    return browser;
  }
  const answer = (pacemaker: boolean) => {
    const safe = SAFE_ANSWERS['mri-safety'] as { item: { linkId: string }[] };
    const item = safe.item.map((entry) =>
      entry.linkId === 'pacemaker' ? { linkId: 'pacemaker', answer: [{ valueBoolean: pacemaker }] } : entry,
    );
    return JSON.stringify({ ...safe, item });
  };

  it('a pacemaker "yes", the dialog closed, Confirm pressed again: refused, and the booking stays unconfirmed', async () => {
    const browser = await patient('TEST-DENY-CONFIRM');
    const base = '/api/secured/appointments/TEST-DENY-CONFIRM';
    expect(await browser.post(`${base}/confirm`, {})).toEqual({
      status: 409,
      body: { message: 'appointments.confirm_questionnaires_required', code: 'questionnaires_required' },
    });
    const saved = await browser.post(`${base}/questionnaires`, { questionnaireId: 'mri-safety', questionnaireResult: answer(true) });
    expect(saved.body).toMatchObject({ saved: true, outcome: { denied: true } });
    for (let press = 0; press < 2; press += 1) {
      expect(await browser.post(`${base}/confirm`, {})).toEqual({
        status: 409,
        body: { message: 'appointments.confirm_denied', code: 'denied' },
      });
    }
    expect((await browser.get(`${base}/summary`)).body).toMatchObject({ confirmed: false });
    // The load says the answer denied it, so the runner does not call it "already answered".
    const load = await browser.get(`${base}/questionnaires`);
    expect(load.body.examQuestionnaireAnswers).toEqual([expect.objectContaining({ questionnaireId: 'mri-safety', denied: true })]);
  });

  it('answered without a denial, it confirms', async () => {
    const browser = await patient('TEST-PLAIN-CONFIRM');
    const base = '/api/secured/appointments/TEST-PLAIN-CONFIRM';
    await browser.post(`${base}/questionnaires`, { questionnaireId: 'mri-safety', questionnaireResult: answer(false) });
    const confirmed = await browser.post(`${base}/confirm`, {});
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ confirmed: true });
  });
});
