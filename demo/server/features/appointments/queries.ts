import type { Db } from '../../db/db';
import { SLUG_SEPARATOR } from '../../../../src/api/schemas/attachments.schema';

const SUBJECT_PREFIX = 'appointment:';

/**
 * The grant subject (`appointment:{KEY}`) of a path's `{id}`: a booking key (any case), or
 * appointment item slugs joined by SLUG_SEPARATOR that all belong to one booking (`{id}` in
 * src/api/API.md#attachments). Null when it names nothing, or more than one booking.
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

export interface ItemRow {
  slug: string;
  booking_key: string;
  status: string;
  starts_at: string;
  ends_at: string;
  exam_slug: string;
  exam_name: string;
  modality_name: string;
  exam_notes: string;
  notes: string;
  walk_in: boolean;
  clinic_slug: string;
  clinic_name: string;
  address: string;
  suburb: string;
  state: string;
  postcode: string;
  phone: string;
  time_zone: string;
  latitude: number;
  longitude: number;
}

export interface BookingRow {
  booking_key: string;
  status: string;
  confirmed: boolean;
  results_available: boolean;
  first_name: string;
}

const UTC = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export async function findBooking(db: Pick<Db, 'query'>, bookingKey: string): Promise<BookingRow | undefined> {
  const [row] = await db.query<BookingRow>(
    `select a.booking_key, a.status, a.confirmed_at is not null as confirmed, a.results_available, p.first_name
       from appointment a join patient p on p.id = a.patient_id where a.booking_key = $1`,
    [bookingKey],
  );
  return row;
}

export function listItems(db: Pick<Db, 'query'>, bookingKey: string): Promise<ItemRow[]> {
  return db.query<ItemRow>(
    `select i.slug, i.booking_key, i.status, ${UTC('i.starts_at')} as starts_at, ${UTC('i.ends_at')} as ends_at,
            e.slug as exam_slug, e.name as exam_name, m.name as modality_name, e.exam_notes, e.notes, e.walk_in,
            c.slug as clinic_slug, c.name as clinic_name, c.address, c.suburb, c.state, c.postcode, c.phone, c.time_zone,
            c.latitude, c.longitude
       from appointment_item i join exam e on e.slug = i.exam_slug join modality m on m.slug = e.modality_slug
       join clinic c on c.slug = i.clinic_slug
      where i.booking_key = $1 order by i.starts_at, i.slug`,
    [bookingKey],
  );
}

export async function recordChange(
  db: Pick<Db, 'query'>,
  change: {
    bookingKey: string;
    itemSlug?: string | null;
    kind: 'CANCEL' | 'CONFIRM' | 'RESCHEDULE';
    reason?: string | null;
    note?: string | null;
    previousStartsAt?: string | null;
  },
): Promise<void> {
  await db.query(
    'insert into appointment_change (booking_key, item_slug, kind, reason, note, previous_starts_at) values ($1, $2, $3, $4, $5, $6)',
    [change.bookingKey, change.itemSlug ?? null, change.kind, change.reason ?? null, change.note || null, change.previousStartsAt ?? null],
  );
}

/** The time each item was last moved from by a reschedule (the latest RESCHEDULE change per item). */
export async function rescheduledFrom(db: Pick<Db, 'query'>, bookingKey: string): Promise<Map<string, string>> {
  const rows = await db.query<{ item_slug: string; previous_starts_at: string }>(
    `select distinct on (item_slug) item_slug, ${UTC('previous_starts_at')} as previous_starts_at
       from appointment_change
      where booking_key = $1 and kind = 'RESCHEDULE' and item_slug is not null and previous_starts_at is not null
      order by item_slug, id desc`,
    [bookingKey],
  );
  return new Map(rows.map((row) => [row.item_slug, row.previous_starts_at]));
}

export interface HoldRow {
  id: string;
  session_hash: string;
  clinic_slug: string;
  exam_slug: string;
  starts_at: string;
  expired: boolean;
}

export async function findHold(db: Pick<Db, 'query'>, holdId: string, now: Date): Promise<HoldRow | undefined> {
  const [row] = await db.query<HoldRow>(
    `select id, session_hash, clinic_slug, exam_slug, ${UTC('starts_at')} as starts_at, expires_at <= $2 as expired from slot_hold where id = $1`,
    [holdId, now.toISOString()],
  );
  return row;
}

export async function patientEmail(db: Pick<Db, 'query'>, bookingKey: string): Promise<{ email: string; first_name: string } | undefined> {
  const [row] = await db.query<{ email: string; first_name: string }>(
    'select p.email, p.first_name from appointment a join patient p on p.id = a.patient_id where a.booking_key = $1',
    [bookingKey],
  );
  return row;
}
