/**
 * The one date-of-birth rule, shared by every form that asks for one (sign-in, check-in, booking,
 * patient details) and by the reference server, which checks every body with the same schema.
 *
 * A date of birth is a real calendar day between DATE_OF_BIRTH_EARLIEST and today. "Today" is the
 * person's own calendar day: in a browser that is the local day; on the server it is the latest
 * calendar day anywhere on Earth (UTC+14), so someone born today in Auckland is not refused by a
 * server in Sydney, while a day that has not begun anywhere is.
 */
import * as v from 'valibot';

/** Nobody alive was born earlier; older years are typing mistakes (1800 for 1980). */
export const DATE_OF_BIRTH_EARLIEST = '1900-01-01';
/** The zone furthest ahead of UTC (Line Islands, UTC+14), in minutes. */
const LATEST_ZONE_OFFSET_MINUTES = 14 * 60;

/** Day, month and year as typed into three fields. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

/** The problems a date of birth can have, as translation keys (they exist in every locale). */
export const DATE_OF_BIRTH_MESSAGES = {
  required: 'message.date_of_birth_required',
  incomplete: 'message.date_of_birth_incomplete',
  invalid: 'message.date_of_birth_invalid',
  future: 'message.date_of_birth_future',
} as const;

export type DateOfBirthProblem = (typeof DATE_OF_BIRTH_MESSAGES)[keyof typeof DATE_OF_BIRTH_MESSAGES];

/** `1985-02-31` passes an ISO format check; only a real calendar day passes this one. */
export function isCalendarDate(iso: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** `1985-03-27` from typed parts when they name a real calendar day, else null. */
export function isoFromDateParts(parts: DateParts): string | null {
  const [day, month, year] = [parts.day.trim(), parts.month.trim(), parts.year.trim()];
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return null;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(iso) ? iso : null;
}

/** The local calendar day of an instant, as ISO (the browser's own zone). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The latest calendar day anywhere at this instant: what a server may call "today" for a person it cannot locate. */
export function latestTodayOnEarth(now: Date = new Date()): string {
  return new Date(now.getTime() + LATEST_ZONE_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The problem with an ISO date of birth as of `today` (ISO), or null when it is acceptable. */
export function dateOfBirthProblem(iso: string, today: string): DateOfBirthProblem | null {
  if (iso.trim() === '') return DATE_OF_BIRTH_MESSAGES.required;
  if (!isCalendarDate(iso) || iso < DATE_OF_BIRTH_EARLIEST) return DATE_OF_BIRTH_MESSAGES.invalid;
  if (iso > today) return DATE_OF_BIRTH_MESSAGES.future;
  return null;
}

/** The problem with a date of birth typed into three fields, or null. */
export function dateOfBirthPartsProblem(parts: DateParts, today: string): DateOfBirthProblem | null {
  const filled = [parts.day, parts.month, parts.year].filter((part) => part.trim() !== '').length;
  if (filled === 0) return DATE_OF_BIRTH_MESSAGES.required;
  if (filled < 3) return DATE_OF_BIRTH_MESSAGES.incomplete;
  const iso = isoFromDateParts(parts);
  return iso ? dateOfBirthProblem(iso, today) : DATE_OF_BIRTH_MESSAGES.invalid;
}

/**
 * The valibot schema of a date of birth in a request body: `yyyy-MM-dd`, a real day, from
 * DATE_OF_BIRTH_EARLIEST to today. `today` is read on every check (a long-running server crosses
 * midnight); by default the latest day on Earth.
 */
export function dateOfBirthSchema(today: () => string = () => latestTodayOnEarth()) {
  return v.pipe(
    v.string(DATE_OF_BIRTH_MESSAGES.invalid),
    v.maxLength(10, DATE_OF_BIRTH_MESSAGES.invalid),
    v.check((iso) => dateOfBirthProblem(iso, today()) !== DATE_OF_BIRTH_MESSAGES.required, DATE_OF_BIRTH_MESSAGES.required),
    v.check((iso) => dateOfBirthProblem(iso, today()) !== DATE_OF_BIRTH_MESSAGES.invalid, DATE_OF_BIRTH_MESSAGES.invalid),
    v.check((iso) => dateOfBirthProblem(iso, today()) !== DATE_OF_BIRTH_MESSAGES.future, DATE_OF_BIRTH_MESSAGES.future),
  );
}

/** The server's date-of-birth field: the rule above, with today as the latest day on Earth. */
export const DateOfBirthSchema = dateOfBirthSchema();
