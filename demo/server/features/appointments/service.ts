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
  type RescheduleBody,
  rescheduleDecision,
} from '../../../../src/api/schemas/appointments.schema';
import type * as v from 'valibot';
import { lockClinics, senderOf } from '../booking/appointments';
import { links, notify, storedLocale } from '../notifications/notify';
import { loadForBooking } from '../questionnaires/service';
import { freeSlotAt } from '../booking/slots';
import { DEMO_MESSAGE_CONTEXT, emailLocale, type MessageContext } from '../notifications/service';
import { findBooking, findHold, listItems, patientEmail, recordChange, rescheduledFrom, type BookingRow, type ItemRow } from './queries';
import { canChange } from './rules';

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
  const moved = await rescheduledFrom(db, bookingKey);
  return {
    bookingKey: booking.booking_key,
    status: booking.status,
    confirmed: booking.confirmed,
    resultsAvailable: booking.results_available,
    patient: { firstName: booking.first_name },
    items: items.map((item) => toItem(item, checkIn.get(item.slug), moved.get(item.slug) ?? null)),
    canChange: changeAnswer(booking, items),
  };
}

async function lockBooking(connection: DbConnection, bookingKey: string): Promise<void> {
  await connection.query('select booking_key from appointment where booking_key = $1 for update', [bookingKey]);
}

export async function cancelBooking(db: Db, bookingKey: string, body: v.InferOutput<typeof CancelBodySchema>): Promise<AppointmentSummary> {
  await transaction(db, (connection) => cancelInTransaction(connection, bookingKey, body));
  return appointmentSummary(db, bookingKey);
}

/**
 * Cancels (all or some items of) a booking inside the caller's transaction, after the rule table
 * says yes with the rows locked. The cancel form and the cancellation questionnaire
 * (CANCEL_APPOINTMENT_PATIENT, features/questionnaires) both come here, so neither can cancel
 * inside the prior-minutes window, and both cancel the items, free their times and record why.
 */
export async function cancelInTransaction(
  connection: DbConnection,
  bookingKey: string,
  body: { reason: string; note?: string | null; itemSlugs?: readonly string[] | undefined },
): Promise<void> {
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
    await recordChange(connection, { bookingKey, itemSlug: item.slug, kind: 'CANCEL', reason: body.reason, note: body.note ?? null });
  }
  // The booking is cancelled when nothing of it is left.
  await connection.query(
    `update appointment set status = 'CANCELED' where booking_key = $1
       and not exists (select 1 from appointment_item where booking_key = $1 and status <> 'CANCELED')`,
    [bookingKey],
  );
}

/**
 * Confirm: refused for a cancelled booking, and while a REQUIRED_ON_CONFIRMATION questionnaire of
 * the booking's exam is unanswered (the widget asks them first; the server does not trust it to).
 */
export async function confirmBooking(db: Db, bookingKey: string): Promise<AppointmentSummary> {
  const required = await loadForBooking(db, { scope: 'APPOINTMENT', bookingKey }, ['REQUIRED_ON_CONFIRMATION']);
  const answered = new Set(required.examQuestionnaireAnswers.map((answer) => answer.questionnaireId));
  const missing = required.questionnaires.filter((record) => !answered.has(record.questionnaireId));
  await transaction(db, async (connection) => {
    await lockBooking(connection, bookingKey);
    const booking = await findBooking(connection, bookingKey);
    if (!booking) throw new ApiError(404, 'No such appointment', 'not_found');
    if (changeAnswer(booking, await listItems(connection, bookingKey)).cancel.reason === 'APPOINTMENT_CANCELLED') {
      throw new ApiError(409, 'appointments.confirm_cancelled', 'confirm_refused');
    }
    if (booking.confirmed) return; // confirming twice changes nothing
    if (missing.length > 0) throw new ApiError(409, 'appointments.confirm_questionnaires_required', 'questionnaires_required');
    await connection.query('update appointment set confirmed_at = now() where booking_key = $1', [bookingKey]);
    await recordChange(connection, { bookingKey, kind: 'CONFIRM' });
  });
  return appointmentSummary(db, bookingKey);
}

/**
 * Reschedule (001 §4): moves one item to the slot the patient holds, in one transaction under the
 * booking's row lock and the clinics' diary locks (the same locks a new booking takes): the rule
 * table is checked again (prior-minutes window, walk-in, cancelled), the hold must be live and for
 * the item's exam, the slot must still be free (the hold itself and the item's own time aside);
 * then the item moves, the hold is consumed, the old time is free for others, and the change is
 * recorded with the time it moved from. Any refusal changes nothing.
 */
export async function rescheduleItem(
  db: Db,
  bookingKey: string,
  body: RescheduleBody,
  now = new Date(),
  message: MessageContext = DEMO_MESSAGE_CONTEXT,
): Promise<AppointmentSummary> {
  await transaction(db, async (connection) => {
    await lockBooking(connection, bookingKey);
    const booking = await findBooking(connection, bookingKey);
    if (!booking) throw new ApiError(404, 'No such appointment', 'not_found');
    const items = await listItems(connection, bookingKey);
    const item = items.find((entry) => entry.slug === body.itemSlug);
    if (!item) throw new ApiError(404, 'No such appointment item', 'not_found');
    const decision = rescheduleDecision(changeAnswer(booking, items, now).reschedule);
    if (!decision.allowed) throw new ApiError(409, decision.messageKey, 'reschedule_refused');
    if (item.status === 'CANCELED') throw new ApiError(409, 'message.reschedule_cancelled_appts', 'reschedule_refused');
    const hold = await findHold(connection, body.holdId, now);
    if (!hold || hold.expired) throw new ApiError(409, 'appointments.reschedule_hold_expired', 'hold_expired');
    if (hold.exam_slug !== item.exam_slug) throw new ApiError(400, 'The reserved time is for another exam', 'invalid_request');
    await lockClinics(connection, [hold.clinic_slug, item.clinic_slug]);
    const free = await freeSlotAt(connection, {
      clinicSlug: hold.clinic_slug,
      examSlug: item.exam_slug,
      start: hold.starts_at,
      ignoreHoldId: hold.id,
      appointmentSlug: item.slug,
      now,
    });
    if (!free) throw new ApiError(409, 'message.slot_unavailable', 'slot_unavailable');
    await connection.query('update appointment_item set clinic_slug = $2, starts_at = $3, ends_at = $4 where slug = $1', [
      item.slug,
      hold.clinic_slug,
      free.slot.start,
      free.slot.end,
    ]);
    await connection.query('delete from slot_hold where id = $1', [hold.id]);
    await recordChange(connection, { bookingKey, itemSlug: item.slug, kind: 'RESCHEDULE', previousStartsAt: item.starts_at });
    await sendRescheduled(connection, bookingKey, item, free, message);
  });
  return appointmentSummary(db, bookingKey);
}

/**
 * The patient hears of the new time by e-mail, in the same transaction (never mailed unless stored):
 * the `appointment_rescheduled` template in the page's language, the time in the clinic's zone, with
 * the absolute link to the booking (a patient opens it from a mail app).
 */
async function sendRescheduled(
  connection: DbConnection,
  bookingKey: string,
  item: ItemRow,
  free: { slot: { start: string }; timeZone: string; clinicName: string },
  message: MessageContext,
): Promise<void> {
  const patient = await patientEmail(connection, bookingKey);
  if (!patient?.email) return;
  // In the language stored with the booking (else the page's, else the provider's).
  const lang = (await storedLocale(connection, bookingKey)) ?? message.lang;
  const date = new Intl.DateTimeFormat(emailLocale(lang), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: free.timeZone,
    timeZoneName: 'short',
  }).format(new Date(free.slot.start));
  await notify(connection, senderOf(message), {
    template: 'appointment_rescheduled',
    to: patient.email,
    kind: 'direct',
    bookingKey,
    lang: message.lang,
    values: {
      patientFirstName: patient.first_name,
      examName: item.exam_name,
      clinicName: free.clinicName,
      date,
      link: links.appointment(message.origin, bookingKey),
    },
  });
}
