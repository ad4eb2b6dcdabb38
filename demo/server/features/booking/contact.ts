/**
 * Reaching the booking team without a time ("call-centre email" and "callback request" in
 * src/api/API.md#slots-holds-and-booking): stored or mailed for people to act on; nothing here
 * touches a clinic's diary.
 */
import type * as v from 'valibot';
import type { CallbackRequestSchema, CallCentreEmailSchema } from '../../../../src/api/schemas/slots.schema';
import type { Db } from '../../db/db';
import { transaction } from '../../db/transaction';
import { BOOKING_TEAM_EMAIL } from '../../domain/booking';
import { sendToOutbox } from '../outbox/queries';

/** "Call me back": stored for the booking team, who also get an e-mail. */
export async function requestCallback(db: Db, input: v.InferOutput<typeof CallbackRequestSchema>): Promise<{ received: true }> {
  await transaction(db, async (tx) => {
    await tx.query(
      `insert into callback_request (name, phone, time_of_day, exam_slug, clinic_slug, note)
       values ($1, $2, $3, (select slug from exam where slug = $4), (select slug from clinic where slug = $5), $6)`,
      [input.name, input.phone, input.timeOfDay, input.examSlug ?? null, input.clinicSlug ?? null, input.note?.trim() || null],
    );
    await sendToOutbox(tx as unknown as Db, {
      channel: 'email',
      recipient: BOOKING_TEAM_EMAIL,
      subject: 'Please call a patient back',
      body: `${input.name} asks for a call on ${input.phone} (${input.timeOfDay})${input.examSlug ? ` about ${input.examSlug}` : ''}${input.clinicSlug ? ` at ${input.clinicSlug}` : ''}.\n${input.note?.trim() ?? ''}\n`,
    });
  });
  return { received: true };
}

/** An e-mail to the booking team, from the patient (replies go to the address they gave). */
export async function emailBookingTeam(db: Db, input: v.InferOutput<typeof CallCentreEmailSchema>): Promise<{ received: true }> {
  await sendToOutbox(db, {
    channel: 'email',
    recipient: BOOKING_TEAM_EMAIL,
    subject: `Booking question from ${input.name}`,
    body: `From: ${input.name} <${input.email}>${input.examSlug ? `\nExam: ${input.examSlug}` : ''}${input.clinicSlug ? `\nClinic: ${input.clinicSlug}` : ''}\n\n${input.message}\n`,
  });
  return { received: true };
}
