/**
 * Reschedule on the reference server (docs/rules.md#change-reschedule-rules): the patient holds a
 * new slot of the same exam, then the server moves the item in one transaction — hold consumed, old
 * time free, change recorded — and refuses, changing nothing, inside the prior-minutes window, for
 * a walk-in exam, with a spent hold or a hold for another exam.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentSummary } from '../../../../src/api/schemas/appointments.schema';
import type { SlotSearch } from '../../../../src/api/schemas/slots.schema';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import { copyDemoBooking, mondayAhead, openTestDb } from '../../test-support';
import { signedInToBooking, testBrowser } from '../auth/test-browser';
import { listOutbox } from '../outbox/queries';

let db: Db;
let app: ReturnType<typeof createApp>;
let slots: { start: string; end: string }[];

async function freeSlots(appointmentSlug?: string): Promise<string[]> {
  const day = mondayAhead(3);
  const query = new URLSearchParams({ clinicIds: 'parramatta', examSlug: 'mri-knee', start: day, end: day });
  if (appointmentSlug) query.set('appointmentSlug', appointmentSlug);
  const response = await app.request(`/api/clinic_appointments?${query.toString()}`);
  const body = (await response.json()) as SlotSearch;
  return body.clinics[0]!.slots.map((slot) => slot.start.replace('.000Z', 'Z'));
}

beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent', authRateLimit: 10_000 });
  const day = mondayAhead(3);
  const response = await app.request(`/api/clinic_appointments?clinicIds=parramatta&examSlug=mri-knee&start=${day}&end=${day}`);
  // The summary and the database write instants without milliseconds; the slot search with them.
  const plain = (instant: string) => instant.replace('.000Z', 'Z');
  slots = ((await response.json()) as SlotSearch).clinics[0]!.slots.map((slot) => ({ start: plain(slot.start), end: plain(slot.end) }));
  expect(slots.length).toBeGreaterThan(3);
  for (const key of ['TEST-MOVE', 'TEST-MOVE-SOON', 'TEST-MOVE-OTHER']) await copyDemoBooking(db, 'DEMO-APPT-1001', key);
  await copyDemoBooking(db, 'DEMO-APPT-1001', 'TEST-MOVE-WALKIN', { exam: 'xray-chest' });
  const place = (key: string, slot: { start: string; end: string }) =>
    db.query(`update appointment_item set starts_at = $2, ends_at = $3 where booking_key = $1`, [key, slot.start, slot.end]);
  await place('TEST-MOVE', slots[0]!);
  await place('TEST-MOVE-OTHER', slots[4]!);
  await db.query(
    `update appointment_item set starts_at = now() + interval '3 hours', ends_at = now() + interval '210 minutes' where booking_key = 'TEST-MOVE-SOON'`,
  );
}, 120_000);
afterAll(async () => db?.close());

const signedIn = (bookingKey: string) => signedInToBooking(app, bookingKey);

async function hold(browser: ReturnType<typeof testBrowser>, start: string, examSlug = 'mri-knee'): Promise<string> {
  const { status, body } = await browser.post('/api/slot_holds', { clinicSlug: 'parramatta', examSlug, start });
  expect(status).toBe(201);
  return body.holdId as string;
}

const itemOf = async (bookingKey: string) =>
  (
    await db.query<{ starts_at: string; status: string }>(
      `select to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as starts_at, status from appointment_item where booking_key = $1`,
      [bookingKey],
    )
  )[0];

describe('reschedule', () => {
  it('moves the item to the held slot: hold consumed, old time recorded, new time stored and mailed', async () => {
    const browser = await signedIn('TEST-MOVE');
    // The grid of the reschedule page leaves the item's own time free.
    expect(await freeSlots('test-move-1')).toContain(slots[0]!.start);
    const holdId = await hold(browser, slots[2]!.start);

    const { status, body } = await browser.post('/api/secured/appointments/TEST-MOVE/reschedule', { itemSlug: 'test-move-1', holdId });
    expect(status).toBe(200);
    const summary = body as unknown as AppointmentSummary;
    expect(summary.items[0]).toMatchObject({ slug: 'test-move-1', status: 'BOOKED', startsAt: slots[2]!.start, endsAt: slots[2]!.end });
    expect(summary.items[0]!.rescheduledFrom).toBe(slots[0]!.start);

    expect(await itemOf('TEST-MOVE')).toEqual({ starts_at: slots[2]!.start, status: 'BOOKED' });
    expect(await db.query('select 1 from slot_hold where id = $1', [holdId])).toEqual([]);
    const changes = await db.query<{ kind: string; item_slug: string; previous: string }>(
      `select kind, item_slug, to_char(previous_starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as previous
         from appointment_change where booking_key = 'TEST-MOVE'`,
    );
    expect(changes).toEqual([{ kind: 'RESCHEDULE', item_slug: 'test-move-1', previous: slots[0]!.start }]);
    const [mail] = await listOutbox(db, { recipient: 'ana.kovac@example.com' });
    // No locale from the page: the provider's (en-AU), the time in the clinic's zone, an absolute link.
    expect(mail).toMatchObject({ subject: 'Your appointment has a new time' });
    expect(mail!.body).toMatch(/<p>Your [^<]+ at [^<]+ is now on [^<]+ (AEST|AEDT)\.<\/p>/);
    // Where, as a map app can find it: the whole address, not only the street (issue 24 item 6).
    expect(mail!.body).toContain('at Harbourside Radiology Parramatta (Level 2, 160 Church Street, Parramatta NSW 2150) is now on');
    expect(mail!.body).toContain('<a href="http://127.0.0.1:8080/appointments/TEST-MOVE">See or change your appointment</a>');

    // The hold is spent: sending it again moves nothing.
    const again = await browser.post('/api/secured/appointments/TEST-MOVE/reschedule', { itemSlug: 'test-move-1', holdId });
    expect(again).toEqual({ status: 409, body: { message: 'appointments.reschedule_hold_expired', code: 'hold_expired' } });
    expect((await itemOf('TEST-MOVE'))!.starts_at).toBe(slots[2]!.start);
  });

  it('frees the old time: another patient can hold it once the item has moved', async () => {
    const browser = await signedIn('TEST-MOVE-OTHER');
    const someoneElse = testBrowser(app);
    const oldTime = { clinicSlug: 'parramatta', examSlug: 'mri-knee', start: slots[4]!.start };
    // Parramatta has one MRI room: while the item is there, nobody else can hold its time.
    expect((await someoneElse.post('/api/slot_holds', oldTime)).status).toBe(409);
    const holdId = await hold(browser, slots[5]!.start);
    const moved = await browser.post('/api/secured/appointments/TEST-MOVE-OTHER/reschedule', {
      itemSlug: 'test-move-other-1',
      holdId,
      locale: 'mk',
    });
    expect(moved.status).toBe(200);
    // The page's locale: the patient reads of the new time in Macedonian, with the absolute link.
    const mails = await listOutbox(db, { recipient: 'ana.kovac@example.com' });
    const mail = mails.find((candidate) => candidate.body.includes('/appointments/TEST-MOVE-OTHER'));
    expect(mail).toMatchObject({ subject: 'Вашиот термин е преместен' });
    expect(mail!.body).toContain('сега е закажан за');
    expect(mail!.body).toContain(
      '<a href="http://127.0.0.1:8080/appointments/TEST-MOVE-OTHER">Погледнете го или променете го терминот</a>',
    );
    expect((await someoneElse.post('/api/slot_holds', oldTime)).status).toBe(201);
    expect((await someoneElse.post('/api/slot_holds', { ...oldTime, start: slots[5]!.start })).status).toBe(409);
  });

  it('inside the prior-minutes window: refused with message.reschedule_prior_minutes; the item and the hold stay', async () => {
    const browser = await signedIn('TEST-MOVE-SOON');
    const before = await itemOf('TEST-MOVE-SOON');
    const holdId = await hold(browser, slots[1]!.start);
    const refused = await browser.post('/api/secured/appointments/TEST-MOVE-SOON/reschedule', { itemSlug: 'test-move-soon-1', holdId });
    expect(refused).toEqual({ status: 409, body: { message: 'message.reschedule_prior_minutes', code: 'reschedule_refused' } });
    expect(await itemOf('TEST-MOVE-SOON')).toEqual(before);
    expect(await db.query('select 1 from slot_hold where id = $1', [holdId])).toHaveLength(1);
    expect(await db.query(`select 1 from appointment_change where booking_key = 'TEST-MOVE-SOON'`)).toEqual([]);
  });

  it('a walk-in exam is not rescheduled online (message.reschedule_walk_in)', async () => {
    const browser = await signedIn('TEST-MOVE-WALKIN');
    const refused = await browser.post('/api/secured/appointments/TEST-MOVE-WALKIN/reschedule', {
      itemSlug: 'test-move-walkin-1',
      holdId: 'a-hold-that-is-never-read',
    });
    expect(refused).toEqual({ status: 409, body: { message: 'message.reschedule_walk_in', code: 'reschedule_refused' } });
  });

  it('refuses a hold for another exam, an unknown item and a malformed body', async () => {
    const browser = await signedIn('TEST-MOVE');
    const day = mondayAhead(3);
    const other = await app.request(`/api/clinic_appointments?clinicIds=parramatta&examSlug=mri-brain&start=${day}&end=${day}`);
    const otherSlot = ((await other.json()) as SlotSearch).clinics[0]!.slots.at(-1)!;
    const holdId = await hold(browser, otherSlot.start, 'mri-brain');
    expect((await browser.post('/api/secured/appointments/TEST-MOVE/reschedule', { itemSlug: 'test-move-1', holdId })).status).toBe(400);
    expect((await browser.post('/api/secured/appointments/TEST-MOVE/reschedule', { itemSlug: 'test-move-9', holdId })).status).toBe(404);
    expect((await browser.post('/api/secured/appointments/TEST-MOVE/reschedule', { itemSlug: 'test-move-1' })).status).toBe(400);
    // Another booking's item is not reachable through this booking's path.
    expect((await browser.post('/api/secured/appointments/TEST-MOVE/reschedule', { itemSlug: 'test-move-soon-1', holdId })).status).toBe(
      404,
    );
  });

  it('needs the session that opened the booking', async () => {
    const browser = await signedIn('TEST-MOVE');
    const refused = await browser.post('/api/secured/appointments/TEST-MOVE-SOON/reschedule', {
      itemSlug: 'test-move-soon-1',
      holdId: 'a-hold-that-is-never-read',
    });
    expect(refused.status).toBe(401);
  });
});
