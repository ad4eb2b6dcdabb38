/**
 * How the slot grid names calendar days. Calendar days are zone-free: each is formatted at noon
 * UTC so that no zone moves it to the day before or after.
 */
import { dateTimeFormat } from '../i18n/message-format';
import type { SlotsView } from './slot-time';

const noon = (day: string) => new Date(`${day}T12:00:00Z`);

export function weekdayName(day: string, locale: string, width: 'long' | 'short' | 'narrow'): string {
  return dateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(noon(day));
}

export function longDay(day: string, locale: string): string {
  return dateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(noon(day));
}

/** The month's name, or the week's first and last day as one range. */
export function rangeText(days: readonly string[], view: SlotsView, start: string, locale: string): string {
  if (view === 'MONTH') return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(noon(start));
  const format = dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return format.formatRange(noon(days[0]!), noon(days.at(-1)!));
}

/** The view's days as rows of a calendar (weeks of seven). */
export function weeksOf<T>(items: readonly T[], size = 7): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
