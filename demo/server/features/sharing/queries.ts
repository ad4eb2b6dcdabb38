import type { Db } from '../../db/db';
import type { ContactDetailsType, SharingRecord, ShareType } from '../../../../src/api/schemas/sharing.schema';

interface ShareRow {
  id: number | string;
  contact_details_type: ContactDetailsType;
  contact_email: string | null;
  contact_phone: string | null;
  contact_name: string;
  share_type: ShareType;
  note: string | null;
  created_at: string;
  revoked_at: string | null;
}

const UTC = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const COLUMNS = `id, contact_details_type, contact_email, contact_phone, contact_name, share_type, note,
  ${UTC('created_at')} as created_at, case when revoked_at is null then null else ${UTC('revoked_at')} end as revoked_at`;

function toRecord(row: ShareRow): SharingRecord {
  return {
    id: Number(row.id),
    contactDetails: (row.contact_details_type === 'PHONE' ? row.contact_phone : row.contact_email) ?? '',
    contactDetailsType: row.contact_details_type,
    contactName: row.contact_name,
    type: row.share_type,
    note: row.note,
    dateCreatedUTC: row.created_at,
    dateRevoked: row.revoked_at,
  };
}

export async function listShares(db: Pick<Db, 'query'>, bookingKey: string): Promise<SharingRecord[]> {
  const rows = await db.query<ShareRow>(`select ${COLUMNS} from result_share where booking_key = $1 order by created_at desc, id desc`, [
    bookingKey,
  ]);
  return rows.map(toRecord);
}

/** Holds the booking's share lock until the caller's transaction ends: its shares are counted and made one at a time. */
export async function lockSharesOf(connection: Pick<Db, 'query'>, bookingKey: string): Promise<void> {
  await connection.query('select pg_advisory_xact_lock(hashtext($1))', [`rad-shares:${bookingKey}`]);
}

export async function insertShare(
  db: Pick<Db, 'query'>,
  share: {
    slug: string;
    bookingKey: string;
    type: ShareType;
    contactDetailsType: ContactDetailsType;
    contactDetails: string;
    contactName: string;
    note: string | null;
  },
): Promise<SharingRecord> {
  const [row] = await db.query<ShareRow>(
    `insert into result_share (slug, booking_key, share_type, contact_details_type, contact_email, contact_phone, contact_name, note)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${COLUMNS}`,
    [
      share.slug,
      share.bookingKey,
      share.type,
      share.contactDetailsType,
      share.contactDetailsType === 'EMAIL' ? share.contactDetails : null,
      share.contactDetailsType === 'PHONE' ? share.contactDetails : null,
      share.contactName,
      share.note,
    ],
  );
  return toRecord(row!);
}

/** Revokes once: a second revoke keeps the first date. Undefined when the share is not this booking's. */
export async function revokeShare(db: Pick<Db, 'query'>, bookingKey: string, id: number): Promise<SharingRecord | undefined> {
  await db.query(`update result_share set revoked = true, revoked_at = now() where booking_key = $1 and id = $2 and revoked_at is null`, [
    bookingKey,
    id,
  ]);
  const [row] = await db.query<ShareRow>(`select ${COLUMNS} from result_share where booking_key = $1 and id = $2`, [bookingKey, id]);
  return row ? toRecord(row) : undefined;
}

export async function sharesCreatedSince(db: Pick<Db, 'query'>, bookingKey: string, hours: number): Promise<number> {
  const [row] = await db.query<{ count: string | number }>(
    `select count(*) as count from result_share where booking_key = $1 and created_at > now() - make_interval(hours => $2)`,
    [bookingKey, hours],
  );
  return Number(row?.count ?? 0);
}
