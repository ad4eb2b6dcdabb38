/**
 * Slots, holds and the appointment create on a seeded PGlite (issue 12): what a patient gets back,
 * checked with the widget's schemas, and what the server stored, read from the database.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreatedAppointmentSchema, HoldSchema, SlotSearchSchema, type SlotSearch } from '../../../../src/api/schemas/slots.schema';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import { listOutbox } from '../outbox/queries';
import { answerRequiredQuestionnaires, answeredBookingKey, mondayAhead, openTestDb } from '../../test-support';
import { BOOKING_TEAM_EMAIL, createAppointment } from '../../domain/booking';
import { DEMO_REFERRER_API_KEY } from './seed-schedules';

let db: Db;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent', devRoutes: true });
}, 120_000);
afterAll(async () => db?.close());

/** The browser's session cookie: a hold belongs to the session that made it. */
let cookie = '';
async function request(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (cookie) headers.set('Cookie', cookie);
  const response = await app.request(path, { ...init, headers });
  const set = response.headers.getSetCookie().find((line) => line.startsWith('rad_session='));
  if (set) cookie = set.split(';')[0]!;
  return response;
}

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * A POST as the widget sends it. A booking is made the way the booking form makes it: under a
 * booking key with its exams' safety questions answered (the server refuses one without).
 */
async function post(path: string, body: unknown, key = crypto.randomUUID()) {
  if (path === '/api/appointments') {
    const booking = body as { bookingKey?: string; items: { examSlug: string }[] };
    const exams = booking.items.map((item) => item.examSlug);
    if (booking.bookingKey) await answerRequiredQuestionnaires(app, booking.bookingKey, exams);
    else booking.bookingKey = await answeredBookingKey(app, exams);
  }
  return request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });
}

async function slots(clinics: string, exam: string, start: string, end: string): Promise<SlotSearch> {
  const response = await request(`/api/clinic_appointments?clinicIds=${clinics}&examSlug=${exam}&start=${start}&end=${end}`);
  expect(response.status).toBe(200);
  return v.parse(SlotSearchSchema, await response.json());
}

const form = (email: string) => ({ firstName: 'Ada', lastName: 'Nguyen', email, dateOfBirth: '1980-04-02', contactNumber: '0412345678' });

describe('slot search', () => {
  it('offers a clinic its opening hours in its own zone, stepped by the exam duration, without the lunch break', async () => {
    const monday = mondayAhead(2);
    const found = await slots('bondi-junction', 'ct-brain', monday, monday);
    const [clinic] = found.clinics;
    expect(clinic?.timeZone).toBe('Australia/Sydney');
    const local = clinic!.slots.map((slot) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Australia/Sydney', hour: '2-digit', minute: '2-digit' }).format(new Date(slot.start)),
    );
    expect(local[0]).toBe('08:00');
    expect(local.some((time) => time >= '12:30' && time < '13:00')).toBe(false);
    expect(local.at(-1)! < '17:30').toBe(true);
    expect(found.nextAvailable).toBeNull();
  });

  it('has nothing on a Sunday and names the next free slot instead', async () => {
    const sunday = addDays(mondayAhead(2), -1);
    const found = await slots('bondi-junction', 'ct-brain', sunday, sunday);
    expect(found.clinics[0]?.slots).toEqual([]);
    expect(found.nextAvailable?.clinicSlug).toBe('bondi-junction');
  });

  it('searches 12 clinics for 6 weeks at once, and refuses nonsense', async () => {
    const monday = mondayAhead(2);
    const twelve =
      'parramatta,chatswood,bondi-junction,liverpool,hornsby,brisbane-city,chermside,southport,perth-cbd,joondalup,fremantle,adelaide-cbd';
    const found = await slots(twelve, 'xray-chest', monday, addDays(monday, 41));
    expect(found.clinics).toHaveLength(12);
    expect(found.clinics.every((clinic) => clinic.slots.length > 100)).toBe(true);
    expect(
      (await request(`/api/clinic_appointments?clinicIds=bondi-junction&examSlug=ct-brain&start=${monday}&end=${addDays(monday, 60)}`))
        .status,
    ).toBe(400);
    expect((await request(`/api/clinic_appointments?clinicIds=nowhere&examSlug=ct-brain&start=${monday}&end=${monday}`)).status).toBe(404);
    // Bondi Junction has no MRI.
    expect(
      (await request(`/api/clinic_appointments?clinicIds=bondi-junction&examSlug=mri-knee&start=${monday}&end=${monday}`)).status,
    ).toBe(404);
  });
});

describe('holds', () => {
  it('reserves a slot so nobody else sees it, renews it and gives it back when released', async () => {
    const day = addDays(mondayAhead(3), 1);
    const before = (await slots('bondi-junction', 'ct-brain', day, day)).clinics[0]!.slots;
    const target = before[3]!;
    const response = await post('/api/slot_holds', { clinicSlug: 'bondi-junction', examSlug: 'ct-brain', start: target.start });
    expect(response.status).toBe(201);
    const hold = v.parse(HoldSchema, await response.json());
    expect(Date.parse(hold.expiresAt) - Date.now()).toBeGreaterThan(4 * 60_000);
    const during = (await slots('bondi-junction', 'ct-brain', day, day)).clinics[0]!.slots;
    expect(during.map((slot) => slot.start)).not.toContain(target.start);

    // A second patient cannot hold it.
    const second = await post('/api/slot_holds', { clinicSlug: 'bondi-junction', examSlug: 'ct-brain', start: target.start });
    expect(second.status).toBe(409);
    expect(((await second.json()) as { code: string }).code).toBe('slot_unavailable');

    const renewed = await request(`/api/slot_holds/${hold.holdId}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(renewed.status).toBe(200);

    expect((await request(`/api/slot_holds/${hold.holdId}`, { method: 'DELETE' })).status).toBe(204);
    const after = (await slots('bondi-junction', 'ct-brain', day, day)).clinics[0]!.slots;
    expect(after.map((slot) => slot.start)).toContain(target.start);
  });

  it('an expired hold counts for nothing and cannot be renewed', async () => {
    const day = addDays(mondayAhead(3), 2);
    const target = (await slots('bondi-junction', 'ct-brain', day, day)).clinics[0]!.slots[0]!;
    const hold = v.parse(
      HoldSchema,
      await (await post('/api/slot_holds', { clinicSlug: 'bondi-junction', examSlug: 'ct-brain', start: target.start })).json(),
    );
    await db.query(`update slot_hold set expires_at = now() - interval '1 second' where id = $1`, [hold.holdId]);
    expect((await slots('bondi-junction', 'ct-brain', day, day)).clinics[0]!.slots.map((s) => s.start)).toContain(target.start);
    const renewed = await request(`/api/slot_holds/${hold.holdId}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(renewed.status).toBe(409);
    expect(((await renewed.json()) as { code: string }).code).toBe('hold_expired');
  });

  it('refuses a time that is not a slot', async () => {
    const day = addDays(mondayAhead(3), 1);
    const response = await post('/api/slot_holds', { clinicSlug: 'bondi-junction', examSlug: 'ct-brain', start: `${day}T00:07:00.000Z` });
    expect(response.status).toBe(409);
  });
});

describe('appointment create', () => {
  it('books with a hold, consumes the hold, stores the items, and mails the patient a link to it', async () => {
    const day = addDays(mondayAhead(4), 0);
    const target = (await slots('bondi-junction', 'ct-brain', day, day)).clinics[0]!.slots[5]!;
    const hold = v.parse(
      HoldSchema,
      await (await post('/api/slot_holds', { clinicSlug: 'bondi-junction', examSlug: 'ct-brain', start: target.start })).json(),
    );
    const { bookingKey } = (await (await post('/api/booking_keys', {})).json()) as { bookingKey: string };

    const response = await post('/api/appointments', {
      bookingKey,
      form: form('ada.create@example.test'),
      items: [{ clinicSlug: 'bondi-junction', examSlug: 'ct-brain', start: target.start, holdId: hold.holdId }],
    });
    expect(response.status).toBe(201);
    const created = v.parse(CreatedAppointmentSchema, await response.json());
    expect(created.bookingKey).toBe(bookingKey);
    expect(created.items[0]).toMatchObject({
      success: true,
      clinicSlug: 'bondi-junction',
      date: target.start,
      endTime: target.end,
      timeZone: 'Australia/Sydney',
      // The whole address the confirmation and its calendar file name (issue 24 item 6).
      clinicAddress: 'Shop 5, 9 Spring Street, Bondi Junction NSW 2022',
    });

    const stored = await db.query<{ status: string; starts_at: Date }>(
      'select status, starts_at from appointment_item where booking_key = $1',
      [bookingKey],
    );
    expect(stored).toHaveLength(1);
    expect(new Date(stored[0]!.starts_at).toISOString()).toBe(target.start);
    expect(await db.query('select 1 from slot_hold where id = $1', [hold.holdId])).toHaveLength(0);
    const [mail] = await listOutbox(db, { recipient: 'ada.create@example.test' });
    // The confirmation template, with an absolute link: the patient opens it from a mail app.
    expect(mail?.subject).toBe('Your appointment is confirmed: CT brain');
    expect(mail?.body).toContain('Harbourside Radiology Bondi Junction (Shop 5, 9 Spring Street, Bondi Junction NSW 2022)');
    expect(mail?.body).toMatch(new RegExp(`href="https?://[^"/]+/appointments/${bookingKey}"`));
    // The opt-out paragraph ends it, in English, its link absolute.
    expect(mail?.body).toMatch(
      /<p>To stop e-mail notifications [^<]+<a href="https?:\/\/[^"/]+\/unsubscribe\?token=[\w-]{43}">unsubscribe<\/a>\.<\/p>$/,
    );
    // Booked now: not offered again.
    expect((await slots('bondi-junction', 'ct-brain', day, day)).clinics[0]!.slots.map((s) => s.start)).not.toContain(target.start);
  });

  it('confirms in the page’s language (mk): the exam, the time in the clinic’s zone and the link', async () => {
    const day = addDays(mondayAhead(4), 1);
    const target = (await slots('bondi-junction', 'ct-brain', day, day)).clinics[0]!.slots[3]!;
    const response = await post('/api/appointments', {
      locale: 'mk',
      form: form('mila.mk@example.test'),
      items: [{ clinicSlug: 'bondi-junction', examSlug: 'ct-brain', start: target.start }],
    });
    expect(response.status).toBe(201);
    const { bookingKey } = v.parse(CreatedAppointmentSchema, await response.json());
    const [mail] = await listOutbox(db, { recipient: 'mila.mk@example.test' });
    expect(mail?.subject).toBe('Вашиот термин е потврден: CT brain');
    expect(mail?.body).toContain('Погледнете го или променете го терминот');
    // The opt-out paragraph too is in Macedonian, its link absolute.
    expect(mail?.body).toMatch(
      /<p>Ако не сакате [^<]+<a href="https?:\/\/[^"/]+\/unsubscribe\?token=[\w-]{43}">откажете ги тука<\/a>\.<\/p>$/,
    );
    expect(mail?.body).toMatch(new RegExp(`href="https?://[^"/]+/appointments/${bookingKey}"`));
    const when = new Intl.DateTimeFormat('mk', { hour: 'numeric', minute: '2-digit', timeZone: 'Australia/Sydney' }).format(
      new Date(target.start),
    );
    expect(mail?.body).toContain(when);
  });

  it('two patients racing for one slot: exactly one 201 and one 409, one item stored', async () => {
    const day = addDays(mondayAhead(4), 1);
    const target = (await slots('bondi-junction', 'ct-brain', day, day)).clinics[0]!.slots[2]!;
    const item = { clinicSlug: 'bondi-junction', examSlug: 'ct-brain', start: target.start };
    const answers = await Promise.all([
      post('/api/appointments', { form: form('race.one@example.test'), items: [item] }),
      post('/api/appointments', { form: form('race.two@example.test'), items: [item] }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    const body = (await loser.json()) as { code: string; items: { success: boolean; errorMessage: string }[] };
    expect(body.code).toBe('slot_unavailable');
    expect(body.items[0]).toMatchObject({ success: false, errorMessage: 'message.slot_unavailable' });
    const rows = await db.query(
      `select 1 from appointment_item where clinic_slug = 'bondi-junction' and starts_at = $1 and status = 'BOOKED'`,
      [target.start],
    );
    expect(rows).toHaveLength(1);
  });

  it('the same service called concurrently (no HTTP in between) still books once', async () => {
    const day = addDays(mondayAhead(4), 2);
    const target = (await slots('bondi-junction', 'ct-brain', day, day)).clinics[0]!.slots[1]!;
    const input = (email: string) => ({
      form: form(email),
      items: [{ clinicSlug: 'bondi-junction', examSlug: 'ct-brain', start: target.start }],
    });
    const keys = [await answeredBookingKey(app, ['ct-brain']), await answeredBookingKey(app, ['ct-brain'])];
    const results = await Promise.all([
      createAppointment(db, { ...input('svc.one@example.test'), bookingKey: keys[0] }),
      createAppointment(db, { ...input('svc.two@example.test'), bookingKey: keys[1] }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('a retried create (same Idempotency-Key) books once and answers the same', async () => {
    const day = addDays(mondayAhead(4), 3);
    const target = (await slots('bondi-junction', 'ct-brain', day, day)).clinics[0]!.slots[4]!;
    const body = { form: form('retry@example.test'), items: [{ clinicSlug: 'bondi-junction', examSlug: 'ct-brain', start: target.start }] };
    const key = crypto.randomUUID();
    const first = await post('/api/appointments', body, key);
    const second = await post('/api/appointments', body, key);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    const a = (await first.json()) as { bookingKey: string };
    const b = (await second.json()) as { bookingKey: string };
    expect(b.bookingKey).toBe(a.bookingKey);
    expect(
      await db.query(`select 1 from appointment_item where starts_at = $1 and clinic_slug = 'bondi-junction'`, [target.start]),
    ).toHaveLength(1);
  });

  it('books the items that are free when some are not; refuses a form that does not fit', async () => {
    const day = addDays(mondayAhead(5), 0);
    const [free, taken] = (await slots('bondi-junction', 'ct-brain', day, day)).clinics[0]!.slots;
    await post('/api/appointments', {
      form: form('first@example.test'),
      items: [{ clinicSlug: 'bondi-junction', examSlug: 'ct-brain', start: taken!.start }],
    });
    const response = await post('/api/appointments', {
      form: form('mixed@example.test'),
      items: [
        { clinicSlug: 'bondi-junction', examSlug: 'ct-brain', start: free!.start },
        { clinicSlug: 'bondi-junction', examSlug: 'ct-brain', start: taken!.start },
      ],
    });
    expect(response.status).toBe(201);
    const created = v.parse(CreatedAppointmentSchema, await response.json());
    expect(created.items.map((item) => item.success)).toEqual([true, false]);
    expect(await db.query('select 1 from appointment_item where booking_key = $1', [created.bookingKey])).toHaveLength(1);

    const bad = await post('/api/appointments', {
      form: { ...form('x@example.test'), email: 'not-an-email' },
      items: [{ clinicSlug: 'bondi-junction', examSlug: 'ct-brain', start: free!.start }],
    });
    expect(bad.status).toBe(400);
  });

  it('temporary records move to a new key in one call, and become the appointment’s on create', async () => {
    const issue = async () => ((await (await post('/api/booking_keys', {})).json()) as { bookingKey: string }).bookingKey;
    const [first, second] = [await issue(), await issue()];
    // A referral uploaded before booking (the attachments area's temporary document row).
    await db.query(
      `insert into attachment (owner_type, owner_key, owner_session, file_name, content_type, size_bytes, storage_name)
       values ('TEMPORARY', $1, 'session-hash', 'referral.pdf', 'application/pdf', 10, $2)`,
      [first, 'ab'.repeat(16)],
    );
    const moved = await post('/api/booking_keys/move', { from: first, to: second });
    expect(await moved.json()).toEqual({ questionnaires: 0, documents: 1 });

    const day = addDays(mondayAhead(5), 2);
    const target = (await slots('bondi-junction', 'ct-brain', day, day)).clinics[0]!.slots[0]!;
    const response = await post('/api/appointments', {
      bookingKey: second,
      form: form('with.referral@example.test'),
      items: [{ clinicSlug: 'bondi-junction', examSlug: 'ct-brain', start: target.start }],
    });
    expect(response.status).toBe(201);
    const rows = await db.query<{ owner_type: string; owner_key: string; owner_session: string | null }>(
      `select owner_type, owner_key, owner_session from attachment where storage_name = $1`,
      ['ab'.repeat(16)],
    );
    expect(rows).toEqual([{ owner_type: 'APPOINTMENT', owner_key: second, owner_session: null }]);
  });

  it('keeps to the outcomes of the answers given before booking: denied, Medicare and code required, no time before the minimum date', async () => {
    const issue = async () => ((await (await post('/api/booking_keys', {})).json()) as { bookingKey: string }).bookingKey;
    const answer = (key: string, outcome: Record<string, unknown>) =>
      db.query(
        `insert into questionnaire_answer (questionnaire_id, scope, temporary_key, exam_slug, response, outcome)
         values ('mri-safety', 'TEMPORARY', $1, 'mri-knee', '{}'::jsonb, $2::jsonb)`,
        [key, JSON.stringify(outcome)],
      );
    const monday = mondayAhead(6);
    const [early, late] = [addDays(monday, 1), addDays(monday, 3)];
    const earlySlot = (await slots('parramatta', 'mri-knee', early, early)).clinics[0]!.slots[0]!;
    const lateSlot = (await slots('parramatta', 'mri-knee', late, late)).clinics[0]!.slots[0]!;
    const create = (key: string, email: string, start: string, extra: Record<string, string> = {}) =>
      post('/api/appointments', {
        bookingKey: key,
        form: { ...form(email), ...extra },
        items: [{ clinicSlug: 'parramatta', examSlug: 'mri-knee', start }],
      });
    const stored = async (email: string) =>
      db.query<{ medicare_number: string | null; validation_code: string | null }>(
        `select a.medicare_number, a.validation_code from appointment a join patient p on p.id = a.patient_id where p.email = $1`,
        [email],
      );

    const denied = await issue();
    await answer(denied, { denied: true, message: 'An MRI is not safe with a pacemaker.' });
    const refused = await create(denied, 'denied@example.test', lateSlot.start);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: 'booking.denied_by_answers', code: 'booking_denied' });
    expect(await stored('denied@example.test')).toEqual([]);

    const asked = await issue();
    await answer(asked, { medicareNumberRequired: true, validationCodeRequired: true, restrictMinDate: addDays(monday, 2) });
    expect((await create(asked, 'asked@example.test', lateSlot.start)).status).toBe(400);
    const tooEarly = await create(asked, 'asked@example.test', earlySlot.start, {
      medicareNumber: '2123 45670 1',
      validationCode: 'RAD-2468',
    });
    expect(tooEarly.status).toBe(409);
    expect(((await tooEarly.json()) as { items: { errorMessage: string }[] }).items[0]!.errorMessage).toBe('booking.slot_error_too_early');
    const booked = await create(asked, 'asked@example.test', lateSlot.start, {
      medicareNumber: '2123 45670 1',
      validationCode: 'RAD-2468',
    });
    expect(booked.status).toBe(201);
    expect(await stored('asked@example.test')).toEqual([{ medicare_number: '2123456701', validation_code: 'RAD-2468' }]);
    // The answers are the booking's now.
    const [moved] = await db.query<{ scope: string }>(`select scope from questionnaire_answer where booking_key = $1`, [asked]);
    expect(moved?.scope).toBe('APPOINTMENT');

    // An answer saved temporarily that asked for a booking request: no appointment in its place.
    const request = await issue();
    await answer(request, {
      bookingRequest: {
        result: JSON.stringify({ deleteKey: '', confirmationMessage: 'We will call you.', apiKey: null }),
        evaluateResult: false,
      },
    });
    const notBooked = await create(request, 'request@example.test', lateSlot.start);
    expect(notBooked.status).toBe(400);
    expect(await notBooked.json()).toMatchObject({ message: 'booking.enquiry_required', code: 'enquiry_required' });
    expect(await stored('request@example.test')).toEqual([]);
  });
});

describe('enquiries and the booking team', () => {
  const enquire = (body: unknown, headers: Record<string, string> = {}) =>
    request('/api/booking_requests', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID(), ...headers },
      body: JSON.stringify(body),
    });
  const requests = (email: string) =>
    db.query<{
      booking_key: string;
      exam_slug: string;
      clinic_slug: string;
      preferred_start: Date;
      status: string;
      referrer_api_key_id: number | null;
    }>(
      `select b.booking_key, b.exam_slug, b.clinic_slug, b.preferred_start, b.status, b.referrer_api_key_id
         from booking_request b join patient p on p.id = b.patient_id where p.email = $1 order by b.created_at, b.booking_key`,
      [email],
    );

  it('an exam staff check first is offered as enquiry slots; isBookingRequest asks for enquiry slots of any exam', async () => {
    const monday = mondayAhead(3);
    const obstetric = await slots('parramatta', 'us-obstetric-12-week', monday, monday);
    expect(obstetric.clinics[0]).toMatchObject({ enquiry: true });
    expect((await slots('parramatta', 'ct-brain', monday, monday)).clinics[0]?.enquiry).toBeUndefined();
    const asked = await request(
      `/api/clinic_appointments?clinicIds=parramatta&examSlug=ct-brain&start=${monday}&end=${monday}&isBookingRequest=true`,
    );
    expect(v.parse(SlotSearchSchema, await asked.json()).clinics[0]?.enquiry).toBe(true);
  });

  it('stores one booking request per exam with the preferred time; succeeds if any item did; mails the patient and the team', async () => {
    const issue = (await (await post('/api/booking_keys', {})).json()) as { bookingKey: string };
    const monday = mondayAhead(3);
    const start = (await slots('parramatta', 'us-obstetric-12-week', monday, monday)).clinics[0]!.slots[2]!.start;
    const response = await enquire({
      bookingKey: issue.bookingKey,
      form: form('enquiry@example.test'),
      items: [
        { clinicSlug: 'parramatta', examSlug: 'us-obstetric-12-week', start },
        // Hornsby has no CT: this item cannot be requested, the enquiry still succeeds.
        { clinicSlug: 'hornsby', examSlug: 'ct-brain', start },
      ],
    });
    expect(response.status).toBe(201);
    const answer = v.parse(CreatedAppointmentSchema, await response.json());
    expect(answer.status).toBe('REQUESTED');
    expect(answer.items.map((item) => [item.success, item.errorMessage])).toEqual([
      [true, null],
      [false, 'booking.enquiry_not_offered'],
    ]);
    expect(answer.bookingKey).toBe(issue.bookingKey);
    const stored = await requests('enquiry@example.test');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      booking_key: issue.bookingKey,
      exam_slug: 'us-obstetric-12-week',
      clinic_slug: 'parramatta',
      status: 'PENDING',
      referrer_api_key_id: null,
    });
    expect(new Date(stored[0]!.preferred_start).toISOString()).toBe(start);
    // Nothing was held or booked: the time is still offered to everyone.
    expect((await slots('parramatta', 'us-obstetric-12-week', monday, monday)).clinics[0]!.slots.map((slot) => slot.start)).toContain(
      start,
    );
    const [mail] = await listOutbox(db, { recipient: 'enquiry@example.test' });
    expect(mail?.body).toContain(`/booking-requests/${issue.bookingKey}`);
    expect((await listOutbox(db, { recipient: BOOKING_TEAM_EMAIL }))[0]?.subject).toBe('New enquiry');

    const none = await enquire({ form: form('nothing@example.test'), items: [{ clinicSlug: 'hornsby', examSlug: 'ct-brain', start }] });
    expect(none.status).toBe(409);
    expect(await requests('nothing@example.test')).toEqual([]);
  });

  it('acknowledges an enquiry in the patient’s language, with the preferred time and the request’s link', async () => {
    const start = (await slots('chatswood', 'mri-knee', mondayAhead(5), mondayAhead(5))).clinics[0]!.slots[0]!.start;
    const response = await enquire({
      form: form('macedonian@example.test'),
      items: [{ clinicSlug: 'chatswood', examSlug: 'mri-knee', start }],
      locale: 'mk',
    });
    expect(response.status).toBe(201);
    const { bookingKey } = (await response.json()) as { bookingKey: string };
    const [mail] = await listOutbox(db, { recipient: 'macedonian@example.test' });
    expect(mail!.subject).toBe('Го примивме вашето барање за термин');
    expect(mail!.body).toContain('Почитуван/а Ada');
    expect(mail!.body).toContain('Посакуван термин:');
    expect(mail!.body).toContain(`/booking-requests/${bookingKey}`);
  });

  it('a referrer sends enquiries with its API key; an unknown key is refused without a sign-out status', async () => {
    const start = (await slots('chatswood', 'mri-knee', mondayAhead(4), mondayAhead(4))).clinics[0]!.slots[0]!.start;
    const body = { form: form('referred@example.test'), items: [{ clinicSlug: 'chatswood', examSlug: 'mri-knee', start }] };
    const refused = await enquire(body, { 'X-Api-Key': 'not-a-key-of-ours' });
    expect(refused.status).toBe(403);
    expect(await requests('referred@example.test')).toEqual([]);
    const sent = await enquire(body, { 'X-Api-Key': DEMO_REFERRER_API_KEY });
    expect(sent.status).toBe(201);
    const [stored] = await requests('referred@example.test');
    const [referrer] = await db.query<{ id: number; name: string }>('select id, name from referrer_api_key where id = $1', [
      stored!.referrer_api_key_id,
    ]);
    expect(referrer?.name).toBe('Northside General Practice');
    // The patient gets the acknowledgement template; the booking team sees who referred.
    const [acknowledgement] = await listOutbox(db, { recipient: 'referred@example.test' });
    expect(acknowledgement?.subject).toBe('We have received a booking request for you');
    expect(acknowledgement?.body).toContain('Northside General Practice has asked us to book a <strong>MRI knee</strong> for you.');
    expect((await listOutbox(db, { recipient: BOOKING_TEAM_EMAIL })).map((mail) => mail.subject)).toContain(
      'New enquiry from Northside General Practice',
    );
  });

  it('a callback request is stored and the team is mailed; an e-mail to the team reaches the outbox; bad input and floods are refused', async () => {
    const callback = await post('/api/callback_requests', {
      name: 'Mia Chen',
      phone: '0412345678',
      timeOfDay: 'morning',
      examSlug: 'mri-knee',
      note: 'After 10 please',
    });
    expect(callback.status).toBe(201);
    const [row] = await db.query<{ name: string; phone: string; time_of_day: string; exam_slug: string }>(
      `select name, phone, time_of_day, exam_slug from callback_request where name = 'Mia Chen'`,
    );
    expect(row).toEqual({ name: 'Mia Chen', phone: '0412345678', time_of_day: 'morning', exam_slug: 'mri-knee' });
    expect((await post('/api/callback_requests', { name: 'X', phone: 'call me', timeOfDay: 'morning' })).status).toBe(400);

    const mail = await post('/api/call_centre_emails', {
      name: 'Mia Chen',
      email: 'mia@example.test',
      message: 'Is there a Saturday time?',
    });
    expect(mail.status).toBe(201);
    const [sent] = await listOutbox(db, { recipient: BOOKING_TEAM_EMAIL });
    expect(sent).toMatchObject({ subject: 'Booking question from Mia Chen' });
    expect(sent?.body).toContain('Is there a Saturday time?');

    const answers: number[] = [];
    for (let i = 0; i < 10; i++)
      answers.push((await post('/api/call_centre_emails', { name: 'Flood', email: 'f@example.test', message: 'x' })).status);
    expect(answers.at(-1)).toBe(429);
  });
});

describe('the provider’s booking settings', () => {
  async function withApplication(patch: Record<string, unknown>, run: () => Promise<void>): Promise<void> {
    const [row] = await db.query<{ config: { application: Record<string, unknown> } }>('select config from provider limit 1');
    const before = row!.config;
    await db.query('update provider set config = $1::jsonb', [
      JSON.stringify({ ...before, application: { ...before.application, ...patch } }),
    ]);
    try {
      await run();
    } finally {
      await db.query('update provider set config = $1::jsonb', [JSON.stringify(before)]);
    }
  }

  it('holds for the configured minutes (default 5) and renews for as long', async () => {
    const day = addDays(mondayAhead(7), 1);
    const [first, second] = (await slots('liverpool', 'ct-brain', day, day)).clinics[0]!.slots;
    const hold = async (start: string) =>
      v.parse(HoldSchema, await (await post('/api/slot_holds', { clinicSlug: 'liverpool', examSlug: 'ct-brain', start })).json());
    const minutesLeft = (expiresAt: string) => Math.round((Date.parse(expiresAt) - Date.now()) / 60_000);
    expect(minutesLeft((await hold(first!.start)).expiresAt)).toBe(5);
    await withApplication({ slotHoldMinutes: 2 }, async () => {
      const held = await hold(second!.start);
      expect(minutesLeft(held.expiresAt)).toBe(2);
      const renewed = await request(`/api/slot_holds/${held.holdId}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
        body: '{}',
      });
      expect(minutesLeft(((await renewed.json()) as { expiresAt: string }).expiresAt)).toBe(2);
    });
  });

  it('makes bookings pending when the provider says so: the time stays busy, the patient is told once', async () => {
    await withApplication({ pendingAppointments: true }, async () => {
      const day = addDays(mondayAhead(7), 2);
      const start = (await slots('liverpool', 'ct-brain', day, day)).clinics[0]!.slots[0]!.start;
      const response = await post('/api/appointments', {
        form: form('pending@example.test'),
        items: [{ clinicSlug: 'liverpool', examSlug: 'ct-brain', start }],
      });
      expect(response.status).toBe(201);
      const answer = v.parse(CreatedAppointmentSchema, await response.json());
      expect(answer.status).toBe('PENDING');
      const [item] = await db.query<{ status: string }>('select status from appointment_item where booking_key = $1', [answer.bookingKey]);
      expect(item?.status).toBe('PENDING');
      expect((await slots('liverpool', 'ct-brain', day, day)).clinics[0]!.slots.map((slot) => slot.start)).not.toContain(start);
      // No booking confirmation for a pending booking; the pending notification instead, once.
      expect(await listOutbox(db, { recipient: 'pending@example.test' })).toEqual([]);
      const notify = () => post(`/api/appointments/${answer.bookingKey}/pending_notifications`, {});
      expect(await (await notify()).json()).toEqual({ sent: 2 });
      expect(await (await notify()).json()).toEqual({ sent: 0 });
      const [mail] = await listOutbox(db, { recipient: 'pending@example.test' });
      expect(mail?.subject).toBe('Your booking is pending confirmation');
      expect(mail?.body).toContain(`href="http://127.0.0.1:8080/appointments/${answer.bookingKey}"`);
      expect((await listOutbox(db, { recipient: '0412345678' }))[0]?.channel).toBe('sms');
    });
    expect((await post('/api/appointments/BK-not-a-pending-booking-00/pending_notifications', {})).status).toBe(404);
  });

  it('tells a pending patient in their language (mk, else the provider’s), with an absolute link, by an SMS a name cannot add lines to', async () => {
    await withApplication({ pendingAppointments: true }, async () => {
      const day = addDays(mondayAhead(7), 3);
      const [first, second] = (await slots('liverpool', 'ct-brain', day, day)).clinics[0]!.slots;
      const book = async (email: string, phone: string, start: string) => {
        const response = await post('/api/appointments', {
          form: { ...form(email), contactNumber: phone, dateOfBirth: '1979-06-15' },
          items: [{ clinicSlug: 'liverpool', examSlug: 'ct-brain', start }],
        });
        expect(response.status).toBe(201);
        return v.parse(CreatedAppointmentSchema, await response.json()).bookingKey!;
      };
      const notify = async (bookingKey: string, body: Record<string, string>) =>
        expect(await (await post(`/api/appointments/${bookingKey}/pending_notifications`, body)).json()).toEqual({ sent: 2 });

      const mk = await book('pending.mk@example.test', '0412000001', first!.start);
      await notify(mk, { locale: 'mk' });
      const [mkMail] = await listOutbox(db, { recipient: 'pending.mk@example.test' });
      expect(mkMail!.subject).toBe('Вашата резервација чека потврда');
      expect(mkMail!.body).toContain(`<a href="http://127.0.0.1:8080/appointments/${mk}">Погледнете ја вашата резервација</a>`);
      const [mkSms] = await listOutbox(db, { recipient: '0412000001' });
      expect(mkSms!.body).toBe(
        `Ada, вашата резервација во Harbourside Radiology чека потврда. Ги чуваме термините за вас: http://127.0.0.1:8080/appointments/${mk}`,
      );

      // No locale asked: the provider's application.jsLocale (en-AU). A stored name with a line break and a control character.
      const en = await book('pending.en@example.test', '0412000002', second!.start);
      await db.query('update patient set first_name = $2 where id = (select patient_id from appointment where booking_key = $1)', [
        en,
        'Ada\nReply STOP\u0007 to 1900 000 000\r',
      ]);
      await notify(en, {});
      const [enMail] = await listOutbox(db, { recipient: 'pending.en@example.test' });
      expect(enMail!.subject).toBe('Your booking is pending confirmation');
      expect(enMail!.body).toContain(`<a href="http://127.0.0.1:8080/appointments/${en}">See your booking</a>`);
      const [enSms] = await listOutbox(db, { recipient: '0412000002' });
      expect(enSms!.body).toBe(
        `Ada Reply STOP to 1900 000 000, your Harbourside Radiology booking is pending confirmation. We are keeping the times for you: http://127.0.0.1:8080/appointments/${en}`,
      );
    });
  });
});
