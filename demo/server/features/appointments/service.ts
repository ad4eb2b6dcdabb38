/**
 * Appointment summary, can-change, cancel and confirm (document 001 §3, §4). Cancel re-checks the
 * rules inside the transaction that writes, with the rows locked, so two tabs or a late click
 * cannot cancel inside the prior-minutes window.
 */
import { checkInStateOf, type CheckInState } from '../check-in/queries';
import type { Db, DbConnection } from '../../db/db';
import { transaction } from '../../db/transaction';
import { ApiError } from '../../http/errors';
import {
  cancelDecision,
  type AppointmentItem,
  type AppointmentSummary,
  type CanChangeAnswer,
  type CancelBodySchema,
  type ItemStatus,
} from '../../../../src/api/schemas/appointments.schema';
import type * as v from 'valibot';
import { findBooking, listItems, recordChange, type BookingRow, type ItemRow } from './queries';
import { canChange } from './rules';

const NO_CHECK_IN: CheckInState = {
  checkInPrepared: false,
  checkInPreparedSent: false,
  patientMedicareNumber: null,
  showGenderSelection: false,
};

function toItem(row: ItemRow, checkIn: CheckInState = NO_CHECK_IN): AppointmentItem {
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
  };
}

export function changeAnswer(booking: Pick<BookingRow, 'status'>, items: readonly ItemRow[], now = new Date()): CanChangeAnswer {
  const facts = {
    bookingStatus: booking.status,
    items: items.map((item) => ({ status: item.status as ItemStatus, startsAt: new Date(item.starts_at), walkIn: item.walk_in })),
    now,
  };
  return { cancel: canChange('cancel', facts), reschedule: canChange('reschedule', facts) };
}

export async function appointmentSummary(db: Pick<Db, 'query'>, bookingKey: string): Promise<AppointmentSummary> {
  const booking = await findBooking(db, bookingKey);
  if (!booking) throw new ApiError(404, 'No such appointment', 'not_found');
  const items = await listItems(db, bookingKey);
  const checkIn = await checkInStateOf(
    db,
    items.map((item) => item.slug),
  );
  return {
    bookingKey: booking.booking_key,
    status: booking.status,
    confirmed: booking.confirmed,
    resultsAvailable: booking.results_available,
    patient: { firstName: booking.first_name },
    items: items.map((item) => toItem(item, checkIn.get(item.slug))),
    canChange: changeAnswer(booking, items),
  };
}

async function lockBooking(connection: DbConnection, bookingKey: string): Promise<void> {
  await connection.query('select booking_key from appointment where booking_key = $1 for update', [bookingKey]);
}

export async function cancelBooking(db: Db, bookingKey: string, body: v.InferOutput<typeof CancelBodySchema>): Promise<AppointmentSummary> {
  await transaction(db, async (connection) => {
    await lockBooking(connection, bookingKey);
    const booking = await findBooking(connection, bookingKey);
    if (!booking) throw new ApiError(404, 'No such appointment', 'not_found');
    const items = await listItems(connection, bookingKey);
    const decision = cancelDecision(changeAnswer(booking, items).cancel);
    if (!decision.allowed) throw new ApiError(409, decision.messageKey, 'cancel_refused');
    const chosen = body.itemSlugs ? items.filter((item) => body.itemSlugs!.includes(item.slug)) : items;
    if (body.itemSlugs && chosen.length !== new Set(body.itemSlugs).size)
      throw new ApiError(400, 'Unknown appointment item', 'invalid_request');
    for (const item of chosen.filter((entry) => entry.status !== 'CANCELED')) {
      await connection.query(`update appointment_item set status = 'CANCELED' where slug = $1`, [item.slug]);
      await recordChange(connection, { bookingKey, itemSlug: item.slug, kind: 'CANCEL', reason: body.reason, note: body.note });
    }
    // The booking is cancelled when nothing of it is left.
    await connection.query(
      `update appointment set status = 'CANCELED' where booking_key = $1
         and not exists (select 1 from appointment_item where booking_key = $1 and status <> 'CANCELED')`,
      [bookingKey],
    );
  });
  return appointmentSummary(db, bookingKey);
}

export async function confirmBooking(db: Db, bookingKey: string): Promise<AppointmentSummary> {
  await transaction(db, async (connection) => {
    await lockBooking(connection, bookingKey);
    const booking = await findBooking(connection, bookingKey);
    if (!booking) throw new ApiError(404, 'No such appointment', 'not_found');
    if (changeAnswer(booking, await listItems(connection, bookingKey)).cancel.reason === 'APPOINTMENT_CANCELLED') {
      throw new ApiError(409, 'appointments.confirm_cancelled', 'confirm_refused');
    }
    if (booking.confirmed) return; // confirming twice changes nothing
    await connection.query('update appointment set confirmed_at = now() where booking_key = $1', [bookingKey]);
    await recordChange(connection, { bookingKey, kind: 'CONFIRM' });
  });
  return appointmentSummary(db, bookingKey);
}
