/**
 * Enquiries and the ways to reach the booking team: an enquiry succeeds if any item did
 * (docs/rules.md#booking-enquiries), a referrer's API key marks its enquiries
 * (docs/rules.md#booking-referrer-key), and the "call-centre email" and "callback request" calls are
 * in src/api/API.md#slots-holds-and-booking. An enquiry stores one booking request per exam with
 * the preferred time (nothing is held: staff confirm it), in one transaction with the answers and
 * documents that waited under its booking key and the e-mails.
 */
import { createHash } from 'node:crypto';
import type * as v from 'valibot';
import { SLOT_HORIZON_WEEKS, SLOT_MINIMUM_NOTICE_MINUTES } from '../../../../src/constants';
import type { CreatedAppointment, CreatedItem, CreateEnquirySchema } from '../../../../src/api/schemas/slots.schema';
import type { Db, DbConnection } from '../../db/db';
import { transaction } from '../../db/transaction';
import { ApiError } from '../../http/errors';
import { attachTemporaryDocuments } from '../../features/attachments/service';
import { sendToOutbox } from '../../features/outbox/queries';
import { links, localeToStore, notify } from '../../features/notifications/notify';
import { emailLocale, type MessageContext } from '../../features/notifications/service';
import { moveTemporaryAnswers } from '../../features/questionnaires/queries';
import { bookingKeyFor, emailHash, itemDetails, senderOf } from './create';
import { randomKey } from './holds';
import { checkOutcomes, localDay, temporaryOutcomes } from './outcomes';
import { closedDays } from './closures';

type Q = Pick<DbConnection, 'query'>;

/** The demo provider's booking team; a browser never chooses where these e-mails go. */
export const BOOKING_TEAM_EMAIL = 'bookings@harbourside-radiology.example';

/** The referrer a key belongs to (only its SHA-256 is stored); 403 for an unknown or revoked key. */
export async function referrerOf(db: Q, apiKey: string): Promise<{ id: number; name: string }> {
  const hash = createHash('sha256').update(apiKey).digest('hex');
  const [row] = await db.query<{ id: number | string; name: string }>(
    'select id, name from referrer_api_key where api_key_hash = $1 and not revoked',
    [hash],
  );
  // 403, not 401: a 401 would sign the patient's browser out (docs/rules.md#booking-referrer-key), and no session is wrong here.
  if (!row) throw new ApiError(403, 'booking.referrer_key_invalid', 'invalid_api_key');
  return { id: Number(row.id), name: row.name };
}

type EnquiryInput = v.InferOutput<typeof CreateEnquirySchema>;

/**
 * Stores an enquiry. Each item is a booking request when its clinic performs the exam and its
 * preferred time lies between the minimum notice and the horizon (and not before an outcome's
 * minimum date); the others carry `errorMessage`. When none can be stored, nothing is: 409.
 */
export async function createEnquiry(
  db: Db,
  input: EnquiryInput,
  apiKey: string | undefined,
  message: MessageContext,
  now = new Date(),
): Promise<{ status: 201 | 409; body: CreatedAppointment }> {
  return transaction(db, async (tx) => {
    const referrer = apiKey ? await referrerOf(tx, apiKey) : null;
    const outcomes = await temporaryOutcomes(tx, input.bookingKey);
    checkOutcomes(outcomes, input.form);
    const hash = emailHash(input.form.email);
    const earliest = now.getTime() + SLOT_MINIMUM_NOTICE_MINUTES * 60_000;
    const latest = now.getTime() + SLOT_HORIZON_WEEKS * 7 * 86_400_000;
    const results: Array<{ item: CreatedItem; examSlug: string }> = [];
    for (const item of input.items) {
      const details = await itemDetails(tx, item.clinicSlug, item.examSlug);
      const [offered] = await tx.query<{ duration: number }>(
        `select e.duration_minutes as duration from clinic_exam ce join exam e on e.slug = ce.exam_slug
          where ce.clinic_slug = $1 and ce.exam_slug = $2`,
        [item.clinicSlug, item.examSlug],
      );
      const start = Date.parse(item.start);
      const timeZone = details?.timeZone ?? 'UTC';
      let problem: string | null = null;
      if (!details || !offered) problem = 'booking.enquiry_not_offered';
      else if (start < earliest || start >= latest) problem = 'message.slot_unavailable';
      else if (outcomes.minDate && localDay(item.start, timeZone) < outcomes.minDate) problem = 'booking.slot_error_too_early';
      else if (await closedOn(tx, item.clinicSlug, localDay(item.start, timeZone))) problem = 'message.slot_unavailable';
      results.push({
        examSlug: item.examSlug,
        item: {
          success: problem === null,
          errorMessage: problem,
          examName: details?.examName ?? item.examSlug,
          modalityName: details?.modalityName ?? '',
          clinicName: details?.clinicName ?? item.clinicSlug,
          clinicSlug: item.clinicSlug,
          clinicAddress: details?.address ?? '',
          timeZone,
          examNotes: details?.examNotes ?? '',
          date: new Date(start).toISOString(),
          endTime: new Date(start + (offered?.duration ?? 0) * 60_000).toISOString(),
          patientEmailHash: hash,
        },
      });
    }
    const stored = results.filter((result) => result.item.success);
    if (stored.length === 0)
      return { status: 409 as const, body: { bookingKey: null, status: 'FAILED' as const, items: results.map((r) => r.item) } };

    const { form } = input;
    const [patient] = await tx.query<{ id: number }>(
      `insert into patient (first_name, last_name, date_of_birth, email, phone) values ($1, $2, $3, $4, $5) returning id`,
      [form.firstName, form.lastName, form.dateOfBirth, form.email, form.contactNumber || null],
    );
    // The first request takes the booking key in use, so what waited under it becomes that request's.
    for (const [index, result] of stored.entries()) {
      const key = index === 0 ? await bookingKeyFor(tx, input.bookingKey) : `BR-${randomKey(18)}`;
      result.item.bookingKey = key;
      await tx.query(
        `insert into booking_request (booking_key, slug, patient_id, exam_slug, clinic_slug, preferred_start, notes, medicare_number, referrer_api_key_id, locale)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          key,
          key.toLowerCase(),
          patient!.id,
          result.examSlug,
          result.item.clinicSlug,
          result.item.date,
          form.notes ?? null,
          form.medicareNumber ?? null,
          referrer?.id ?? null,
          localeToStore(input.locale),
        ],
      );
    }
    const first = stored[0]!.item.bookingKey!;
    if (input.bookingKey) {
      await moveTemporaryAnswers(tx, input.bookingKey, first, 'BOOKING_REQUEST');
      await attachTemporaryDocuments(tx, input.bookingKey, { type: 'BOOKING_REQUEST', key: first });
      await tx.query('delete from issued_booking_key where booking_key = $1', [input.bookingKey]);
    }
    const items = results.map((r) => r.item);
    await mailEnquiry(tx, form, items, referrer?.name ?? null, message);
    return { status: 201 as const, body: { bookingKey: first, status: 'REQUESTED' as const, items } };
  });
}

/** A preferred time in the clinic's zone, in the patient's language. */
function when(item: CreatedItem, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: item.timeZone,
    timeZoneName: 'short',
  }).format(new Date(item.date));
}

/**
 * The patient's acknowledgement (template `booking_request_received`, or `_referred` naming the
 * referrer who sent it, in the language stored with the request) and the booking team's work
 * item, an internal message in the provider's working language (English here).
 */
async function mailEnquiry(
  db: Q,
  form: EnquiryInput['form'],
  items: CreatedItem[],
  referrer: string | null,
  message: MessageContext,
): Promise<void> {
  const sent = items.filter((item) => item.success);
  const first = sent[0]!.bookingKey!;
  const locale = emailLocale(message.lang);
  // Transactional: the patient asked for it, and it holds the request's link.
  await notify(db, senderOf(message), {
    template: referrer ? 'booking_request_referred' : 'booking_request_received',
    to: form.email,
    kind: 'transactional',
    bookingKey: first,
    lang: message.lang,
    values: {
      patientFirstName: form.firstName,
      ...(referrer ? { referrerName: referrer } : {}),
      examName: [...new Set(sent.map((item) => item.examName))].join(', '),
      clinicName: [...new Set(sent.map((item) => `${item.clinicName} (${item.clinicAddress})`))].join('; '),
      date: sent.map((item) => when(item, locale)).join('; '),
      link: links.bookingRequest(message.origin, first),
    },
  });
  // Absolute: the booking team opens these from a mail app.
  const lines = sent.map(
    (item) =>
      `${item.examName} at ${item.clinicName} (${item.clinicAddress}), preferred ${when(item, 'en-AU')}: ${links.bookingRequest(message.origin, item.bookingKey!)}`,
  );
  // sendToOutbox only queries; the transaction's connection serves it.
  await sendToOutbox(db as Db, {
    channel: 'email',
    recipient: BOOKING_TEAM_EMAIL,
    subject: `New enquiry${referrer ? ` from ${referrer}` : ''}`,
    body: `${sent.length} booking request(s) to confirm:\n${lines.join('\n')}\n`,
  });
}

/** The clinic is closed that (clinic-local) day: a public holiday of its state or its own closure. */
async function closedOn(db: Q, clinicSlug: string, day: string): Promise<boolean> {
  const [clinic] = await db.query<{ state: string }>('select state from clinic where slug = $1', [clinicSlug]);
  if (!clinic) return false;
  return (await closedDays(db, [{ slug: clinicSlug, state: clinic.state }], day, day)).get(clinicSlug)?.has(day) ?? false;
}
