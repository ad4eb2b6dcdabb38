/**
 * Clinic-time helpers of the slot grid: every time is shown in the clinic's own zone (a patient in
 * Perth booking a Sydney clinic sees Sydney time), labelled with the zone's abbreviation when it
 * differs from the browser's. Pure functions of an instant and zone names, so the daylight-saving
 * tests run on a frozen clock in Node.
 */
import { dayInZone, timeInZone } from '../i18n/dates';
import type { ClinicSlots, Slot } from '../api/schemas/slots.schema';
import { dateTimeFormat } from '../i18n/message-format';

export { dayInZone, instantInZone, timeInZone } from '../i18n/dates';

/** The browser's zone (Intl knows it; a test passes its own). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Short zone name of an instant in a zone, in the locale ("AEDT", "AEST", "ACDT", "AWST"; "GMT+11" where a locale has no name). */
export function zoneAbbreviation(instant: Date, timeZone: string, locale = 'en-AU'): string {
  const part = dateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** UTC offset of a zone at an instant, in minutes (Sydney in January: 660). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const local = `${dayInZone(instant, timeZone)}T${timeInZone(instant, timeZone)}:00Z`;
  const seconds = instant.getUTCSeconds() * 1000 + instant.getUTCMilliseconds();
  return Math.round((Date.parse(local) - (instant.getTime() - seconds)) / 60_000);
}

/**
 * Whether a clinic's time needs its zone named: the clinic's wall clock differs from the browser's
 * at that instant. Brisbane beside Sydney differs from October to April (AEST against AEDT) and
 * not in winter, when both read AEST.
 */
export function zoneDiffers(instant: Date, clinicZone: string, browserZone = browserTimeZone()): boolean {
  if (clinicZone === browserZone) return false;
  return offsetMinutes(instant, clinicZone) !== offsetMinutes(instant, browserZone);
}

/** `yyyy-MM-dd` plus n days (calendar arithmetic, no zone involved). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** ISO weekday (1 Monday … 7 Sunday) of a calendar day. */
export function weekdayOf(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  return addDays(day, 1 - weekdayOf(day));
}

export type SlotsView = 'WEEK' | 'MONTH';

/**
 * The days a view shows, whole weeks from Monday: WEEK one week from the week start; MONTH the
 * weeks covering the start's calendar month (up to six rows).
 */
export function viewDays(start: string, view: SlotsView): string[] {
  if (view === 'WEEK') return Array.from({ length: 7 }, (_, i) => addDays(mondayOf(start), i));
  const first = `${start.slice(0, 8)}01`;
  const nextMonth = new Date(Date.UTC(Number(start.slice(0, 4)), Number(start.slice(5, 7)), 1)).toISOString().slice(0, 10);
  const days: string[] = [];
  for (let day = mondayOf(first); day < nextMonth || weekdayOf(day) !== 1; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The start of the previous or next page of a view. */
export function shiftView(start: string, view: SlotsView, direction: -1 | 1): string {
  if (view === 'WEEK') return addDays(mondayOf(start), 7 * direction);
  const month = new Date(Date.UTC(Number(start.slice(0, 4)), Number(start.slice(5, 7)) - 1 + direction, 1));
  return month.toISOString().slice(0, 10);
}

/** Times of day (the `timeOfDay` query, a comma list): morning before 12:00, afternoon to 17:00, evening after. */
export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export function timeOfDayOf(time: string): TimeOfDay {
  if (time < '12:00') return 'morning';
  if (time < '17:00') return 'afternoon';
  return 'evening';
}

/** Reads the timeOfDay query value; unknown words are dropped, nothing left means every time. */
export function parseTimeOfDay(value: string | null | undefined): TimeOfDay[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part): part is TimeOfDay => (TIMES_OF_DAY as readonly string[]).includes(part));
}

export interface SlotFilter {
  timeOfDay?: readonly TimeOfDay[];
  /** `HH:mm` wall-clock bounds in the clinic's zone (the startTime and endTime query parameters). */
  startTime?: string;
  endTime?: string;
  /** No clinic-local day before this one (a questionnaire outcome's restrictMinDate). */
  minDate?: string | null;
}

/** A slot placed in its clinic's calendar. */
export interface PlacedSlot extends Slot {
  clinicSlug: string;
  clinicName: string;
  timeZone: string;
  /** Clinic-local day and time. */
  day: string;
  time: string;
  /** An enquiry slot: a preferred time for a booking request, nothing held. */
  enquiry?: boolean;
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant's clinic-local day and time in one formatter call (cached per zone): placing a
 * month's 2,000 slots this way costs a fraction of two pattern-based conversions per slot.
 */
export function wallClock(instant: Date, timeZone: string): { day: string; time: string } {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = dateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallClocks.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Every slot of the answer placed on its clinic-local day and time, filtered, sorted by time. */
export function placeSlots(clinics: readonly ClinicSlots[], filter: SlotFilter = {}): PlacedSlot[] {
  const placed: PlacedSlot[] = [];
  for (const clinic of clinics) {
    for (const slot of clinic.slots) {
      const { day, time } = wallClock(new Date(slot.start), clinic.timeZone);
      if (filter.timeOfDay && filter.timeOfDay.length > 0 && !filter.timeOfDay.includes(timeOfDayOf(time))) continue;
      if (filter.startTime && time < filter.startTime) continue;
      if (filter.endTime && time >= filter.endTime) continue;
      if (filter.minDate && day < filter.minDate) continue;
      placed.push({
        ...slot,
        clinicSlug: clinic.clinicSlug,
        clinicName: clinic.clinicName,
        timeZone: clinic.timeZone,
        day,
        time,
        ...(clinic.enquiry ? { enquiry: true } : {}),
      });
    }
  }
  return placed.sort((a, b) => a.start.localeCompare(b.start) || a.clinicName.localeCompare(b.clinicName));
}

/** Slots by clinic-local day. */
export function slotsByDay(slots: readonly PlacedSlot[]): Map<string, PlacedSlot[]> {
  const days = new Map<string, PlacedSlot[]>();
  for (const slot of slots) {
    const list = days.get(slot.day);
    if (list) list.push(slot);
    else days.set(slot.day, [slot]);
  }
  return days;
}

/**
 * A slot's complete accessible name: "Tuesday 14 October 2025, 9:30 am AEDT, Bondi Junction".
 * The zone is named whenever it differs from the browser's.
 */
export function slotLabel(slot: PlacedSlot, locale: string, browserZone = browserTimeZone()): string {
  const instant = new Date(slot.start);
  const date = dateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: slot.timeZone,
  }).format(instant);
  return `${date}, ${slotTime(slot, locale, browserZone)}, ${slot.clinicName}`;
}

/** The slot's time as shown on its button: "9:30 am", with " AEDT" when the zone differs. */
export function slotTime(slot: Pick<PlacedSlot, 'start' | 'timeZone'>, locale: string, browserZone = browserTimeZone()): string {
  const instant = new Date(slot.start);
  const time = dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: slot.timeZone }).format(instant);
  return zoneDiffers(instant, slot.timeZone, browserZone) ? `${time} ${zoneAbbreviation(instant, slot.timeZone, locale)}` : time;
}
