/**
 * Issue 22 item 9: public holidays (the clinic's state, from date-holidays) and a clinic's own
 * closure days are never offered, and a hold, a booking or an enquiry there is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantInZone } from '../../../../src/i18n/dates';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import { answeredBookingKey, mondayAhead, openTestDb } from '../../test-support';
import { publicHolidays } from './closures';

let db: Db;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent' });
}, 120_000);
afterAll(async () => db?.close());

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const isWeekday = (day: string) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

/** The next NSW public holiday on a weekday, two days to ten weeks ahead (inside the horizon). */
function nextWeekdayHoliday(): string {
  const from = dayOf(Date.now() + 2 * 86_400_000);
  const to = dayOf(Date.now() + 70 * 86_400_000);
  const year = new Date().getUTCFullYear();
  const days = [...publicHolidays('NSW', year), ...publicHolidays('NSW', year + 1)].sort();
  const found = days.find((day) => day >= from && day <= to && isWeekday(day));
  if (!found) throw new Error('no weekday public holiday in the next ten weeks');
  return found;
}

async function slotDays(clinic: string, start: string, end: string): Promise<Set<string>> {
  const response = await app.request(`/api/clinic_appointments?clinicIds=${clinic}&examSlug=xray-chest&start=${start}&end=${end}`);
  expect(response.status).toBe(200);
  const { clinics } = (await response.json()) as { clinics: { timeZone: string; slots: { start: string }[] }[] };
  const zone = clinics[0]!.timeZone;
  const local = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return new Set(clinics[0]!.slots.map((slot) => local.format(new Date(slot.start))));
}

const post = (path: string, body: unknown) =>
  app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });

describe('closures', () => {
  it('a public holiday of the clinic’s state is not offered, and a hold or booking on it is refused', async () => {
    const holiday = nextWeekdayHoliday();
    const before = dayOf(Date.parse(`${holiday}T00:00:00Z`) - 86_400_000);
    const after = dayOf(Date.parse(`${holiday}T00:00:00Z`) + 86_400_000);
    const offered = await slotDays('parramatta', before, after);
    expect(offered.has(holiday)).toBe(false);
    // The weekdays around it are ordinary days.
    expect([before, after].filter(isWeekday).every((day) => offered.has(day))).toBe(true);

    const start = instantInZone(holiday, '10:00', 'Australia/Sydney').toISOString();
    const hold = await post('/api/slot_holds', { clinicSlug: 'parramatta', examSlug: 'xray-chest', start });
    expect(hold.status).toBe(409);
    const booking = await post('/api/appointments', {
      bookingKey: await answeredBookingKey(app, ['xray-chest']),
      form: { firstName: 'Hol', lastName: 'Iday', email: 'holiday@example.test', dateOfBirth: '1970-01-01' },
      items: [{ clinicSlug: 'parramatta', examSlug: 'xray-chest', start }],
    });
    expect(booking.status).toBe(409);
    const enquiry = await post('/api/booking_requests', {
      form: { firstName: 'Hol', lastName: 'Iday', email: 'holiday.enquiry@example.test', dateOfBirth: '1970-01-01' },
      items: [{ clinicSlug: 'parramatta', examSlug: 'xray-chest', start }],
    });
    expect(enquiry.status).toBe(409);
  });

  it('a clinic’s own closure day is not offered, and only that clinic closes', async () => {
    const wednesday = dayOf(Date.parse(`${mondayAhead(4)}T00:00:00Z`) + 2 * 86_400_000);
    expect(await slotDays('bondi-junction', wednesday, wednesday)).toEqual(new Set([wednesday]));
    await db.query(`insert into clinic_closure (clinic_slug, day, reason) values ('bondi-junction', $1, 'Refurbishment')`, [wednesday]);
    expect(await slotDays('bondi-junction', wednesday, wednesday)).toEqual(new Set());
    expect(await slotDays('chatswood', wednesday, wednesday)).toEqual(new Set([wednesday]));
    const start = instantInZone(wednesday, '10:00', 'Australia/Sydney').toISOString();
    expect((await post('/api/slot_holds', { clinicSlug: 'bondi-junction', examSlug: 'xray-chest', start })).status).toBe(409);
  });
});
