/**
 * The appointment summary, can-change, cancel and confirm on the reference server: what a patient
 * with the booking's grant sees and what the database holds afterwards, and the prior-minutes
 * window enforced by the server itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import { copyDemoBooking, openTestDb } from '../../test-support';
import { signedInToBooking } from '../auth/test-browser';
import type { AppointmentSummary } from '../../../../src/api/schemas/appointments.schema';

let db: Db;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent', authRateLimit: 10_000 });
  await copyDemoBooking(db, 'DEMO-APPT-1001', 'TEST-APPT-LATER');
  await copyDemoBooking(db, 'DEMO-APPT-1001', 'TEST-APPT-SOON');
  await copyDemoBooking(db, 'DEMO-APPT-1001', 'TEST-APPT-QCANCEL');
  await db.query(
    `update appointment_item set starts_at = now() + interval '2 hours', ends_at = now() + interval '150 minutes' where booking_key = 'TEST-APPT-SOON'`,
  );
}, 120_000);
afterAll(async () => db?.close());

const signedIn = (bookingKey: string) => signedInToBooking(app, bookingKey);

describe('appointment summary', () => {
  it('answers the booking with its items, clinic, time and can-change', async () => {
    const browser = await signedIn('TEST-APPT-LATER');
    const { status, body } = await browser.get('/api/secured/appointments/TEST-APPT-LATER/summary');
    expect(status).toBe(200);
    const summary = body as unknown as AppointmentSummary;
    expect(summary).toMatchObject({ bookingKey: 'TEST-APPT-LATER', status: 'BOOKED', confirmed: false, patient: { firstName: 'Ana' } });
    expect(summary.items).toHaveLength(1);
    expect(summary.items[0]).toMatchObject({
      slug: 'test-appt-later-1',
      status: 'BOOKED',
      startsAt: '2030-03-14T22:30:00Z',
      examDetails: { slug: 'mri-knee' },
      clinic: { slug: 'parramatta', timeZone: 'Australia/Sydney' },
      checkInPrepared: false,
    });
    expect(summary.canChange).toEqual({ cancel: { canChange: true, reason: null }, reschedule: { canChange: true, reason: null } });
  });

  it('is refused to a session that did not open this booking', async () => {
    const browser = await signedIn('TEST-APPT-LATER');
    expect((await browser.get('/api/secured/appointments/DEMO-APPT-1002/summary')).status).toBe(401);
  });
});

describe('cancel', () => {
  it('inside the prior-minutes window: refused by the server with message.cancel_prior_minutes, nothing changes', async () => {
    const browser = await signedIn('TEST-APPT-SOON');
    expect((await browser.get('/api/secured/appointments/TEST-APPT-SOON/can_change')).body).toMatchObject({
      cancel: { canChange: false, reason: 'PRIOR_MINUTES' },
    });
    const refused = await browser.post('/api/secured/appointments/TEST-APPT-SOON/cancel', { reason: 'time', note: '' });
    expect(refused).toEqual({ status: 409, body: { message: 'message.cancel_prior_minutes', code: 'cancel_refused' } });
    const [row] = await db.query<{ status: string }>(`select status from appointment_item where booking_key = 'TEST-APPT-SOON'`);
    expect(row?.status).toBe('BOOKED');
  });

  it('outside the window: cancels every item and the booking, stores reason and note, then refuses a second cancel', async () => {
    const browser = await signedIn('TEST-APPT-LATER');
    const { status, body } = await browser.post('/api/secured/appointments/TEST-APPT-LATER/cancel', {
      reason: 'elsewhere',
      note: ' Closer to home ',
    });
    expect(status).toBe(200);
    const summary = body as unknown as AppointmentSummary;
    expect(summary.status).toBe('CANCELED');
    expect(summary.items.map((item) => item.status)).toEqual(['CANCELED']);
    expect(summary.canChange.reschedule).toEqual({ canChange: false, reason: 'APPOINTMENT_CANCELLED' });
    const changes = await db.query(`select kind, reason, note, item_slug from appointment_change where booking_key = 'TEST-APPT-LATER'`);
    expect(changes).toEqual([{ kind: 'CANCEL', reason: 'elsewhere', note: 'Closer to home', item_slug: 'test-appt-later-1' }]);
    const again = await browser.post('/api/secured/appointments/TEST-APPT-LATER/cancel', { reason: 'elsewhere' });
    expect(again.body).toMatchObject({ message: 'message.cancel_not_allowed' });
  });

  it('refuses an unknown reason', async () => {
    const browser = await signedIn('TEST-APPT-SOON');
    expect((await browser.post('/api/secured/appointments/TEST-APPT-SOON/cancel', { reason: 'bored' })).status).toBe(400);
  });
});

describe('cancellation questionnaire (CANCEL_APPOINTMENT_PATIENT)', () => {
  const answer = JSON.stringify({
    resourceType: 'QuestionnaireResponse',
    status: 'completed',
    item: [
      { linkId: 'reason', answer: [{ valueCoding: { system: 'https://radiology.example/fhir/CodeSystem/cancel-reason', code: 'cost' } }] },
      { linkId: 'rebook', answer: [{ valueBoolean: false }] },
    ],
  });

  it('cancels every item through the same rule as the form, and records it', async () => {
    const browser = await signedIn('TEST-APPT-QCANCEL');
    const saved = await browser.post('/api/secured/appointments/TEST-APPT-QCANCEL/questionnaires', {
      questionnaireId: 'cancellation-reasons',
      questionnaireResult: answer,
    });
    expect(saved.status).toBe(200);
    const summary = (await browser.get('/api/secured/appointments/TEST-APPT-QCANCEL/summary')).body as unknown as AppointmentSummary;
    expect(summary.status).toBe('CANCELED');
    expect(summary.items.map((item) => item.status)).toEqual(['CANCELED']);
    expect(await db.query(`select kind, reason from appointment_change where booking_key = 'TEST-APPT-QCANCEL'`)).toEqual([
      { kind: 'CANCEL', reason: 'questionnaire' },
    ]);
  });

  it('inside the prior-minutes window the answer is refused and nothing is stored', async () => {
    const browser = await signedIn('TEST-APPT-SOON');
    const refused = await browser.post('/api/secured/appointments/TEST-APPT-SOON/questionnaires', {
      questionnaireId: 'cancellation-reasons',
      questionnaireResult: answer,
    });
    expect(refused).toEqual({ status: 409, body: { message: 'message.cancel_prior_minutes', code: 'cancel_refused' } });
    expect(await db.query(`select 1 from questionnaire_answer where booking_key = 'TEST-APPT-SOON'`)).toEqual([]);
    const [row] = await db.query<{ status: string }>(`select status from appointment where booking_key = 'TEST-APPT-SOON'`);
    expect(row?.status).toBe('BOOKED');
  });
});

describe('confirm', () => {
  it('is refused while a required-on-confirmation questionnaire is unanswered', async () => {
    const browser = await signedIn('TEST-APPT-SOON');
    const refused = await browser.post('/api/secured/appointments/TEST-APPT-SOON/confirm', {});
    expect(refused).toEqual({
      status: 409,
      body: { message: 'appointments.confirm_questionnaires_required', code: 'questionnaires_required' },
    });
    const [row] = await db.query<{ confirmed_at: unknown }>(`select confirmed_at from appointment where booking_key = 'TEST-APPT-SOON'`);
    expect(row?.confirmed_at).toBeNull();
  });

  it('records the confirmation once, after the MRI safety questions', async () => {
    const browser = await signedIn('TEST-APPT-SOON');
    const yes = (linkId: string, value: boolean) => ({ linkId, answer: [{ valueBoolean: value }] });
    const safety = await browser.post('/api/secured/appointments/TEST-APPT-SOON/questionnaires', {
      questionnaireId: 'mri-safety',
      questionnaireResult: JSON.stringify({
        resourceType: 'QuestionnaireResponse',
        status: 'completed',
        item: [
          yes('pacemaker', false),
          yes('implants', false),
          yes('metal-eye', false),
          { linkId: 'pregnant', answer: [{ valueCoding: { system: 'http://terminology.hl7.org/CodeSystem/v2-0136', code: 'N' } }] },
          yes('claustrophobia', false),
          { linkId: 'weight', answer: [{ valueQuantity: { value: 68.5, unit: 'kg', system: 'http://unitsofmeasure.org', code: 'kg' } }] },
        ],
      }),
    });
    expect(safety.status).toBe(200);
    const first = await browser.post('/api/secured/appointments/TEST-APPT-SOON/confirm', {});
    expect(first.body).toMatchObject({ confirmed: true });
    await browser.post('/api/secured/appointments/TEST-APPT-SOON/confirm', {});
    const rows = await db.query(`select 1 from appointment_change where booking_key = 'TEST-APPT-SOON' and kind = 'CONFIRM'`);
    expect(rows).toHaveLength(1);
  });
});
