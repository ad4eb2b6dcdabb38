/**
 * The confirmation's add-to-calendar file (RFC 5545): one event per booked exam, its times written
 * in the clinic's own zone (DTSTART;TZID=Australia/Sydney:…), with a VTIMEZONE carrying that zone's
 * offset at the appointment, so a calendar in Perth shows the Sydney appointment at the right hour.
 */
import type { CreatedItem } from '../../src/api/schemas/slots.schema';
import { dayInZone, offsetMinutes, timeInZone, zoneAbbreviation } from '../../src/slots/slot-time';

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

export function calendarFile(bookingKey: string, items: readonly CreatedItem[], now = new Date()): string {
  const booked = items.filter((item) => item.success);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//rad-widgets//booking//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  const zones = new Map<string, Date>();
  for (const item of booked) if (!zones.has(item.timeZone)) zones.set(item.timeZone, new Date(item.date));
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
  booked.forEach((item, index) => {
    const start = new Date(item.date);
    const end = new Date(item.endTime);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${bookingKey.toLowerCase()}-${index + 1}@rad-widgets`,
      `DTSTAMP:${utc(now)}`,
      `DTSTART;TZID=${item.timeZone}:${local(start, item.timeZone)}`,
      `DTEND;TZID=${item.timeZone}:${local(end, item.timeZone)}`,
      `SUMMARY:${text(`${item.examName}, ${item.clinicName}`)}`,
      `LOCATION:${text(item.clinicAddress)}`,
      ...(item.examNotes ? [`DESCRIPTION:${text(item.examNotes)}`] : []),
      'END:VEVENT',
    );
  });
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
