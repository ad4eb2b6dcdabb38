/**
 * Days a clinic takes no bookings (issue 22 item 9): the public holidays of its state, from the
 * kept data set `date-holidays` (offline, every Australian state, substitute days included), and
 * its own closure days (`clinic_closure`). Slot generation leaves them out, so they are never
 * offered, and every hold, booking and move goes through slot generation, so they are refused.
 */
import Holidays from 'date-holidays';
import type { DbConnection } from '../../db/db';

type Q = Pick<DbConnection, 'query'>;

/** The provider's country: every clinic of the demo is Australian (their `state` is the region). */
const COUNTRY = 'AU';

/** Public holidays per state and year: computed once each (a few states × the years of the horizon). */
const holidayCache = new Map<string, ReadonlySet<string>>();
const HOLIDAY_CACHE_LIMIT = 200;

/** The public holidays (`yyyy-MM-dd`) of a state in a year. */
export function publicHolidays(state: string, year: number): ReadonlySet<string> {
  const key = `${state}|${year}`;
  let days = holidayCache.get(key);
  if (!days) {
    const calendar = new Holidays(COUNTRY, state);
    const found = calendar.getHolidays(year) || [];
    days = new Set(found.filter((holiday) => holiday.type === 'public').map((holiday) => holiday.date.slice(0, 10)));
    if (holidayCache.size >= HOLIDAY_CACHE_LIMIT) holidayCache.clear();
    holidayCache.set(key, days);
  }
  return days;
}

/** Closed days of each clinic between two days (both included): public holidays and its own closures. */
export async function closedDays(
  db: Q,
  clinics: ReadonlyArray<{ slug: string; state: string }>,
  from: string,
  to: string,
): Promise<Map<string, Set<string>>> {
  const closed = new Map<string, Set<string>>(clinics.map((clinic) => [clinic.slug, new Set<string>()]));
  const years = [Number(from.slice(0, 4)), Number(to.slice(0, 4))];
  for (const clinic of clinics) {
    for (let year = years[0]!; year <= years[1]! && year - years[0]! < 2; year += 1) {
      for (const day of publicHolidays(clinic.state, year)) if (day >= from && day <= to) closed.get(clinic.slug)!.add(day);
    }
  }
  const rows = await db.query<{ clinic_slug: string; day: string }>(
    `select clinic_slug, day::text from clinic_closure where clinic_slug = any($1::text[]) and day between $2::date and $3::date`,
    [clinics.map((clinic) => clinic.slug), from, to],
  );
  for (const row of rows) closed.get(row.clinic_slug)?.add(row.day);
  return closed;
}
