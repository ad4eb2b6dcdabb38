/**
 * The check-in window and the doctor search's bounds, through the routes on one database. The
 * clinic is put in a fixed-offset zone where it is about noon, so "four hours before" and "two
 * hours after" stay on the clinic's today whatever the hour the test runs; the appointment's
 * start moves relative to the database's now(), never by waiting.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCTOR_SEARCH_MIN_CHARS } from '../../../../src/constants';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import { openTestDb } from '../../test-support';
import { resetSignInState, testBrowser, type TestBrowser } from '../auth/test-browser';
import { listOutbox } from '../outbox/queries';
import { CHECK_IN_OPENS_MINUTES_BEFORE_DEFAULT, DOCTOR_SEARCH_LIMIT, LATE_ARRIVAL_MINUTES } from './limits';
import { CHECK_IN_PATIENTS, seedReferrers } from './seed';

let db: Db;
let app: ReturnType<typeof createApp>;

const JACK = CHECK_IN_PATIENTS.find((patient) => patient.bookingKey === 'CHECKIN-3002')!;
const ITEM = 'checkin-3002-1';
const FORM = {
  referrer: 1,
  dateOfReferral: '2026-01-02',
  medicareNumber: '2123 45670 1',
  referenceNumber: 'R-77',
  gender: null,
  appointmentSlug: ITEM,
};

/** A fixed-offset zone (Etc/GMT-N is UTC+N) in which it is now between 11:00 and 12:59. */
function noonZone(now = new Date()): string {
  const offset = 12 - now.getUTCHours();
  return offset === 0 ? 'Etc/GMT' : offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent', authRateLimit: 10_000 });
  await db.query(`update clinic set time_zone = $1 where slug = $2`, [noonZone(), JACK.clinic]);
  // The clinic's own window is the stored default, and the booking names none.
  await db.query(`update check_in_clinic set opens_minutes_before = default, enabled = true where clinic_slug = $1`, [JACK.clinic]);
  await db.query(`update check_in_booking set opens_minutes_before = null where booking_key = $1`, [JACK.bookingKey]);
}, 120_000);
afterAll(async () => db?.close());

/** Jack's appointment starts `minutes` from now (negative: it started that long ago), not yet checked in. */
async function startsIn(minutes: number): Promise<void> {
  await db.query(`delete from check_in where item_slug = $1`, [ITEM]);
  await db.query(
    `update appointment_item set starts_at = now() + make_interval(mins => $2), ends_at = now() + make_interval(mins => $2 + 30)
      where slug = $1`,
    [ITEM, minutes],
  );
}

const identify = (browser: TestBrowser) =>
  browser.post('/api/check-in/identity', { lastName: JACK.lastName, dateOfBirth: JACK.dateOfBirth });

/** Identity, then the code from the outbox: the session holds Jack's booking fully. */
async function verifiedBrowser(): Promise<TestBrowser> {
  await resetSignInState(db);
  const browser = testBrowser(app);
  expect((await identify(browser)).body).toMatchObject({ appointmentBookingKeys: [JACK.bookingKey], disabledReason: null });
  const link = { type: 'APPOINTMENT', bookingKey: JACK.bookingKey };
  expect((await browser.post('/api/auth/otp/send', { ...link, otpMethod: 'EMAIL' })).status).toBe(200);
  const [message] = await listOutbox(db, { recipient: JACK.email });
  expect((await browser.post('/api/auth/otp/validate', { ...link, code: message!.code })).body).toMatchObject({ success: true });
  return browser;
}

const checkIn = (browser: TestBrowser) => browser.post(`/api/secured/appointments/${ITEM}/check_in`, FORM);
const stored = async () => (await db.query<{ n: number }>('select count(*)::int as n from check_in where item_slug = $1', [ITEM]))[0]!.n;

describe(`check-in opens ${CHECK_IN_OPENS_MINUTES_BEFORE_DEFAULT} minutes before by default, and closes ${LATE_ARRIVAL_MINUTES} after`, () => {
  it('the stored clinic default is the named constant', async () => {
    const [column] = await db.query<{ column_default: string }>(
      `select column_default from information_schema.columns where table_name = 'check_in_clinic' and column_name = 'opens_minutes_before'`,
    );
    expect(Number(column!.column_default)).toBe(CHECK_IN_OPENS_MINUTES_BEFORE_DEFAULT);
    expect(CHECK_IN_OPENS_MINUTES_BEFORE_DEFAULT).toBe(240);
  });

  it('identity says TOO_EARLY a minute before the window opens, and finds nobody a minute after it closes; just inside both is accepted', async () => {
    await startsIn(CHECK_IN_OPENS_MINUTES_BEFORE_DEFAULT + 1);
    expect((await identify(testBrowser(app))).body).toMatchObject({
      appointmentBookingKeys: [JACK.bookingKey],
      disabledReason: 'TOO_EARLY',
    });
    await startsIn(CHECK_IN_OPENS_MINUTES_BEFORE_DEFAULT - 1);
    expect((await identify(testBrowser(app))).body).toMatchObject({ appointmentBookingKeys: [JACK.bookingKey], disabledReason: null });

    await startsIn(-(LATE_ARRIVAL_MINUTES - 1));
    expect((await identify(testBrowser(app))).body).toMatchObject({ appointmentBookingKeys: [JACK.bookingKey], disabledReason: null });
    // Too late: the appointment is no longer one of today's to check in (the spec has no reason of its own for it).
    await startsIn(-(LATE_ARRIVAL_MINUTES + 1));
    expect((await identify(testBrowser(app))).body).toMatchObject({ appointmentBookingKeys: [], disabledReason: null });
  });

  it('the check-in itself is refused too early and too late, whatever the session holds, and stores nothing', async () => {
    await startsIn(30);
    const browser = await verifiedBrowser();

    await startsIn(CHECK_IN_OPENS_MINUTES_BEFORE_DEFAULT + 1);
    expect(await checkIn(browser)).toMatchObject({ status: 409, body: { message: 'check_in.reason_too_early', code: 'too_early' } });
    await startsIn(-(LATE_ARRIVAL_MINUTES + 1));
    expect(await checkIn(browser)).toMatchObject({ status: 409, body: { message: 'check_in.reason_too_late', code: 'too_late' } });
    // Tomorrow and yesterday are outside the window however the minutes fall.
    await startsIn(24 * 60);
    expect((await checkIn(browser)).status).toBe(409);
    await startsIn(-24 * 60);
    expect((await checkIn(browser)).status).toBe(409);
    expect(await stored()).toBe(0);

    await startsIn(-(LATE_ARRIVAL_MINUTES - 1));
    expect((await checkIn(browser)).status).toBe(202);
    await startsIn(CHECK_IN_OPENS_MINUTES_BEFORE_DEFAULT - 1);
    expect((await checkIn(browser)).status).toBe(202);
  });
});

describe('what is checked in', () => {
  it('a cancelled appointment is not checked in, whatever the session holds', async () => {
    await startsIn(30);
    const browser = await verifiedBrowser();
    await db.query(`update appointment_item set status = 'CANCELED' where slug = $1`, [ITEM]);
    try {
      expect(await checkIn(browser)).toMatchObject({ status: 409, body: { message: 'message.check_in_error', code: 'not_booked' } });
      expect(await stored()).toBe(0);
    } finally {
      await db.query(`update appointment_item set status = 'BOOKED' where slug = $1`, [ITEM]);
    }
  });
});

describe('doctor search', () => {
  let browser: TestBrowser;
  const path = `/api/secured/appointments/${ITEM}/doctor_search`;
  const search = async (text: string) => {
    const response = await browser.get(`${path}/${encodeURIComponent(text)}`);
    return { status: response.status, body: response.body as unknown };
  };
  beforeAll(async () => {
    await startsIn(30);
    browser = await verifiedBrowser();
  });

  it(`answers 400 under ${DOCTOR_SEARCH_MIN_CHARS} characters, spaces not counted`, async () => {
    for (const text of ['a', 'ab', '  ab  ']) {
      expect(await search(text)).toEqual({ status: 400, body: { message: 'message.doctor_search_too_short', code: 'invalid_request' } });
    }
    expect((await search('abc')).status).toBe(200);
  });

  it(`answers at most ${DOCTOR_SEARCH_LIMIT} doctors, however many match, for any text of the seeded names`, async () => {
    const referrers = seedReferrers();
    const haystack = (doctor: (typeof referrers)[number]) =>
      `${doctor.firstName} ${doctor.lastName} ${doctor.cityName} ${doctor.postalCode}`.toLowerCase();
    // A city shared by more doctors than one answer holds.
    const city = referrers
      .map((doctor) => doctor.cityName)
      .find((name) => referrers.filter((d) => d.cityName === name).length > DOCTOR_SEARCH_LIMIT)!;
    const crowded = await search(city);
    expect((crowded.body as unknown[]).length).toBe(DOCTOR_SEARCH_LIMIT);

    const word = fc
      .tuple(fc.constantFrom(...referrers), fc.constantFrom('firstName', 'lastName', 'cityName', 'postalCode'), fc.nat(), fc.nat())
      .map(([doctor, field, from, length]) => {
        const text = doctor[field];
        const start = from % Math.max(1, text.length - DOCTOR_SEARCH_MIN_CHARS + 1);
        return text.slice(start, start + DOCTOR_SEARCH_MIN_CHARS + (length % 6));
      })
      .filter((text) => text.trim().length >= DOCTOR_SEARCH_MIN_CHARS && !/\s/.test(text));
    await fc.assert(
      fc.asyncProperty(fc.array(word, { minLength: 1, maxLength: 2 }), async (words) => {
        const text = words.join(' ');
        const matches = referrers.filter((doctor) => words.every((part) => haystack(doctor).includes(part.toLowerCase())));
        const { status, body } = await search(text.toUpperCase());
        expect(status).toBe(200);
        const ids = (body as { id: number }[]).map((doctor) => doctor.id);
        expect(ids.length).toBe(Math.min(matches.length, DOCTOR_SEARCH_LIMIT));
        for (const id of ids) expect(matches.map((doctor) => doctor.id)).toContain(id);
      }),
      { numRuns: 40 },
    );
  });

  it('bounds what one search reads: a very long text answers like its first 60 characters, and a long exclude list is cut', async () => {
    const sample = seedReferrers()[41]!;
    const byName = (await search(sample.lastName)).body as { id: number }[];
    expect(byName.length).toBeGreaterThan(0);
    // Past the 60th character a word that matches nobody: read, it would empty the answer.
    const long = `${sample.lastName.padEnd(60, ' ')}${'z'.repeat(5000)}`;
    expect(await search(long)).toEqual({ status: 200, body: byName });
    // Only the first 50 excluded ids count: the 51st is still found.
    const exclude = [...Array.from({ length: 50 }, (_, index) => 100_000 + index), byName[0]!.id].join(',');
    const excluded = await browser.get(`${path}/${encodeURIComponent(sample.lastName)}?exclude=${exclude}`);
    expect(excluded).toEqual({ status: 200, body: byName });
  });
});
