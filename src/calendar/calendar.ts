/**
 * Add-to-calendar files (RFC 5545) for the booking confirmation (rad-booking) and the appointment
 * page (rad-appointments): one event per exam, its times written in the clinic's own zone
 * (DTSTART;TZID=Australia/Sydney:…), with a VTIMEZONE carrying that zone's offset at the
 * appointment, so a calendar in Perth shows the Sydney appointment at the right hour. Shared here
 * because a widget may not import another widget's internals.
 */
import type { CreatedItem } from '../api/schemas/slots.schema';
import { dayInZone, offsetMinutes, timeInZone, zoneAbbreviation } from '../slots/slot-time';

/** One appointment as a calendar event. */
export interface CalendarEvent {
  /** Unique and stable for this appointment, so a second download updates rather than duplicates. */
  uid: string;
  /** ISO instants. */
  start: string;
  end: string;
  /** The clinic's IANA zone. */
  timeZone: string;
  summary: string;
  location: string;
  description?: string;
  /** RFC 5545 SEQUENCE: a higher one than before tells a calendar this is an update of the same event. */
  sequence?: number;
}

/** Text values escape backslash, semicolon, comma and newlines. */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets fold onto continuation lines that start with a space. */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const length = new TextEncoder().encode(char).length;
    if (size + length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const local = (instant: Date, zone: string) =>
  `${dayInZone(instant, zone).replace(/-/g, '')}T${timeInZone(instant, zone).replace(':', '')}00`;
const utc = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function offset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

/** The calendar of a booking just made: its booked items (the booking confirmation). */
export function calendarFile(bookingKey: string, items: readonly CreatedItem[], now = new Date()): string {
  return calendarOf(
    items
      .filter((item) => item.success)
      .map((item, index) => ({
        uid: `${bookingKey.toLowerCase()}-${index + 1}@rad-widgets`,
        start: item.date,
        end: item.endTime,
        timeZone: item.timeZone,
        summary: `${item.examName}, ${item.clinicName}`,
        // Name and whole address, as the appointment page's file has them: a map app finds the place.
        location: `${item.clinicName}, ${item.clinicAddress}`,
        ...(item.examNotes ? { description: item.examNotes } : {}),
      })),
    now,
  );
}

/** A calendar file of the given events. */
export function calendarOf(events: readonly CalendarEvent[], now = new Date()): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//rad-widgets//booking//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  const zones = new Map<string, Date>();
  for (const event of events) if (!zones.has(event.timeZone)) zones.set(event.timeZone, new Date(event.start));
  for (const [zone, at] of zones) {
    const minutes = offset(offsetMinutes(at, zone));
    lines.push(
      'BEGIN:VTIMEZONE',
      `TZID:${zone}`,
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${minutes}`,
      `TZOFFSETTO:${minutes}`,
      `TZNAME:${zoneAbbreviation(at, zone)}`,
      'END:STANDARD',
      'END:VTIMEZONE',
    );
  }
  for (const event of events) {
    const start = new Date(event.start);
    const end = new Date(event.end);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      ...(event.sequence === undefined ? [] : [`SEQUENCE:${event.sequence}`]),
      `DTSTAMP:${utc(now)}`,
      `DTSTART;TZID=${event.timeZone}:${local(start, event.timeZone)}`,
      `DTEND;TZID=${event.timeZone}:${local(end, event.timeZone)}`,
      `SUMMARY:${text(event.summary)}`,
      `LOCATION:${text(event.location)}`,
      ...(event.description ? [`DESCRIPTION:${text(event.description)}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
