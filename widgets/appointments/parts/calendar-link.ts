import type { AppointmentItem } from '../../../src/api/schemas/appointments.schema';
import { clinicAddressLine } from '../../../src/api/clinic-address';
import { calendarOf } from '../../../src/calendar';

/**
 * The booking's exams still to come as an .ics file (a data: URL the link downloads), in each
 * clinic's own zone. Each event's UID is its item's slug and its SEQUENCE the minute of the
 * download, always higher than an earlier download's: a calendar that honours updates replaces the
 * old time after a reschedule instead of adding a second event.
 */
/** Minutes from 2020-01-01 keep the number small. */
const SEQUENCE_EPOCH_MINUTES = Date.UTC(2020, 0, 1) / 60_000;

export function calendarHref(items: readonly AppointmentItem[], now = new Date()): string | null {
  const events = items
    .filter((item) => item.status !== 'CANCELED')
    .map((item) => ({
      uid: `${item.slug}@rad-widgets`,
      sequence: Math.floor(now.getTime() / 60_000) - SEQUENCE_EPOCH_MINUTES,
      start: item.startsAt,
      end: item.endsAt,
      timeZone: item.clinic.timeZone,
      summary: `${item.examDetails.name}, ${item.clinic.name}`,
      location: `${item.clinic.name}, ${clinicAddressLine(item.clinic)}`,
      ...(item.examDetails.preparation ? { description: item.examDetails.preparation } : {}),
    }));
  if (events.length === 0) return null;
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(calendarOf(events, now))}`;
}
