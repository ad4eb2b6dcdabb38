/**
 * No time starts sooner than SLOT_MINIMUM_NOTICE_MINUTES from now (docs/rules.md#booking-minimum-notice):
 * the domain takes `now`, so a fixed clock stands a real slot at any distance from it; the search,
 * a hold, a booking and an enquiry all refuse inside the notice and accept at its edge. Through
 * the routes (the real clock) no offered time and no sent start inside the notice gets through.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_MINIMUM_NOTICE_MINUTES } from '../../../../src/constants';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import type { ApiError } from '../../http/errors';
import { DEMO_MESSAGE_CONTEXT } from '../../features/notifications/service';
import { mondayAhead, openTestDb } from '../../test-support';
import { createAppointment } from './create';
import { createEnquiry } from './enquiries';
import { createHold } from './holds';
import { freeSlotAt, searchSlots } from './slots';

/** An abdominal ultrasound: no required questionnaire, so a booking needs no answers first. */
const EXAM = 'us-abdomen';
const SEARCHED = 'chermside';
const BOOKED = 'bondi-junction';
const MINUTE = 60_000;

let db: Db;
let day: string;
let pool: string[];
let bookable: string[];

beforeAll(async () => {
  db = await openTestDb();
  day = mondayAhead(3);
  const offered = async (clinic: string) =>
    (await searchSlots(db, { clinicSlugs: [clinic], examSlug: EXAM, start: day, end: day, now: new Date() })).clinics[0]!.slots.map(
      (slot) => slot.start,
    );
  pool = await offered(SEARCHED);
  bookable = await offered(BOOKED);
  expect(pool.length).toBeGreaterThan(4);
  expect(bookable.length).toBeGreaterThan(4);
}, 120_000);
afterAll(async () => db?.close());

const before = (start: string, minutes: number) => new Date(Date.parse(start) - minutes * MINUTE);
const form = (email: string) => ({ firstName: 'Nora', lastName: 'Tice', email, dateOfBirth: '1970-01-01' });
const storedAt = async (start: string) =>
  (await db.query<{ n: number }>('select count(*)::int as n from appointment_item where starts_at = $1', [start]))[0]!.n;

describe(`no time starts sooner than ${SLOT_MINIMUM_NOTICE_MINUTES} minutes from now`, () => {
  it('the search offers a time exactly when it is at least the notice away, at any clock', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: pool.length - 1 }),
        fc.integer({ min: -60 * 60, max: 8 * 60 * 60 }),
        async (index, secondsBefore) => {
          const start = pool[index]!;
          const now = new Date(Date.parse(start) - secondsBefore * 1000);
          const [clinic] = (await searchSlots(db, { clinicSlugs: [SEARCHED], examSlug: EXAM, start: day, end: day, now })).clinics;
          const earliest = now.getTime() + SLOT_MINIMUM_NOTICE_MINUTES * MINUTE;
          for (const slot of clinic!.slots) expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(earliest);
          const inNotice = secondsBefore < SLOT_MINIMUM_NOTICE_MINUTES * 60;
          expect(clinic!.slots.some((slot) => slot.start === start)).toBe(!inNotice);
          const free = await freeSlotAt(db, { clinicSlug: SEARCHED, examSlug: EXAM, start, now });
          expect(free !== undefined).toBe(!inNotice);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a hold, a booking and an enquiry a minute inside the notice are refused and store nothing; at the notice they go through', async () => {
    const [holdStart, bookStart, askStart] = [bookable[0]!, bookable[1]!, bookable[2]!];
    const inside = (start: string) => before(start, SLOT_MINIMUM_NOTICE_MINUTES - 1);
    const atEdge = (start: string) => before(start, SLOT_MINIMUM_NOTICE_MINUTES);
    const choice = (start: string) => ({ clinicSlug: BOOKED, examSlug: EXAM, start });

    await expect(createHold(db, choice(holdStart), inside(holdStart))).rejects.toMatchObject({
      status: 409,
      message: 'message.slot_unavailable',
    } satisfies Partial<ApiError>);
    expect(await db.query('select 1 from slot_hold where starts_at = $1', [holdStart])).toEqual([]);
    const held = await createHold(db, choice(holdStart), atEdge(holdStart));
    expect(held.holdId).toEqual(expect.any(String));

    const refused = await createAppointment(db, { form: form('notice@example.test'), items: [choice(bookStart)] }, inside(bookStart));
    expect(refused.status).toBe(409);
    expect(refused.body.items[0]).toMatchObject({ success: false, errorMessage: 'message.slot_unavailable' });
    expect(await storedAt(bookStart)).toBe(0);
    const booked = await createAppointment(db, { form: form('notice@example.test'), items: [choice(bookStart)] }, atEdge(bookStart));
    expect(booked.status).toBe(201);
    expect(await storedAt(bookStart)).toBe(1);

    const requests = async () =>
      (await db.query<{ n: number }>('select count(*)::int as n from booking_request where preferred_start = $1', [askStart]))[0]!.n;
    const asked = (now: Date) =>
      createEnquiry(db, { form: form('enquiry-notice@example.test'), items: [choice(askStart)] }, undefined, DEMO_MESSAGE_CONTEXT, now);
    expect((await asked(inside(askStart))).status).toBe(409);
    expect(await requests()).toBe(0);
    expect((await asked(atEdge(askStart))).status).toBe(201);
    expect(await requests()).toBe(1);
  });

  it('through the routes, today and tomorrow offer nothing inside the notice, and a start sent inside it is held by nobody', async () => {
    const app = createApp({ db, log: 'silent' });
    const sent = Date.now();
    const today = new Date(sent).toISOString().slice(0, 10);
    const tomorrow = new Date(sent + 86_400_000).toISOString().slice(0, 10);
    const search = await app.request(
      `/api/clinic_appointments?clinicIds=${BOOKED},${SEARCHED},joondalup&examSlug=${EXAM}&start=${today}&end=${tomorrow}`,
    );
    expect(search.status).toBe(200);
    const { clinics } = (await search.json()) as { clinics: { slots: { start: string }[] }[] };
    for (const slot of clinics.flatMap((clinic) => clinic.slots)) {
      expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(sent + SLOT_MINIMUM_NOTICE_MINUTES * MINUTE);
    }
    // Every quarter hour from now to the notice, at each clinic: none is held.
    const quarter = 15 * MINUTE;
    for (let at = Math.ceil(sent / quarter) * quarter; at < sent + SLOT_MINIMUM_NOTICE_MINUTES * MINUTE; at += quarter) {
      for (const clinicSlug of [BOOKED, SEARCHED]) {
        const held = await app.request('/api/slot_holds', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ clinicSlug, examSlug: EXAM, start: new Date(at).toISOString() }),
        });
        expect(held.status).toBe(409);
      }
    }
    expect(await db.query('select 1 from slot_hold where starts_at < $1', [new Date(sent + SLOT_MINIMUM_NOTICE_MINUTES * MINUTE)])).toEqual(
      [],
    );
  });
});
