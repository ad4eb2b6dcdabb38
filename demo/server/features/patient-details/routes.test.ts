/**
 * Patient details change on PGlite through the real sign-in: the current details and the lookups,
 * a change request from an appointment, its confirmation page and a booking request, stored with
 * the fields that changed and never applied to the patient record; the form's rules refuse the
 * same input on the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import { openTestDb } from '../../test-support';
import { testBrowser, type TestBrowser } from '../auth/test-browser';

let db: Db;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent', authRateLimit: 10_000 });
}, 120_000);
afterAll(async () => db?.close());

async function signedIn(link: Record<string, unknown>, dateOfBirth: string): Promise<TestBrowser> {
  const browser = testBrowser(app);
  expect(await browser.solveCaptcha()).toBe(true);
  expect((await browser.post('/api/auth/patient', { ...link, dateOfBirth })).body).toMatchObject({ success: true });
  return browser;
}

const ana = {
  firstName: 'Ana',
  lastName: 'Kovac',
  dateOfBirth: '1985-03-27',
  email: 'ana.kovac@example.com',
  contactNumber: '0412345678',
  addressLine: '14 Harris Street',
  suburb: 'Parramatta',
  postcode: '2150',
  ethnicityId: 4,
  insuranceTypeId: 1,
};

describe('patient details', () => {
  it('answers the current details to the appointment’s session, by key or item slug', async () => {
    const browser = await signedIn({ type: 'APPOINTMENT', bookingKey: 'DEMO-APPT-1001' }, '1985-03-27');
    expect(await browser.get('/api/secured/patient_details/appointments/DEMO-APPT-1001')).toEqual({ status: 200, body: ana });
    expect((await browser.get('/api/secured/patient_details/appointments/demo-appt-1001-1')).body).toEqual(ana);
    expect((await browser.get('/api/secured/patient_details/appointments/DEMO-APPT-1002')).status).toBe(401);
    expect((await browser.get('/api/secured/patient_details/booking_requests/DEMO-BR-2001')).status).toBe(401);
    expect((await testBrowser(app).get('/api/secured/patient_details/appointments/DEMO-APPT-1001')).status).toBe(401);
  });

  it('lists ethnicities and insurance types to anyone', async () => {
    const browser = testBrowser(app);
    const ethnicities = await browser.get('/api/patient_details/ethnicities');
    expect(ethnicities.status).toBe(200);
    expect(ethnicities.body).toContainEqual({ id: 1, name: 'Aboriginal' });
    expect((await browser.get('/api/patient_details/insurance_types')).body).toContainEqual({ id: 1, name: 'Medicare' });
  });

  it('stores a change request from the confirmation page with what changed, and leaves the record as it was', async () => {
    const browser = await signedIn({ type: 'APPOINTMENT', bookingKey: 'DEMO-APPT-1001' }, '1985-03-27');
    const created = await browser.post('/api/secured/patient_details/appointments/DEMO-APPT-1001/change_requests', {
      origin: 'CONFIRMATION',
      details: { ...ana, lastName: ' Kovač ', contactNumber: '0400111222', insuranceTypeId: 2 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'RECEIVED',
      origin: 'CONFIRMATION',
      changedFields: ['lastName', 'contactNumber', 'insuranceTypeId'],
    });
    const [row] = await db.query<{ origin: string; booking_key: string; details: { lastName: string } }>(
      'select origin, booking_key, details from patient_change_request where id = $1',
      [created.body.id],
    );
    expect(row).toMatchObject({ origin: 'CONFIRMATION', booking_key: 'DEMO-APPT-1001', details: { lastName: 'Kovač' } });
    expect((await browser.get('/api/secured/patient_details/appointments/DEMO-APPT-1001')).body).toEqual(ana);

    const fromForm = await browser.post('/api/secured/patient_details/appointments/DEMO-APPT-1001/change_requests', {
      details: { ...ana, suburb: 'Harris Park' },
    });
    expect(fromForm.body).toMatchObject({ origin: 'APPOINTMENT', changedFields: ['suburb'] });
  });

  it('a booking request’s session asks from the booking request', async () => {
    const browser = await signedIn({ type: 'BOOKING_REQUEST', bookingKey: 'DEMO-BR-2001' }, '1990-07-14');
    const current = await browser.get('/api/secured/patient_details/booking_requests/DEMO-BR-2001');
    expect(current.body).toMatchObject({ firstName: 'Mei', suburb: 'Glenelg', ethnicityId: null });
    const created = await browser.post('/api/secured/patient_details/booking_requests/DEMO-BR-2001/change_requests', {
      origin: 'CONFIRMATION', // ignored: a booking request's origin is the booking request
      details: { ...(current.body as typeof ana), email: 'mei.t@example.com' },
    });
    expect(created.body).toMatchObject({ origin: 'BOOKING_REQUEST', changedFields: ['email'] });
  });

  it('refuses what the form refuses, nothing changed, and unknown choices', async () => {
    const browser = await signedIn({ type: 'APPOINTMENT', bookingKey: 'DEMO-APPT-1001' }, '1985-03-27');
    const path = '/api/secured/patient_details/appointments/DEMO-APPT-1001/change_requests';
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...ana, firstName: ' ' }, 400, 'patient_details.first_name_required'],
      // The one date-of-birth rule (src/api/schemas/date-of-birth.ts) and its keys.
      [{ ...ana, dateOfBirth: '2999-01-01' }, 400, 'message.date_of_birth_future'],
      [{ ...ana, dateOfBirth: '1985-02-30' }, 400, 'message.date_of_birth_invalid'],
      [{ ...ana, dateOfBirth: '1899-12-31' }, 400, 'message.date_of_birth_invalid'],
      [{ ...ana, contactNumber: '04 1234' }, 400, 'message.invalid_contact_number'],
      [{ ...ana, contactNumber: '04123456789' }, 400, 'message.invalid_contact_number'],
      [{ ...ana, email: 'ana@' }, 400, 'patient_details.email_invalid'],
      [{ ...ana, postcode: '215' }, 400, 'patient_details.postcode_invalid'],
      [{ ...ana, ethnicityId: 77 }, 400, 'patient_details.choice_invalid'],
      [ana, 422, 'patient_details.no_changes'],
    ];
    const before = (await db.query('select id from patient_change_request')).length;
    for (const [details, status, message] of cases) {
      const answer = await browser.post(path, { details });
      expect({ status: answer.status, message: answer.body.message }).toEqual({ status, message });
    }
    expect((await db.query('select id from patient_change_request')).length).toBe(before);
  });
});
