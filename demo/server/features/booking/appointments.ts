/**
 * Holds, booking keys and the appointment create (issue 12, spec 001 §4 Booking). Every change to
 * a clinic's diary happens in one transaction holding that clinic's advisory lock, so two patients
 * racing for one slot are served one after the other: the first books, the second finds it busy
 * (409). The hold is consumed in the same transaction that creates the appointment.
 */
import { createHash, randomBytes } from 'node:crypto';
import { SLOT_HOLD_MINUTES_DEFAULT } from '../../../../src/constants';
import type { CreatedAppointment, CreatedItem } from '../../../../src/api/schemas/slots.schema';
import type * as v from 'valibot';
import type { CreateAppointmentSchema } from '../../../../src/api/schemas/slots.schema';
import type { Db, DbConnection } from '../../db/db';
import { transaction } from '../../db/transaction';
import { ApiError } from '../../http/errors';
import { attachTemporaryDocuments, moveTemporaryDocuments } from '../attachments/service';
import { DEMO_MESSAGE_CONTEXT, emailLocale, type MessageContext } from '../notifications/service';
import { links, localeToStore, notify, type Sender } from '../notifications/notify';
import { moveTemporaryAnswers } from '../questionnaires/service';
import { freeSlotAt, type TakenTime } from './slots';

type Q = Pick<DbConnection, 'query'>;

export function randomKey(bytes: number): string {
  return randomBytes(bytes).toString('base64url').replace(/_/g, '-');
}

/** Also taken by a reschedule (features/appointments), so a moved appointment and a new booking queue for the same diary. */
export async function lockClinics(db: Q, clinicSlugs: string[]): Promise<void> {
  // Sorted, so two creates naming the same clinics in another order cannot deadlock.
  for (const slug of [...new Set(clinicSlugs)].sort()) {
    await db.query('select pg_advisory_xact_lock(hashtext($1))', [`rad-slot:${slug}`]);
  }
}

export interface HoldInput {
  clinicSlug: string;
  examSlug: string;
  start: string;
}

/** Reserves a free slot for SLOT_HOLD_MINUTES_DEFAULT minutes; 409 `slot_unavailable` when it is not free. */
export function createHold(db: Db, input: HoldInput, now = new Date(), minutes = SLOT_HOLD_MINUTES_DEFAULT) {
  return transaction(db, async (tx) => {
    await lockClinics(tx, [input.clinicSlug]);
    await tx.query('delete from slot_hold where expires_at < $1', [now.toISOString()]);
    const free = await freeSlotAt(tx, { ...input, now });
    if (!free) throw new ApiError(409, 'This time is no longer available', 'slot_unavailable');
    const id = randomKey(18);
    const expiresAt = new Date(now.getTime() + minutes * 60_000).toISOString();
    await tx.query(
      `insert into slot_hold (id, clinic_slug, exam_slug, modality_slug, starts_at, ends_at, expires_at) values ($1, $2, $3, $4, $5, $6, $7)`,
      [id, input.clinicSlug, input.examSlug, free.exam.modalitySlug, free.slot.start, free.slot.end, expiresAt],
    );
    return { holdId: id, clinicSlug: input.clinicSlug, examSlug: input.examSlug, start: free.slot.start, end: free.slot.end, expiresAt };
  });
}

/** Renews a live hold; 409 `hold_expired` when it has run out or is unknown (the slot may be someone else's now). */
export async function renewHold(db: Db, holdId: string, now = new Date(), minutes = SLOT_HOLD_MINUTES_DEFAULT) {
  const expiresAt = new Date(now.getTime() + minutes * 60_000).toISOString();
  const rows = await db.query<{ id: string }>(`update slot_hold set expires_at = $3 where id = $1 and expires_at > $2 returning id`, [
    holdId,
    now.toISOString(),
    expiresAt,
  ]);
  if (rows.length === 0) throw new ApiError(409, 'The reserved time ran out', 'hold_expired');
  return { holdId, expiresAt };
}

export async function releaseHold(db: Db, holdId: string): Promise<void> {
  await db.query('delete from slot_hold where id = $1', [holdId]);
}

/** A new booking key for a booking being made (temporary answers and documents wait under it). */
export async function issueBookingKey(db: Q): Promise<{ bookingKey: string }> {
  const bookingKey = `BK-${randomKey(18)}`;
  await db.query('insert into issued_booking_key (booking_key) values ($1)', [bookingKey]);
  return { bookingKey };
}

/**
 * Moves everything kept under a temporary booking key to another key, in one call: questionnaire
 * answers and the temporary documents (referral uploaded before booking, issue 13's attachments).
 */
export async function moveTemporaryRecords(db: Q, from: string, to: string): Promise<{ questionnaires: number; documents: number }> {
  const rows = await db.query<{ id: number }>(
    `update questionnaire_answer set temporary_key = $2 where temporary_key = $1 and scope = 'TEMPORARY' returning id`,
    [from, to],
  );
  const documents = await moveTemporaryDocuments(db, from, to);
  return { questionnaires: rows.length, documents };
}

export function emailHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

type CreateInput = v.InferOutput<typeof CreateAppointmentSchema>;

/** What the outcomes of the answers kept under a booking key ask of the booking (001 §4 Questionnaires). */
export interface TemporaryOutcomes {
  denied: boolean;
  minDate: string | null;
  medicareNumberRequired: boolean;
  validationCodeRequired: boolean;
  /** A CREATE_BOOKING_REQUEST outcome: staff must confirm, so only a booking request may be made. */
  bookingRequest: boolean;
}

/**
 * The merged outcomes of the questionnaires answered before the booking existed: the server keeps
 * to them whatever the browser sends (a denied booking is never made, a required Medicare number is
 * required, no time before the minimum date).
 */
export async function temporaryOutcomes(db: Q, key: string | undefined): Promise<TemporaryOutcomes> {
  const merged: TemporaryOutcomes = {
    denied: false,
    minDate: null,
    medicareNumberRequired: false,
    validationCodeRequired: false,
    bookingRequest: false,
  };
  if (!key) return merged;
  const rows = await db.query<{ outcome: Record<string, unknown> }>(
    `select outcome from questionnaire_answer where temporary_key = $1 and scope = 'TEMPORARY'`,
    [key],
  );
  for (const { outcome } of rows) {
    if (outcome.denied === true) merged.denied = true;
    if (outcome.medicareNumberRequired === true) merged.medicareNumberRequired = true;
    if (outcome.validationCodeRequired === true) merged.validationCodeRequired = true;
    if (outcome.bookingRequest) merged.bookingRequest = true;
    const min = outcome.restrictMinDate;
    if (typeof min === 'string' && (!merged.minDate || min > merged.minDate)) merged.minDate = min;
  }
  return merged;
}

/** Refuses a booking the answers do not allow; answers the minimum date the items must keep to. */
export function checkOutcomes(outcomes: TemporaryOutcomes, form: Pick<CreateInput['form'], 'medicareNumber' | 'validationCode'>): void {
  if (outcomes.denied) throw new ApiError(403, 'booking.denied_by_answers', 'booking_denied');
  if (outcomes.medicareNumberRequired && !form.medicareNumber) throw new ApiError(400, 'check_in.medicare_required', 'medicare_required');
  if (outcomes.validationCodeRequired && !form.validationCode)
    throw new ApiError(400, 'booking_form.validation_code_required', 'validation_code_required');
}

/** The clinic-local day of an instant. */
export function localDay(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
}

/**
 * Books what can be booked of the asked items in one transaction. An item whose slot is busy
 * carries `errorMessage`; when every item fails nothing is stored and the answer is 409 with the
 * items (001 §4: "the booking fails if all items fail"). A hold named by an item is consumed.
 */
export async function createAppointment(
  db: Db,
  input: CreateInput,
  now = new Date(),
  options: { pending?: boolean; message?: MessageContext } = {},
): Promise<{ status: 201 | 409; body: CreatedAppointment }> {
  // A pending booking (the provider's application.pendingAppointments) is stored the same way and
  // keeps its times busy; staff confirm it. Its items and answer say PENDING.
  const status = options.pending ? ('PENDING' as const) : ('BOOKED' as const);
  const outcome = await transaction(db, async (tx) => {
    await lockClinics(
      tx,
      input.items.map((item) => item.clinicSlug),
    );
    const outcomes = await temporaryOutcomes(tx, input.bookingKey);
    checkOutcomes(outcomes, input.form);
    // An answer asked for a booking request (staff confirm): no appointment is made in its place.
    if (outcomes.bookingRequest) throw new ApiError(400, 'booking.enquiry_required', 'enquiry_required');
    const hash = emailHash(input.form.email);
    const results: Array<{ item: CreatedItem; holdId?: string; slug?: string }> = [];
    // The items this request has taken so far: a second item at the same time in a one-room
    // diary finds the first one there, as it would after the first was stored.
    const taken: TakenTime[] = [];
    for (const item of input.items) {
      const details = await itemDetails(tx, item.clinicSlug, item.examSlug);
      const early = outcomes.minDate !== null && localDay(item.start, details?.timeZone ?? 'UTC') < outcomes.minDate;
      const free = early
        ? undefined
        : await freeSlotAt(tx, { ...item, now, alsoBusy: taken, ...(item.holdId ? { ignoreHoldId: item.holdId } : {}) });
      if (free)
        taken.push({ clinicSlug: item.clinicSlug, modalitySlug: free.exam.modalitySlug, start: free.slot.start, end: free.slot.end });
      const base = {
        examName: details?.examName ?? item.examSlug,
        modalityName: details?.modalityName ?? '',
        clinicName: details?.clinicName ?? item.clinicSlug,
        clinicSlug: item.clinicSlug,
        clinicAddress: details?.address ?? '',
        timeZone: details?.timeZone ?? 'UTC',
        examNotes: details?.examNotes ?? '',
        patientEmailHash: hash,
      };
      if (!free) {
        results.push({
          item: {
            ...base,
            success: false,
            errorMessage: early ? 'booking.slot_error_too_early' : 'message.slot_unavailable',
            date: item.start,
            endTime: item.start,
          },
        });
        continue;
      }
      results.push({
        item: { ...base, success: true, errorMessage: null, date: free.slot.start, endTime: free.slot.end },
        ...(item.holdId ? { holdId: item.holdId } : {}),
      });
    }
    const booked = results.filter((result) => result.item.success);
    if (booked.length === 0)
      return { status: 409 as const, body: { bookingKey: null, status: 'FAILED' as const, items: results.map((r) => r.item) } };

    const bookingKey = await bookingKeyFor(tx, input.bookingKey);
    const [patient] = await tx.query<{ id: number }>(
      `insert into patient (first_name, last_name, date_of_birth, email, phone) values ($1, $2, $3, $4, $5) returning id`,
      [input.form.firstName, input.form.lastName, input.form.dateOfBirth, input.form.email, input.form.contactNumber || null],
    );
    await tx.query(
      `insert into appointment (booking_key, patient_id, status, medicare_number, validation_code, locale) values ($1, $2, $5, $3, $4, $6)`,
      [bookingKey, patient!.id, input.form.medicareNumber ?? null, input.form.validationCode ?? null, status, localeToStore(input.locale)],
    );
    for (const [index, result] of booked.entries()) {
      const item = input.items[results.indexOf(result)]!;
      await tx.query(
        `insert into appointment_item (slug, booking_key, clinic_slug, exam_slug, starts_at, ends_at, status) values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          `${bookingKey.toLowerCase()}-${index + 1}`,
          bookingKey,
          item.clinicSlug,
          item.examSlug,
          result.item.date,
          result.item.endTime,
          status,
        ],
      );
      if (result.holdId) await tx.query('delete from slot_hold where id = $1', [result.holdId]);
    }
    if (input.bookingKey) {
      await moveTemporaryAnswers(tx, input.bookingKey, bookingKey, 'APPOINTMENT');
      await attachTemporaryDocuments(tx, input.bookingKey, { type: 'APPOINTMENT', key: bookingKey });
      await tx.query('delete from issued_booking_key where booking_key = $1', [input.bookingKey]);
    }
    const items = results.map((r) => r.item);
    // In the same transaction: a booking is never stored without its confirmation, nor mailed without being stored.
    if (status === 'BOOKED') await sendConfirmation(tx, input.form, bookingKey, items, options.message ?? DEMO_MESSAGE_CONTEXT);
    return { status: 201 as const, body: { bookingKey, status, items } };
  });
  return outcome;
}

/** The issued, unused key the browser had in use, else a fresh one (a key is never chosen by the caller). */
export async function bookingKeyFor(db: Q, asked: string | undefined): Promise<string> {
  if (asked) {
    const [issued] = await db.query('select 1 from issued_booking_key where booking_key = $1', [asked]);
    const [used] = await db.query(
      'select 1 from appointment where booking_key = $1 union all select 1 from booking_request where booking_key = $1',
      [asked],
    );
    if (issued && !used) return asked;
  }
  return `BK-${randomKey(18)}`;
}

export async function itemDetails(db: Q, clinicSlug: string, examSlug: string) {
  const [row] = await db.query<{
    examName: string;
    modalityName: string;
    examNotes: string;
    clinicName: string;
    address: string;
    timeZone: string;
  }>(
    `select e.name as "examName", m.name as "modalityName", e.exam_notes as "examNotes",
            c.name as "clinicName", c.address, c.time_zone as "timeZone"
       from exam e join modality m on m.slug = e.modality_slug, clinic c
      where e.slug = $1 and c.slug = $2`,
    [examSlug, clinicSlug],
  );
  return row;
}

/**
 * The booked exams in the `appointment_confirmation` template, in the page's language, each time in
 * its clinic's zone, with the absolute link to the appointment (a patient opens it from a mail app).
 */
async function sendConfirmation(
  db: Q,
  form: CreateInput['form'],
  bookingKey: string,
  items: CreatedItem[],
  message: MessageContext,
): Promise<void> {
  const booked = items.filter((item) => item.success);
  const format = (item: CreatedItem) =>
    new Intl.DateTimeFormat(emailLocale(message.lang), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: item.timeZone,
      timeZoneName: 'short',
    }).format(new Date(item.date));
  // Transactional: it holds the appointment's link, so it goes even after an opt-out.
  await notify(db, senderOf(message), {
    template: 'appointment_confirmation',
    to: form.email,
    kind: 'transactional',
    bookingKey,
    lang: message.lang,
    values: {
      patientFirstName: form.firstName,
      examName: booked.map((item) => item.examName).join(', '),
      clinicName: [...new Set(booked.map((item) => `${item.clinicName} (${item.clinicAddress})`))].join('; '),
      date: booked.map(format).join('; '),
      link: links.appointment(message.origin, bookingKey),
    },
  });
}

/** The sender of a request's messages: its public origin, the provider's name and language. */
export function senderOf(message: MessageContext): Sender {
  return { origin: message.origin, radiologyName: message.radiologyName, defaultLang: message.lang };
}

/**
 * Pending notifications (spec 001 §7): a pending booking's patient is told once, by e-mail and (with
 * a phone) SMS, that the times are kept and staff will confirm them. 404 for a booking that is not
 * pending; a repeat sends nothing (`sent: 0`).
 *
 * The messages are the `booking_pending` templates in `lang` (the page's locale; no locale is stored
 * with a booking), and their link is absolute: a patient opens it from a mail or phone app, where a
 * relative `/appointments/…` leads nowhere.
 */
export async function sendPendingNotifications(
  db: Db,
  bookingKey: string,
  request: { origin: string; lang: string; radiologyName: string },
): Promise<{ sent: number }> {
  return transaction(db, async (tx) => {
    const [row] = await tx.query<{ first_name: string; email: string | null; phone: string | null; notified: boolean }>(
      `select p.first_name, p.email, p.phone, a.pending_notified_at is not null as notified
         from appointment a join patient p on p.id = a.patient_id
        where a.booking_key = $1 and a.status = 'PENDING' for update of a`,
      [bookingKey],
    );
    if (!row) throw new ApiError(404, 'No pending booking with this key', 'not_found');
    if (row.notified) return { sent: 0 };
    const values = { patientFirstName: row.first_name, link: links.appointment(request.origin, bookingKey) };
    const sender = senderOf(request);
    const message = { bookingKey, lang: request.lang, values, kind: 'direct' as const };
    let sent = 0;
    if (row.email) {
      await notify(tx, sender, { ...message, template: 'booking_pending', to: row.email });
      sent += 1;
    }
    if (row.phone) {
      await notify(tx, sender, { ...message, template: 'booking_pending_sms', to: row.phone, channel: 'sms' });
      sent += 1;
    }
    await tx.query('update appointment set pending_notified_at = now() where booking_key = $1', [bookingKey]);
    return { sent };
  });
}
