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
