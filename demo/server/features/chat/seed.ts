/**
 * The chat summary's demo facts (issue 16): Mei Tanaka's booking request names the clinic she asked
 * for and carries her note; Mei has a title and a postal code. Every start, only where still empty,
 * so a changed demo database keeps its changes.
 */
import type { DbConnection } from '../../db/db';

export const CHAT_DEMO_REQUEST = {
  bookingKey: 'DEMO-BR-2001',
  clinicSlug: 'parramatta',
  patientNotes: 'Weekday mornings suit me best. I get anxious in enclosed spaces.',
  title: 'Ms',
  postalCode: '2150',
} as const;

export async function seedChat(db: DbConnection): Promise<void> {
  const { bookingKey, clinicSlug, patientNotes, title, postalCode } = CHAT_DEMO_REQUEST;
  const [clinic] = await db.query('select 1 from clinic where slug = $1', [clinicSlug]);
  if (!clinic) return; // not the demo provider's data
  await db.query(
    `update booking_request set clinic_slug = coalesce(clinic_slug, $2),
            patient_notes = case when patient_notes = '' then $3 else patient_notes end
      where booking_key = $1`,
    [bookingKey, clinicSlug, patientNotes],
  );
  await db.query(
    `update patient set title = coalesce(title, $2), postal_code = coalesce(postal_code, $3)
      where id = (select patient_id from booking_request where booking_key = $1)`,
    [bookingKey, title, postalCode],
  );
}
