/**
 * Dates are shown in the clinic's time zone, not the browser's: a patient in Perth booking in
 * Sydney must see Sydney times. date-fns-tz does the zone arithmetic; Intl (through the page's
 * i18n formatter, `i18n.intl.value`) does the locale's names and order.
 */
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

/** What formatInClinicZone needs of a formatter: the page's i18n one, or a formatjs IntlShape. */
export interface DateFormatter {
  formatDate(value: Date | number, options?: Intl.DateTimeFormatOptions): string;
}

/** The calendar day (`yyyy-MM-dd`) of an instant in a zone. */
export function dayInZone(instant: Date, timeZone: string): string {
  return formatInTimeZone(instant, timeZone, 'yyyy-MM-dd');
}

/** The wall-clock time (`HH:mm`) of an instant in a zone. */
export function timeInZone(instant: Date, timeZone: string): string {
  return formatInTimeZone(instant, timeZone, 'HH:mm');
}

/** The instant of a wall-clock day and time in a zone (`2026-12-01`, `09:30`). */
export function instantInZone(day: string, time: string, timeZone: string): Date {
  return fromZonedTime(`${day}T${time}:00`, timeZone);
}

export type DateStyle = 'date' | 'long-date' | 'time' | 'date-time';

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  'long-date': { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit' },
  'date-time': { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
};

/** Localised text of an instant as seen in the clinic's zone. */
export function formatInClinicZone(intl: DateFormatter, instant: Date, timeZone: string, style: DateStyle): string {
  return intl.formatDate(instant, { ...STYLES[style], timeZone });
}
