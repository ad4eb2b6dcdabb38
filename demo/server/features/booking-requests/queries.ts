import type { Db } from '../../db/db';

const SUBJECT_PREFIX = 'booking-request:';

/** The grant subject of the booking request with this key (any case), or null when there is none. */
export async function bookingRequestSubject(db: Db, id: string): Promise<string | null> {
  const [row] = await db.query<{ booking_key: string }>('select booking_key from booking_request where upper(booking_key) = upper($1)', [
    id,
  ]);
  return row ? `${SUBJECT_PREFIX}${row.booking_key}` : null;
}

export function bookingKeyOf(subject: string): string {
  return subject.slice(SUBJECT_PREFIX.length);
}

export async function hasReferral(db: Db, key: string): Promise<boolean> {
  const [row] = await db.query('select 1 from booking_request_referral where booking_key = $1', [key]);
  return row !== undefined;
}

export async function findReferral(
  db: Db,
  key: string,
): Promise<{ file_name: string; content_type: string; body: Uint8Array } | undefined> {
  const [file] = await db.query<{ file_name: string; content_type: string; body: Uint8Array }>(
    'select file_name, content_type, body from booking_request_referral where booking_key = $1',
    [key],
  );
  return file;
}

export interface BookingRequestRow {
  booking_key: string;
  slug: string;
  status: string;
  created_at: string;
  first_name: string;
  exam_slug: string | null;
  exam_name: string | null;
  modality_name: string | null;
  has_referral: boolean;
}

export async function findBookingRequest(db: Pick<Db, 'query'>, key: string): Promise<BookingRequestRow | undefined> {
  const [row] = await db.query<BookingRequestRow>(
    `select b.booking_key, b.slug, b.status, to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
            p.first_name, e.slug as exam_slug, e.name as exam_name, m.name as modality_name,
            exists (select 1 from booking_request_referral r where r.booking_key = b.booking_key) as has_referral
       from booking_request b join patient p on p.id = b.patient_id
       left join exam e on e.slug = b.exam_slug left join modality m on m.slug = e.modality_slug
      where b.booking_key = $1`,
    [key],
  );
  return row;
}

/** Sets the status unless the request is already cancelled; answers whether a row changed. */
export async function updateBookingRequestStatus(db: Pick<Db, 'query'>, key: string, status: 'BOOKED' | 'CANCELED'): Promise<boolean> {
  const rows = await db.query(`update booking_request set status = $2 where booking_key = $1 and status <> 'CANCELED' returning 1`, [
    key,
    status,
  ]);
  return rows.length > 0;
}
