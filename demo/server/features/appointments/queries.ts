import type { Db } from '../../db/db';
import { SLUG_SEPARATOR } from '../../../../src/api/schemas/attachments.schema';

const SUBJECT_PREFIX = 'appointment:';

/**
 * The grant subject (`appointment:{KEY}`) of a path's `{id}`: a booking key (any case), or
 * appointment item slugs joined by SLUG_SEPARATOR that all belong to one booking (001 §4 "slugs
 * are joined ... to build the upload path"). Null when it names nothing, or more than one booking.
 */
export async function appointmentSubject(db: Db, id: string): Promise<string | null> {
  if (!id || id.length > 400) return null;
  const [byKey] = await db.query<{ booking_key: string }>('select booking_key from appointment where upper(booking_key) = upper($1)', [id]);
  if (byKey) return `${SUBJECT_PREFIX}${byKey.booking_key}`;
  const slugs = id.split(SLUG_SEPARATOR);
  const rows = await db.query<{ booking_key: string }>('select booking_key from appointment_item where slug = any($1::text[])', [slugs]);
  const keys = new Set(rows.map((row) => row.booking_key));
  const [only] = keys;
  // Every slug known, and all of one booking: a list mixing two bookings opens neither.
  return only !== undefined && keys.size === 1 && rows.length === new Set(slugs).size ? `${SUBJECT_PREFIX}${only}` : null;
}

export function bookingKeyOf(subject: string): string {
  return subject.slice(SUBJECT_PREFIX.length);
}
