import type { Db, DbConnection } from '../../db/db';

export type OwnerType = 'APPOINTMENT' | 'BOOKING_REQUEST' | 'TEMPORARY';

/** Whose files: a booking (its booking key), or a temporary key bound to the session that uploaded. */
export interface Owner {
  type: OwnerType;
  key: string;
  /** TEMPORARY only: the uploading session's token hash. */
  session?: string;
}

export interface AttachmentRow {
  id: number;
  owner_key: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  document_type_id: number | null;
  document_title: string | null;
  document_description: string | null;
  group_name: string | null;
  imported: boolean;
  storage_name: string;
  created_at: string;
}

export interface DocumentTypeRow {
  id: number;
  title: string;
  description: string;
  exam_group_name: string | null;
}

const SELECT = `select a.id::int as id, a.owner_key, a.file_name, a.content_type, a.size_bytes, a.document_type_id, d.title as document_title,
       d.description as document_description, a.group_name, a.imported, a.storage_name,
       to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at
  from attachment a left join document_type d on d.id = a.document_type_id`;

/** `owner_session is not distinct from`: a temporary owner matches only its own session; others have none. */
const OWNED = `a.owner_type = $1 and a.owner_key = $2 and a.owner_session is not distinct from $3`;

function ownerParams(owner: Owner): [string, string, string | null] {
  return [owner.type, owner.key, owner.type === 'TEMPORARY' ? (owner.session ?? '') : null];
}

export function listAttachmentRows(db: Pick<Db, 'query'>, owner: Owner): Promise<AttachmentRow[]> {
  return db.query<AttachmentRow>(`${SELECT} where ${OWNED} order by a.id`, ownerParams(owner)); // upload order: a replaced file keeps its place
}

export async function findAttachmentRow(db: Pick<Db, 'query'>, owner: Owner, id: number): Promise<AttachmentRow | undefined> {
  const [row] = await db.query<AttachmentRow>(`${SELECT} where ${OWNED} and a.id = $4`, [...ownerParams(owner), id]);
  return row;
}

export interface NewAttachment {
  fileName: string;
  contentType: string;
  size: number;
  storageName: string;
  documentTypeId: number | null;
  groupName: string | null;
  imported?: boolean;
}

export async function insertAttachment(db: Pick<Db, 'query'>, owner: Owner, file: NewAttachment): Promise<number> {
  const [row] = await db.query<{ id: number | string }>(
    `insert into attachment (owner_type, owner_key, owner_session, document_type_id, group_name, file_name, content_type, size_bytes, storage_name, imported)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [
      ...ownerParams(owner),
      file.documentTypeId,
      file.groupName,
      file.fileName,
      file.contentType,
      file.size,
      file.storageName,
      file.imported ?? false,
    ],
  );
  return Number(row!.id);
}

/** Replaces the file of an attachment; answers the storage name it had, to remove from disk. */
export async function replaceAttachmentFile(
  db: Pick<Db, 'query'>,
  owner: Owner,
  id: number,
  file: NewAttachment,
): Promise<string | undefined> {
  const [row] = await db.query<{ old: string }>(
    `update attachment a set file_name = $5, content_type = $6, size_bytes = $7, storage_name = $8,
            document_type_id = coalesce($9, a.document_type_id), imported = false, created_at = now()
       from attachment old where old.id = a.id and ${OWNED} and a.id = $4 returning old.storage_name as old`,
    [...ownerParams(owner), id, file.fileName, file.contentType, file.size, file.storageName, file.documentTypeId],
  );
  return row?.old;
}

export async function deleteAttachmentRow(db: Pick<Db, 'query'>, owner: Owner, id: number): Promise<string | undefined> {
  const [row] = await db.query<{ storage_name: string }>(`delete from attachment a where ${OWNED} and a.id = $4 returning storage_name`, [
    ...ownerParams(owner),
    id,
  ]);
  return row?.storage_name;
}

export function listDocumentTypes(db: Pick<Db, 'query'>): Promise<DocumentTypeRow[]> {
  return db.query<DocumentTypeRow>('select id, title, description, exam_group_name from document_type order by id');
}

export async function documentTypeExists(db: Pick<Db, 'query'>, id: number): Promise<boolean> {
  const [row] = await db.query('select 1 from document_type where id = $1', [id]);
  return row !== undefined;
}

/** Temporary documents of one key move to another (any session's: the booking flow asked for a new key). */
export async function moveTemporaryRows(db: Pick<DbConnection, 'query'>, fromKey: string, toKey: string): Promise<number> {
  const rows = await db.query(`update attachment set owner_key = $2 where owner_type = 'TEMPORARY' and owner_key = $1 returning id`, [
    fromKey,
    toKey,
  ]);
  return rows.length;
}

export async function adoptTemporaryRows(
  db: Pick<DbConnection, 'query'>,
  tempKey: string,
  owner: { type: 'APPOINTMENT' | 'BOOKING_REQUEST'; key: string },
): Promise<number> {
  const rows = await db.query(
    `update attachment set owner_type = $2, owner_key = $3, owner_session = null where owner_type = 'TEMPORARY' and owner_key = $1 returning id`,
    [tempKey, owner.type, owner.key],
  );
  return rows.length;
}

/** A key the server issued for a booking being made (`POST /api/booking_keys`) that no booking has claimed yet. */
export async function isIssuedKey(db: Pick<Db, 'query'>, key: string): Promise<boolean> {
  const [row] = await db.query('select 1 from issued_booking_key where booking_key = $1', [key]);
  return row !== undefined;
}
