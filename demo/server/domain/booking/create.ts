/**
 * The appointment create and a pending booking's notice. The create runs in one transaction
 * holding each clinic's advisory lock (holds.ts), so two patients racing for one slot are served
 * one after the other: the first books, the second finds it busy (409; docs/rules.md#booking-one-winner).
 * The hold is consumed in the same transaction that creates the appointment.
 */
import { createHash } from 'node:crypto';
import type { CreatedAppointment, CreatedItem } from '../../../../src/api/schemas/slots.schema';
import type * as v from 'valibot';
import type { CreateAppointmentSchema } from '../../../../src/api/schemas/slots.schema';
import type { Db, DbConnection } from '../../db/db';
import { transaction } from '../../db/transaction';
import { ApiError } from '../../http/errors';
import { attachTemporaryDocuments } from '../../features/attachments/service';
import { DEMO_MESSAGE_CONTEXT, emailLocale, type MessageContext } from '../../features/notifications/service';
import { links, localeToStore, notify, type Sender } from '../../features/notifications/notify';
import { moveTemporaryAnswers } from '../../features/questionnaires/queries';
import { lockClinics, ownHold, randomKey } from './holds';
import { checkReferences } from './references';
import { checkOutcomes, localDay, temporaryOutcomes } from './outcomes';
import { refuseUnlessAnswered, requiredStatus } from './required-questionnaires';
import { freeSlotAt, type TakenTime } from './slots';
import { clinicAddressLine } from '../../../../src/api/clinic-address';

type Q = Pick<DbConnection, 'query'>;

export function emailHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

type CreateInput = v.InferOutput<typeof CreateAppointmentSchema>;

/**
 * Books what can be booked of the asked items in one transaction. An item whose slot is busy
 * carries `errorMessage`; when every item fails nothing is stored and the answer is 409 with the
 * items (docs/rules.md#booking-partial-success). A hold named by an item is consumed.
 */
export async function createAppointment(
  db: Db,
  input: CreateInput,
  now = new Date(),
  options: { pending?: boolean; message?: MessageContext; session?: string } = {},
): Promise<{ status: 201 | 409; body: CreatedAppointment }> {
  // A pending booking (the provider's application.pendingAppointments) is stored the same way and
  // keeps its times busy; staff confirm it. Its items and answer say PENDING.
  const status = options.pending ? ('PENDING' as const) : ('BOOKED' as const);
  const outcome = await transaction(db, async (tx) => {
    await lockClinics(
      tx,
      input.items.map((item) => item.clinicSlug),
    );
    await checkReferences(tx, input.items);
    const outcomes = await temporaryOutcomes(tx, input.bookingKey);
    checkOutcomes(outcomes, input.form);
    // An answer asked for a booking request (staff confirm): no appointment is made in its place.
    if (outcomes.bookingRequest) throw new ApiError(400, 'booking.enquiry_required', 'enquiry_required');
    // The safety questions of every exam are answered, and none said no, before anything is booked.
    const exams = input.items.map((item) => item.examSlug);
    refuseUnlessAnswered(await requiredStatus(tx, { temporaryKey: input.bookingKey ?? '' }, exams), 'book');
    const hash = emailHash(input.form.email);
    const results: Array<{ item: CreatedItem; holdId?: string; slug?: string }> = [];
    // The items this request has taken so far: a second item at the same time in a one-room
    // diary finds the first one there, as it would after the first was stored.
    const taken: TakenTime[] = [];
    for (const item of input.items) {
      const details = await itemDetails(tx, item.clinicSlug, item.examSlug);
      const early = outcomes.minDate !== null && localDay(item.start, details?.timeZone ?? 'UTC') < outcomes.minDate;
      // A hold counts as the booker's own only for the session that made it: a holdId someone else
      // learnt books nothing (issue 22 item 11), and the held time stays busy for them.
      const own = item.holdId ? await ownHold(tx, item.holdId, options.session ?? '', now) : undefined;
      const free = early ? undefined : await freeSlotAt(tx, { ...item, now, alsoBusy: taken, ...(own ? { ignoreHoldId: own.id } : {}) });
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
        ...(own ? { holdId: own.id } : {}),
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

/** What an answer item and its e-mail say of an exam at a clinic; `address` is the whole line (street, suburb, state, postcode). */
export async function itemDetails(db: Q, clinicSlug: string, examSlug: string) {
  const [row] = await db.query<{
    examName: string;
    modalityName: string;
    examNotes: string;
    clinicName: string;
    address: string;
    suburb: string;
    state: string;
    postcode: string;
    timeZone: string;
  }>(
    `select e.name as "examName", m.name as "modalityName", e.exam_notes as "examNotes",
            c.name as "clinicName", c.address, c.suburb, c.state, c.postcode, c.time_zone as "timeZone"
       from exam e join modality m on m.slug = e.modality_slug, clinic c
      where e.slug = $1 and c.slug = $2`,
    [examSlug, clinicSlug],
  );
  return row && { ...row, address: clinicAddressLine(row) };
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
 * Pending notifications (docs/rules.md#booking-pending): a pending booking's patient is told once, by e-mail and (with
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
