/**
 * Changes to a booking that exists: cancel, confirm and reschedule (docs/rules.md#change-windows), and the
 * can-change answer they all re-check inside their transaction, with the rows locked, so two tabs
 * or a late click cannot change a booking inside the prior-minutes window. The routes read the
 * booking's summary afterwards (features/appointments).
 */
import type * as v from 'valibot';
import type { CanChangeAnswer, CancelBodySchema, ItemStatus, RescheduleBody } from '../../../../src/api/schemas/appointments.schema';
import { cancelDecision, rescheduleDecision } from '../../../../src/api/schemas/appointments.schema';
import type { Db, DbConnection } from '../../db/db';
import { transaction } from '../../db/transaction';
import { ApiError } from '../../http/errors';
import {
  findBooking,
  findHold,
  listItems,
  patientEmail,
  recordChange,
  type BookingRow,
  type ItemRow,
} from '../../features/appointments/queries';
import { DEMO_MESSAGE_CONTEXT, emailLocale, type MessageContext } from '../../features/notifications/service';
import { links, notify, storedLocale } from '../../features/notifications/notify';
import { clinicAddressLine } from '../../../../src/api/clinic-address';
import { canChange, DEFAULT_CHANGE_RULES, type ChangeRules } from './change-window';
import { changeRulesOf } from './change-rules';
import { refuseUnlessAnswered, requiredStatus } from './required-questionnaires';
import { lockClinics } from './holds';
import { senderOf } from './create';
import { freeSlotAt } from './slots';

export function changeAnswer(
  booking: Pick<BookingRow, 'status'>,
  items: readonly ItemRow[],
  rules: ChangeRules = DEFAULT_CHANGE_RULES,
  now = new Date(),
): CanChangeAnswer {
  const facts = {
    bookingStatus: booking.status,
    items: items.map((item) => ({ status: item.status as ItemStatus, startsAt: new Date(item.starts_at), walkIn: item.walk_in })),
    now,
    ...rules,
  };
  return { cancel: canChange('cancel', facts), reschedule: canChange('reschedule', facts) };
}

async function lockBooking(connection: DbConnection, bookingKey: string): Promise<void> {
  await connection.query('select booking_key from appointment where booking_key = $1 for update', [bookingKey]);
}

export async function cancelBooking(db: Db, bookingKey: string, body: v.InferOutput<typeof CancelBodySchema>): Promise<void> {
  await transaction(db, (connection) => cancelInTransaction(connection, bookingKey, body));
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
  const decision = cancelDecision(changeAnswer(booking, items, await changeRulesOf(connection)).cancel);
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
 * Confirm: refused for a cancelled booking, while a REQUIRED_ON_CONFIRMATION questionnaire of the
 * booking's exams is unanswered (409 `questionnaires_required`: the widget asks them then), and
 * when one was answered with a denial (409 `denied`): the widget does not decide, the server does.
 */
export async function confirmBooking(db: Db, bookingKey: string): Promise<void> {
  await transaction(db, async (connection) => {
    await lockBooking(connection, bookingKey);
    const booking = await findBooking(connection, bookingKey);
    if (!booking) throw new ApiError(404, 'No such appointment', 'not_found');
    if (changeAnswer(booking, await listItems(connection, bookingKey)).cancel.reason === 'APPOINTMENT_CANCELLED') {
      throw new ApiError(409, 'appointments.confirm_cancelled', 'confirm_refused');
    }
    if (booking.confirmed) return; // confirming twice changes nothing
    const items = (await listItems(connection, bookingKey)).filter((item) => item.status !== 'CANCELED');
    const status = await requiredStatus(
      connection,
      { bookingKey },
      items.map((item) => item.exam_slug),
    );
    refuseUnlessAnswered(status, 'confirm');
    await connection.query('update appointment set confirmed_at = now() where booking_key = $1', [bookingKey]);
    await recordChange(connection, { bookingKey, kind: 'CONFIRM' });
  });
}

/**
 * Reschedule (docs/rules.md#change-reschedule-rules): moves one item to the slot the patient holds, in one transaction under the
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
  /** The session asking: only its own hold moves the item (issue 22 item 11). */
  session?: string,
): Promise<void> {
  await transaction(db, async (connection) => {
    await lockBooking(connection, bookingKey);
    const booking = await findBooking(connection, bookingKey);
    if (!booking) throw new ApiError(404, 'No such appointment', 'not_found');
    const items = await listItems(connection, bookingKey);
    const item = items.find((entry) => entry.slug === body.itemSlug);
    if (!item) throw new ApiError(404, 'No such appointment item', 'not_found');
    const rules = await changeRulesOf(connection);
    const decision = rescheduleDecision(changeAnswer(booking, items, rules, now).reschedule);
    if (!decision.allowed) throw new ApiError(409, decision.messageKey, 'reschedule_refused');
    if (item.status === 'CANCELED') throw new ApiError(409, 'message.reschedule_cancelled_appts', 'reschedule_refused');
    const found = await findHold(connection, body.holdId, now);
    const hold = found && (session === undefined || found.session_hash === session) ? found : undefined;
    if (!hold || hold.expired) throw new ApiError(409, 'appointments.reschedule_hold_expired', 'hold_expired');
    // The new time keeps out of the change window too: moved there, it could not be changed again.
    if (Date.parse(hold.starts_at) - now.getTime() < rules.priorMinutes * 60_000) {
      throw new ApiError(409, 'message.reschedule_prior_minutes', 'reschedule_refused');
    }
    // Another exam only when an answer of this booking asked for it (docs/rules.md#questionnaire-change-exam):
    // the claustrophobia rule's open MRI, never an exam the patient picked by hand.
    if (hold.exam_slug !== item.exam_slug && !(await outcomeChangedExamTo(connection, bookingKey, hold.exam_slug))) {
      throw new ApiError(400, 'appointments.reschedule_other_exam', 'invalid_request');
    }
    await lockClinics(connection, [hold.clinic_slug, item.clinic_slug]);
    const free = await freeSlotAt(connection, {
      clinicSlug: hold.clinic_slug,
      examSlug: hold.exam_slug,
      start: hold.starts_at,
      ignoreHoldId: hold.id,
      appointmentSlug: item.slug,
      changePriorMinutes: rules.priorMinutes,
      now,
    });
    if (!free) throw new ApiError(409, 'message.slot_unavailable', 'slot_unavailable');
    await connection.query('update appointment_item set clinic_slug = $2, starts_at = $3, ends_at = $4, exam_slug = $5 where slug = $1', [
      item.slug,
      hold.clinic_slug,
      free.slot.start,
      free.slot.end,
      hold.exam_slug,
    ]);
    await connection.query('delete from slot_hold where id = $1', [hold.id]);
    await recordChange(connection, { bookingKey, itemSlug: item.slug, kind: 'RESCHEDULE', previousStartsAt: item.starts_at });
    await sendRescheduled(connection, bookingKey, item, free, message);
  });
}

/** True when a saved answer of this booking (not a denial) changed its exam to `examSlug`. */
async function outcomeChangedExamTo(connection: DbConnection, bookingKey: string, examSlug: string): Promise<boolean> {
  const rows = await connection.query(
    `select 1 from questionnaire_answer where booking_key = $1 and outcome ->> 'newExamSlug' = $2
        and not coalesce((outcome ->> 'denied')::boolean, false) limit 1`,
    [bookingKey, examSlug],
  );
  return rows.length > 0;
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
  free: { slot: { start: string }; timeZone: string; clinicName: string; exam: { name: string } },
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
      examName: free.exam.name,
      // The whole address, as the confirmation gives it: a mail or map app can find the clinic.
      clinicName: `${free.clinicName} (${clinicAddressLine(item)})`,
      date,
      link: links.appointment(message.origin, bookingKey),
    },
  });
}
