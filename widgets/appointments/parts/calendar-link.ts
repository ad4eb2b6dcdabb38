import type { AppointmentItem } from '../../../src/api/schemas/appointments.schema';
import { calendarOf } from '../../../src/calendar';

/**
 * The booking's exams still to come as an .ics file (a data: URL the link downloads), in each
 * clinic's own zone. Each event's UID is its item's slug, so downloading again after a reschedule
 * replaces the old time in the patient's calendar instead of adding a second one.
 */
export function calendarHref(items: readonly AppointmentItem[], now = new Date()): string | null {
  const events = items
    .filter((item) => item.status !== 'CANCELED')
    .map((item) => ({
      uid: `${item.slug}@rad-widgets`,
      start: item.startsAt,
      end: item.endsAt,
      timeZone: item.clinic.timeZone,
      summary: `${item.examDetails.name}, ${item.clinic.name}`,
      location: `${item.clinic.name}, ${item.clinic.address}, ${item.clinic.suburb} ${item.clinic.state} ${item.clinic.postcode}`,
      ...(item.examDetails.preparation ? { description: item.examDetails.preparation } : {}),
    }));
  if (events.length === 0) return null;
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(calendarOf(events, now))}`;
}
