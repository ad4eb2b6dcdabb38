/**
 * What a secure link opens: an appointment (by booking key), a booking request (by booking key or
 * slug) or results a patient shared (by the share's slug). Attempts are counted per subject, so
 * asking for one appointment under several link types still counts against one booking key.
 */
import type { Db } from '../../db/db';
import type { Access, AuthType } from '../../../../src/api/schemas/auth.schema';

export type Role = 'PATIENT' | 'SHARED_CONTACT' | 'STAFF';

export interface LinkRequest {
  type: AuthType;
  bookingKey?: string | undefined;
  slug?: string | undefined;
  shared?: boolean | undefined;
  isBookingRequest?: boolean | undefined;
  staffBooking?: boolean | undefined;
}

export interface LinkSubject {
  /** Canonical id of what the link opens, e.g. `appointment:DEMO-APPT-1001`; also for unknown keys. */
  subject: string;
  found: boolean;
  dateOfBirth: string;
  /** Digits of the patient's phone, for the optional contact-number check. */
  patientPhone: string | null;
  /** Who gets one-time codes: the patient, or the contact results were shared with. */
  recipient: { firstName: string; email: string | null; phone: string | null };
  role: Role;
  revoked: boolean;
}

interface Row {
  subject_key: string;
  dob: string;
  phone: string | null;
  first_name: string;
  email: string | null;
  recipient_phone: string | null;
  revoked: boolean;
}

function notFound(subject: string): LinkSubject {
  return {
    subject,
    found: false,
    dateOfBirth: '',
    patientPhone: null,
    recipient: { firstName: '', email: null, phone: null },
    role: 'PATIENT',
    revoked: false,
  };
}

export function isBookingRequestLink(link: LinkRequest): boolean {
  return link.type === 'BOOKING_REQUEST' || link.isBookingRequest === true;
}

export function isSharedResultsLink(link: LinkRequest): boolean {
  return link.shared === true && (link.type === 'APPOINTMENT_RESULTS' || link.type === 'PATIENT_PORTAL');
}

export async function findLinkSubject(db: Db, link: LinkRequest): Promise<LinkSubject> {
  const id = link.bookingKey ?? link.slug ?? '';
  if (isBookingRequestLink(link)) {
    const [row] = await db.query<Row>(
      `select b.booking_key as subject_key, to_char(p.date_of_birth, 'YYYY-MM-DD') as dob, p.phone, p.first_name, p.email,
              p.phone as recipient_phone, false as revoked
         from booking_request b join patient p on p.id = b.patient_id
        where upper(b.booking_key) = upper($1) or b.slug = $1`,
      [id],
    );
    return row ? toSubject(`booking-request:${row.subject_key}`, row, 'PATIENT') : notFound(`booking-request:${id.toUpperCase()}`);
  }
  if (isSharedResultsLink(link)) {
    const slug = link.slug ?? '';
    const [row] = await db.query<Row>(
      `select s.slug as subject_key, to_char(p.date_of_birth, 'YYYY-MM-DD') as dob, p.phone, s.contact_name as first_name,
              s.contact_email as email, s.contact_phone as recipient_phone, s.revoked
         from result_share s join appointment a on a.booking_key = s.booking_key join patient p on p.id = a.patient_id
        where s.slug = $1`,
      [slug],
    );
    return row ? toSubject(`share:${row.subject_key}`, row, 'SHARED_CONTACT') : notFound(`share:${slug}`);
  }
  const [row] = await db.query<Row>(
    `select a.booking_key as subject_key, to_char(p.date_of_birth, 'YYYY-MM-DD') as dob, p.phone, p.first_name, p.email,
            p.phone as recipient_phone, false as revoked
       from appointment a join patient p on p.id = a.patient_id
      where upper(a.booking_key) = upper($1)`,
    [link.bookingKey ?? ''],
  );
  const role: Role = link.staffBooking ? 'STAFF' : 'PATIENT';
  return row ? toSubject(`appointment:${row.subject_key}`, row, role) : notFound(`appointment:${(link.bookingKey ?? id).toUpperCase()}`);
}

function toSubject(subject: string, row: Row, role: Role): LinkSubject {
  return {
    subject,
    found: true,
    dateOfBirth: row.dob,
    patientPhone: row.phone,
    recipient: { firstName: row.first_name, email: row.email, phone: row.recipient_phone },
    role,
    revoked: row.revoked,
  };
}

/** The `access` entry GET /api/authenticated lists for a granted subject. */
export async function accessOf(db: Db, type: AuthType, subject: string): Promise<Access> {
  const [kind, key = ''] = subject.split(/:(.*)/s);
  // A share opens by its slug only: its holder is never told the patient's booking key.
  if (kind === 'share') return { type, slug: key };
  if (kind === 'booking-request') {
    const [row] = await db.query<{ slug: string }>('select slug from booking_request where booking_key = $1', [key]);
    return { type, bookingKey: key, ...(row ? { slug: row.slug } : {}) };
  }
  return { type, bookingKey: key };
}
