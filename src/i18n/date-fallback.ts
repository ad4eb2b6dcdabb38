/**
 * Dates in a language the browser's Intl does not speak. Chromium ships no Macedonian date data:
 * `Intl.DateTimeFormat('mk')` resolves to en-US and writes "Tuesday, November 24". For such a
 * locale the i18n instance loads this chunk (on demand: only those pages pay for it) and formats
 * with date-fns and its locale data instead, in the zone the options name.
 */
import { formatInTimeZone } from 'date-fns-tz';
import type { Locale } from 'date-fns';
import { mk } from 'date-fns/locale/mk';

/** The shipped locales whose date data we carry ourselves. */
const LOCALES: Readonly<Record<string, Locale>> = { mk };

export function hasDateFallback(locale: string): boolean {
  return Object.hasOwn(LOCALES, locale);
}

/**
 * The date-fns pattern for Intl options, through the locale's own long formats (`PPPP`, `PP`,
 * `p`), so order and separators are the locale's: mk writes "вторник, 24 ноември 2026".
 */
export function patternFor(options: Intl.DateTimeFormatOptions = {}): string {
  const { dateStyle, timeStyle, weekday, day, month, year, hour, minute } = options;
  const styleDate = { full: 'PPPP', long: 'PPP', medium: 'PP', short: 'P' } as const;
  const styleTime = { full: 'pppp', long: 'ppp', medium: 'pp', short: 'p' } as const;
  let date = dateStyle ? styleDate[dateStyle] : '';
  if (!date && (day || month)) {
    if (weekday === 'long' && month === 'long') date = 'PPPP';
    else date = `${weekday ? (weekday === 'long' ? 'EEEE, ' : 'EEE, ') : ''}${month === 'long' ? 'PPP' : month === 'short' ? 'PP' : 'P'}`;
  } else if (!date && weekday) date = weekday === 'long' ? 'EEEE' : 'EEE';
  else if (!date && year) date = 'yyyy';
  const time = timeStyle ? styleTime[timeStyle] : hour || minute ? 'p' : '';
  const pattern = [date, time].filter(Boolean).join(' ');
  return pattern || 'P';
}

export function formatDateWithLocaleData(locale: string, value: Date | number, options: Intl.DateTimeFormatOptions = {}): string {
  const data = LOCALES[locale];
  if (!data) throw new Error(`no date data for ${locale}`);
  const timeZone = options.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return formatInTimeZone(value, timeZone, patternFor(options), { locale: data });
}
