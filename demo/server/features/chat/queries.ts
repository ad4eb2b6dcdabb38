import type { Db } from '../../db/db';
import type { ChatBookingSummary, ChatEventResult } from '../../../../src/api/schemas/chat.schema';

interface SummaryRow {
  slug: string;
  patient_notes: string;
  clinic_name: string | null;
  title: string | null;
  postal_code: string | null;
  first_name: string;
  last_name: string;
  date_of_birth: string | Date;
  email: string | null;
  phone: string | null;
  exam_slug: string | null;
  exam_name: string | null;
  modality_name: string | null;
}

function isoDate(value: string | Date): string {
  if (typeof value === 'string') return value.slice(0, 10);
  // A date column read as a Date is midnight UTC in PGlite and pg alike.
  return value.toISOString().slice(0, 10);
}

/**
 * The chat booking summary of one booking request (`ChatBookingSummarySchema`,
 * src/api/schemas/chat.schema.ts): its exam, the clinic asked for, the patient's details and the
 * request's slug and notes. Absent facts are empty strings.
 */
export async function chatSummary(db: Db, bookingKey: string): Promise<ChatBookingSummary | undefined> {
  const [row] = await db.query<SummaryRow>(
    `select br.slug, br.patient_notes, c.name as clinic_name, p.title, p.postal_code,
            p.first_name, p.last_name, p.date_of_birth, p.email, p.phone,
            e.slug as exam_slug, e.name as exam_name, m.name as modality_name
       from booking_request br
       join patient p on p.id = br.patient_id
       left join clinic c on c.slug = br.clinic_slug
       left join exam e on e.slug = br.exam_slug
       left join modality m on m.slug = e.modality_slug
      where br.booking_key = $1`,
    [bookingKey],
  );
  if (!row) return undefined;
  return {
    exams: row.exam_slug
      ? [{ name: row.exam_name ?? '', nameWithModality: `${row.modality_name ?? ''} ${row.exam_name ?? ''}`.trim(), slug: row.exam_slug }]
      : [],
    clinicName: row.clinic_name ?? '',
    patient: {
      postalCode: row.postal_code ?? '',
      title: row.title ?? '',
      firstName: row.first_name,
      lastName: row.last_name,
      dateOfBirth: isoDate(row.date_of_birth),
      email: row.email ?? '',
      contactNumber: row.phone ?? '',
    },
    bookingRequests: [{ slug: row.slug, patientNotes: row.patient_notes }],
  };
}

/** The request's status and type after a chat event. */
export async function chatState(db: Db, bookingKey: string): Promise<ChatEventResult | undefined> {
  const [row] = await db.query<ChatEventResult>('select status, type from booking_request where booking_key = $1', [bookingKey]);
  return row;
}

/** A disconnect or no agent: the patient books it themselves (type PATIENT), unless it is already booked. */
export async function handBackToPatient(db: Db, bookingKey: string): Promise<ChatEventResult | undefined> {
  const [row] = await db.query<ChatEventResult>(
    `update booking_request set type = case when status = 'BOOKED' then type else 'PATIENT' end
      where booking_key = $1 returning status, type`,
    [bookingKey],
  );
  return row;
}
