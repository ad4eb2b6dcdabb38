/**
 * Issue 22 items 1–3 on a seeded PGlite: a query whose days have no end cannot stop the server,
 * one request cannot book one room twice, and an impossible date of birth is a 400 that names the
 * field, never a 500 or a booking.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreatedAppointmentSchema, SlotSearchSchema } from '../../../../src/api/schemas/slots.schema';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import { mondayAhead, openTestDb } from '../../test-support';

let db: Db;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent', devRoutes: true });
}, 120_000);
afterAll(async () => db?.close());

function post(path: string, body: unknown) {
  return app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });
}

/** An answer within two seconds, or a failure that says it hung (the old loop never yielded). */
async function within2s(request: Response | Promise<Response>): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer within 2 s')), 2_000);
  });
  try {
    return await Promise.race([request, late]);
  } finally {
    clearTimeout(timer);
  }
}

const form = { firstName: 'Ada', lastName: 'Nguyen', email: 'ada.bounds@example.test', dateOfBirth: '1980-04-02' };

describe('every date of a slot search is bounded (item 1)', () => {
  it('answers a search in year 9999 with a 400, and goes on answering', async () => {
    const response = await within2s(
      app.request('/api/clinic_appointments?clinicIds=parramatta&examSlug=mri-knee&start=9999-12-30&end=9999-12-31'),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_query' });
    const monday = mondayAhead(2);
    const after = await within2s(
      app.request(`/api/clinic_appointments?clinicIds=parramatta&examSlug=mri-knee&start=${monday}&end=${monday}`),
    );
    expect(after.status).toBe(200);
  });

  it('refuses days that are not calendar days, and windows outside the horizon', async () => {
    for (const [start, end] of [
      ['2026-02-30', '2026-03-01'],
      ['1900-01-01', '1900-01-02'],
      ['0000-01-01', '0000-01-01'],
    ]) {
      const response = await within2s(
        app.request(`/api/clinic_appointments?clinicIds=parramatta&examSlug=mri-knee&start=${start}&end=${end}`),
      );
      expect(response.status, `${start}..${end}`).toBe(400);
    }
  });

  it('a hold or a booking at the last instant ISO can spell is refused at once', async () => {
    const hold = await within2s(
      post('/api/slot_holds', { clinicSlug: 'parramatta', examSlug: 'mri-knee', start: '9999-12-31T23:30:00.000Z' }),
    );
    expect(hold.status).toBe(409);
    const booking = await within2s(
      post('/api/appointments', {
        form,
        items: [{ clinicSlug: 'bondi-junction', examSlug: 'xray-chest', start: '9999-12-31T23:30:00.000Z' }],
      }),
    );
    expect(booking.status).toBe(409);
  });
});

describe('capacity counts the items of one request (item 2)', () => {
  it('books one of two items naming the same one-room slot, and stores one', async () => {
    await db.query(
      `insert into clinic_room (clinic_slug, modality_slug, rooms) values ('bondi-junction', 'xray', 1)
       on conflict (clinic_slug, modality_slug) do update set rooms = 1`,
    );
    const day = mondayAhead(3);
    const search = await app.request(`/api/clinic_appointments?clinicIds=bondi-junction&examSlug=xray-chest&start=${day}&end=${day}`);
    const slot = v.parse(SlotSearchSchema, await search.json()).clinics[0]!.slots[2]!;
    const item = { clinicSlug: 'bondi-junction', examSlug: 'xray-chest', start: slot.start };
    const response = await post('/api/appointments', { form, items: [item, item] });
    expect(response.status).toBe(201);
    const created = v.parse(CreatedAppointmentSchema, await response.json());
    expect(created.items.map((entry) => entry.success)).toEqual([true, false]);
    expect(created.items[1]?.errorMessage).toBe('message.slot_unavailable');
    const stored = await db.query(
      `select 1 from appointment_item where clinic_slug = 'bondi-junction' and starts_at = $1 and status in ('BOOKED', 'PENDING')`,
      [slot.start],
    );
    expect(stored).toHaveLength(1);
  });
});

describe('one date-of-birth rule on the server (item 3)', () => {
  const nextYear = `${new Date().getUTCFullYear() + 1}-12-31`;
  const cases: Array<[string, string]> = [
    ['1980-02-30', 'message.date_of_birth_invalid'],
    ['1980-13-45', 'message.date_of_birth_invalid'],
    ['1800-01-01', 'message.date_of_birth_invalid'],
    [nextYear, 'message.date_of_birth_future'],
  ];

  it.each(cases)('a booking with %s is a 400 naming form.dateOfBirth (%s), and nothing is mailed', async (dateOfBirth, key) => {
    const day = mondayAhead(5);
    const response = await post('/api/appointments', {
      form: { ...form, email: `dob-${dateOfBirth}@example.test`, dateOfBirth },
      items: [{ clinicSlug: 'bondi-junction', examSlug: 'xray-chest', start: `${day}T00:00:00.000Z` }],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: key,
      code: 'invalid_request',
      issues: [{ path: 'form.dateOfBirth', message: key }],
    });
    expect(await db.query('select 1 from outbox where recipient = $1', [`dob-${dateOfBirth}@example.test`])).toHaveLength(0);
  });

  it.each(cases)('an enquiry, a sign-in and a check-in with %s are 400s (%s), never 500s', async (dateOfBirth, key) => {
    const enquiry = await post('/api/booking_requests', {
      form: { ...form, dateOfBirth },
      items: [{ clinicSlug: 'bondi-junction', examSlug: 'xray-chest', start: `${mondayAhead(5)}T00:00:00.000Z` }],
    });
    expect(enquiry.status).toBe(400);
    expect(((await enquiry.json()) as { message: string }).message).toBe(key);
    const signIn = await post('/api/auth/patient', { type: 'APPOINTMENT', bookingKey: 'DEMO-APPT-1001', dateOfBirth });
    expect(signIn.status).toBe(400);
    expect(await signIn.json()).toMatchObject({ message: key, issues: [{ path: 'dateOfBirth', message: key }] });
    const checkIn = await post('/api/check-in/identity', { lastName: 'Olsen', dateOfBirth });
    expect(checkIn.status).toBe(400);
    expect(((await checkIn.json()) as { message: string }).message).toBe(key);
  });
});

describe('errors say what is wrong (item 10)', () => {
  const item = (clinicSlug: string, examSlug: string) => ({ clinicSlug, examSlug, start: `${mondayAhead(4)}T00:00:00.000Z` });
  it.each([
    ['an unknown exam', item('parramatta', 'no-such-exam'), 404, 'booking.unknown_exam', 'unknown_exam'],
    ['an unknown clinic', item('no-such-clinic', 'xray-chest'), 404, 'booking.clinic_not_found', 'unknown_clinic'],
    ['a clinic without MRI', item('bondi-junction', 'mri-knee'), 422, 'booking.exam_not_at_clinic', 'exam_not_offered'],
  ])('a booking naming %s gets its own answer, not "no longer available"', async (_what, named, status, message, code) => {
    for (const path of ['/api/appointments', '/api/slot_holds']) {
      const response = await post(path, path === '/api/slot_holds' ? named : { form, items: [named] });
      expect(response.status, path).toBe(status);
      expect(await response.json(), path).toEqual({ message, code });
    }
  });

  it('a body that does not fit names each field with a key', async () => {
    const response = await post('/api/appointments', { form: { ...form, email: 'not-an-address', firstName: '' }, items: [] });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; issues: { path: string; message: string }[] };
    expect(body.code).toBe('invalid_request');
    expect(body.issues.map((issue) => issue.path).sort()).toEqual(['form.email', 'form.firstName', 'items']);
    for (const issue of body.issues) expect(issue.message).toMatch(/^[a-z_]+(\.[a-z0-9_]+)+$/);
  });
});
