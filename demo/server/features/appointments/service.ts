/**
 * The appointment page's read model (`AppointmentSummarySchema`,
 * src/api/schemas/appointments.schema.ts): the booking, its items and what may change now. Every
 * change (cancel, confirm, reschedule) goes through the booking domain core
 * (domain/booking/changes.ts), which re-checks the same can-change rule in its transaction.
 */
import { checkInStateOf, type CheckInState } from '../check-in/queries';
import type { Db } from '../../db/db';
import { ApiError } from '../../http/errors';
import type { AppointmentItem, AppointmentSummary, ItemStatus } from '../../../../src/api/schemas/appointments.schema';
import { changeAnswer, changeRulesOf } from '../../domain/booking';
import { findBooking, listItems, rescheduledFrom, type ItemRow } from './queries';

const NO_CHECK_IN: CheckInState = {
  checkInPrepared: false,
  checkInPreparedSent: false,
  patientMedicareNumber: null,
  showGenderSelection: false,
};

function toItem(row: ItemRow, checkIn: CheckInState = NO_CHECK_IN, movedFrom: string | null = null): AppointmentItem {
  return {
    slug: row.slug,
    bookingKey: row.booking_key,
    status: row.status as ItemStatus,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    mobileLocationId: null,
    examDetails: {
      slug: row.exam_slug,
      name: row.exam_name,
      modalityName: row.modality_name,
      preparation: [row.exam_notes, row.notes].filter((text) => text.trim()).join('\n\n'),
      walkIn: row.walk_in,
    },
    clinic: {
      slug: row.clinic_slug,
      name: row.clinic_name,
      address: row.address,
      suburb: row.suburb,
      state: row.state,
      postcode: row.postcode,
      phone: row.phone,
      timeZone: row.time_zone,
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
    },
    // The item's digital check-in (features/check-in): prepared, sent, and what the form asks.
    ...checkIn,
    patientDetails: { medicareNumber: checkIn.patientMedicareNumber },
    rescheduledFrom: movedFrom,
  };
}

export async function appointmentSummary(db: Pick<Db, 'query'>, bookingKey: string): Promise<AppointmentSummary> {
  const booking = await findBooking(db, bookingKey);
  if (!booking) throw new ApiError(404, 'No such appointment', 'not_found');
  const items = await listItems(db, bookingKey);
  const checkIn = await checkInStateOf(
    db,
    items.map((item) => item.slug),
  );
  const moved = await rescheduledFrom(db, bookingKey);
  return {
    bookingKey: booking.booking_key,
    status: booking.status,
    confirmed: booking.confirmed,
    resultsAvailable: booking.results_available,
    patient: { firstName: booking.first_name },
    items: items.map((item) => toItem(item, checkIn.get(item.slug), moved.get(item.slug) ?? null)),
    canChange: changeAnswer(booking, items, await changeRulesOf(db)),
  };
}
