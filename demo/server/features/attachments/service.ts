/**
 * Attachment rules of the reference server (docs/rules.md#files-and-attachments; the calls are in
 * src/api/API.md#attachments). Routes of appointments, booking requests and temporary documents all
 * come here with an `Owner`; nothing else touches the files.
 *
 * For other features (the booking flow, check-in), the small interface is:
 * - `moveTemporaryDocuments(db, fromKey, toKey)`: a new booking key was fetched after an error
 *   (docs/rules.md#booking-keys).
 * - `attachTemporaryDocuments(db, tempKey, { type, key })`: the booking exists now; its temporary
 *   documents become the appointment's or booking request's attachments.
 */
import type { Context } from 'hono';
import type { Db, DbConnection } from '../../db/db';
import { ApiError } from '../../http/errors';
import {
  ATTACHMENT_CONTENT_TYPES,
  ATTACHMENT_FILE_NAME_MAX,
  ATTACHMENT_MAX_BYTES,
  DocumentTypeIdFieldSchema,
  type Attachment,
  type AttachmentList,
  type ExamDocumentType,
} from '../../../../src/api/schemas/attachments.schema';
import * as v from 'valibot';
import { samplePdf } from '../../seed/sample-pdf';
import {
  adoptTemporaryRows,
  deleteAttachmentRow,
  documentTypeExists,
  findAttachmentRow,
  insertAttachment,
  listAttachmentRows,
  listDocumentTypes,
  moveTemporaryRows,
  replaceAttachmentFile,
  type AttachmentRow,
  type NewAttachment,
  type Owner,
} from './queries';
import { clientOf } from '../../http/client-info';
import { transaction } from '../../db/transaction';
import { FileTooLarge, readWhole, type FileStore, type OpenedFile, type StoredFile } from '../file-store/file-store';
import { findSession } from '../session/service';
import { checkContent, CONTENT_HEAD_BYTES, type DetectedType } from './file-content';
import { cleanFileName } from './file-name';
import { joined, readHead, receiveMultipart } from './multipart';
import { bytesLimitReached, countUpload, filesLimitReached, UploadRateLimited, type UploadLimits } from './upload-limits';

export type { Owner } from './queries';

/** Where an owner's attachment links start (`{base}/{id}/download`). */
export function attachmentBase(owner: Owner): string {
  const key = encodeURIComponent(owner.key);
  if (owner.type === 'APPOINTMENT') return `/api/secured/appointments/${key}/attachments`;
  if (owner.type === 'BOOKING_REQUEST') return `/api/secured/booking_requests/${key}/attachments`;
  return `/api/temp_documents/${key}/attachments`;
}

function toAttachment(owner: Owner, row: AttachmentRow): Attachment {
  const base = attachmentBase(owner);
  return {
    id: Number(row.id),
    slug: row.owner_key,
    fileName: row.file_name,
    contentType: row.content_type,
    size: Number(row.size_bytes),
    documentTypeId: row.document_type_id === null ? null : Number(row.document_type_id),
    documentType: row.document_title === null ? null : { title: row.document_title, description: row.document_description ?? '' },
    groupName: row.group_name,
    imported: row.imported,
    createdAt: row.created_at,
    downloadUrl: `${base}/${row.id}/download`,
    viewUrl: row.content_type === 'application/pdf' ? `${base}/${row.id}/view` : null,
  };
}

export interface ListOptions {
  /** Booking requests: the exam group whose document types to list (the `examGroupName` query). */
  examGroupName?: string | undefined;
}

export async function listAttachments(db: Db, owner: Owner, options: ListOptions = {}): Promise<AttachmentList> {
  const [rows, types] = await Promise.all([listAttachmentRows(db, owner), listDocumentTypes(db)]);
  const attachments = rows.map((row) => toAttachment(owner, row));
  const group = options.examGroupName ?? null;
  const examDocumentTypes: ExamDocumentType[] =
    owner.type === 'BOOKING_REQUEST'
      ? types
          .filter((type) => type.exam_group_name === null || type.exam_group_name === group)
          .map((type) => {
            // The newest document of this type is the entry's document (the one Replace replaces).
            const latest = [...rows].reverse().find((row) => Number(row.document_type_id) === type.id);
            return {
              slug: owner.key,
              documentTypeId: type.id,
              title: type.title,
              description: type.description,
              examGroupName: group,
              document: latest ? { id: Number(latest.id), fileName: latest.file_name } : null,
            };
          })
      : [];
  return {
    attachments,
    documentTypes: types.map((type) => ({ id: type.id, title: type.title, description: type.description })),
    examDocumentTypes,
    allowedContentTypes: [...ATTACHMENT_CONTENT_TYPES],
    maxFileBytes: ATTACHMENT_MAX_BYTES,
  };
}

/** What a request needs to store a file: the store, the limits, and now (tests move it). */
export interface UploadContext {
  files: FileStore;
  limits: UploadLimits;
  now?: Date;
}

/** The session an upload is counted against ('' when it has none: a secured route always has one). */
async function countUploads(c: Context, db: Db, owner: Owner, limits: UploadLimits, now: Date): Promise<void> {
  try {
    const session = owner.session ?? (await findSession(c, db))?.tokenHash ?? '';
    if (owner.type === 'TEMPORARY') await countUpload(db, `address:${clientOf(c).address}`, limits.anonymousPerAddress, now);
    if (session) await countUpload(db, `session:${session}`, limits.perSession, now);
  } catch (error) {
    if (error instanceof UploadRateLimited) c.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}

interface Usage {
  files: number;
  bytes: number;
}

/** Files and bytes an owner holds, without the one being replaced. */
async function usageOf(db: Pick<DbConnection, 'query'>, owner: Owner, replacing: number | null): Promise<Usage> {
  const [row] = await db.query<{ files: number; bytes: string | number }>(
    `select count(*)::int as files, coalesce(sum(size_bytes), 0)::bigint as bytes from attachment
      where owner_type = $1 and owner_key = $2 and id is distinct from $3`,
    [owner.type, owner.key, replacing],
  );
  return { files: row!.files, bytes: Number(row!.bytes) };
}

function checkQuota(usage: Usage, size: number, limits: UploadLimits, adding: boolean): void {
  if (adding && usage.files >= limits.filesPerOwner) throw filesLimitReached();
  if (usage.bytes + size > limits.bytesPerOwner) throw bytesLimitReached();
}

interface Received {
  stored: StoredFile;
  contentType: DetectedType;
  fileName: string;
  documentTypeId: number | null;
}

/**
 * Reads the multipart form (`file`, optional `documentTypeId`) and stores the file as it arrives,
 * once its first bytes show an allowed kind. The owner's quota is checked before a byte is kept
 * and again when the row is written (`insertWithinQuota`).
 */
async function receiveFile(c: Context, db: Db, upload: UploadContext, owner: Owner, replacing: number | null): Promise<Received> {
  const { files, limits } = upload;
  const now = upload.now ?? new Date();
  await countUploads(c, db, owner, limits, now);
  const usage = await usageOf(db, owner, replacing);
  checkQuota(usage, 0, limits, replacing === null);
  const room = limits.bytesPerOwner - usage.bytes;
  const form = await receiveMultipart(
    c.req.raw,
    async (name, bytes) => {
      const { head, rest } = await readHead(bytes, CONTENT_HEAD_BYTES);
      if (head.length === 0) throw new ApiError(400, 'attachments.empty', 'invalid_request');
      const check = checkContent(head);
      // The content decides, not the declared type or the name: same message the browser shows.
      if (!check.ok) {
        throw check.reason === 'too_many_pixels'
          ? new ApiError(415, 'attachments.image_too_many_pixels', 'image_too_large')
          : new ApiError(415, 'form.referral_file_types', 'unsupported_file_type');
      }
      const maxBytes = Math.min(ATTACHMENT_MAX_BYTES, room);
      const stored = await files.write(joined(head, rest), { maxBytes }).catch((error: unknown) => {
        if (!(error instanceof FileTooLarge)) throw error;
        throw maxBytes < ATTACHMENT_MAX_BYTES ? bytesLimitReached() : new ApiError(413, 'attachments.too_large_server', 'file_too_large');
      });
      return {
        stored,
        contentType: check.content.contentType,
        fileName: cleanFileName(name, check.content.contentType, ATTACHMENT_FILE_NAME_MAX),
      };
    },
    (result) => files.remove([result.stored.id]),
  );
  if (!form.file) throw new ApiError(400, 'The upload needs a file', 'invalid_request');
  const received = form.file;
  try {
    const raw = form.fields.get('documentTypeId');
    const typeField = v.safeParse(DocumentTypeIdFieldSchema, raw === '' ? undefined : raw);
    if (!typeField.success) throw new ApiError(400, typeField.issues[0].message, 'invalid_request');
    const documentTypeId = typeField.output ?? null;
    if (documentTypeId !== null && !(await documentTypeExists(db, documentTypeId))) {
      throw new ApiError(400, 'Unknown document type', 'invalid_request');
    }
    return { ...received, documentTypeId };
  } catch (error) {
    await files.remove([received.stored.id]);
    throw error;
  }
}

function newAttachment(received: Received, groupName: string | null): NewAttachment {
  return {
    fileName: received.fileName,
    contentType: received.contentType,
    size: received.stored.size,
    storageName: received.stored.id,
    documentTypeId: received.documentTypeId,
    groupName,
  };
}

/** Writes the row under the owner's lock, after the quota check that the lock makes final. */
function withinQuota<T>(
  db: Db,
  owner: Owner,
  limits: UploadLimits,
  size: number,
  replacing: number | null,
  write: (tx: DbConnection) => Promise<T>,
) {
  return transaction(db, async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`attachment-quota:${owner.type}:${owner.key}`]);
    checkQuota(await usageOf(tx, owner, replacing), size, limits, replacing === null);
    return write(tx);
  });
}

export async function addAttachment(
  c: Context,
  db: Db,
  upload: UploadContext,
  owner: Owner,
  groupName: string | null = null,
): Promise<Attachment> {
  const received = await receiveFile(c, db, upload, owner, null);
  try {
    const id = await withinQuota(db, owner, upload.limits, received.stored.size, null, (tx) =>
      insertAttachment(tx, owner, newAttachment(received, groupName)),
    );
    return toAttachment(owner, (await findAttachmentRow(db, owner, id))!);
  } catch (error) {
    await upload.files.remove([received.stored.id]);
    throw error;
  }
}

/** PUT …/attachments/{attachmentId}: id 0 means "no document yet", which uploads a new one. */
export async function replaceAttachment(c: Context, db: Db, upload: UploadContext, owner: Owner, id: number): Promise<Attachment> {
  if (id === 0) return addAttachment(c, db, upload, owner);
  if (!(await findAttachmentRow(db, owner, id))) throw new ApiError(404, 'No such attachment', 'not_found');
  const received = await receiveFile(c, db, upload, owner, id);
  let old: string | undefined;
  try {
    old = await withinQuota(db, owner, upload.limits, received.stored.size, id, (tx) =>
      replaceAttachmentFile(tx, owner, id, newAttachment(received, null)),
    );
  } catch (error) {
    await upload.files.remove([received.stored.id]);
    throw error;
  }
  if (old === undefined) {
    await upload.files.remove([received.stored.id]);
    throw new ApiError(404, 'No such attachment', 'not_found');
  }
  await upload.files.remove([old]);
  return toAttachment(owner, (await findAttachmentRow(db, owner, id))!);
}

export async function deleteAttachment(db: Db, files: FileStore, owner: Owner, id: number): Promise<void> {
  const storage = await deleteAttachmentRow(db, owner, id);
  if (storage === undefined) throw new ApiError(404, 'No such attachment', 'not_found');
  await files.remove([storage]);
}

export interface AttachmentFile {
  fileName: string;
  contentType: string;
  size: number;
  file: OpenedFile;
}

const goneFile = () => new ApiError(404, 'The file is no longer stored', 'not_found');

/** The attachment's row and its bytes, to stream out. */
export async function openAttachment(db: Db, files: FileStore, owner: Owner, id: number): Promise<AttachmentFile> {
  const row = await findAttachmentRow(db, owner, id);
  if (!row) throw new ApiError(404, 'No such attachment', 'not_found');
  const file = await files.open(row.storage_name);
  if (!file) throw goneFile();
  return { fileName: row.file_name, contentType: row.content_type, size: file.size, file };
}

/** The attachment whole, for the page renderer. */
export async function readAttachment(
  db: Db,
  files: FileStore,
  owner: Owner,
  id: number,
): Promise<{ fileName: string; contentType: string; body: Buffer }> {
  const row = await findAttachmentRow(db, owner, id);
  if (!row) throw new ApiError(404, 'No such attachment', 'not_found');
  const body = await readWhole(files, row.storage_name);
  if (!body) throw goneFile();
  return { fileName: row.file_name, contentType: row.content_type, body };
}

/**
 * POST …/attachments/imported (empty body): brings in the referral the clinic received
 * electronically for this booking. The demo's "referral system" holds one invented referral per
 * booking; importing twice keeps one copy.
 */
export async function importReferral(db: Db, files: FileStore, owner: Owner): Promise<AttachmentList> {
  const existing = await listAttachmentRows(db, owner);
  if (!existing.some((row) => row.imported)) {
    const body = samplePdf(['Referral (demo document, imported)', `Booking ${owner.key}`, 'Please perform the requested examination.']);
    const stored = await files.write(
      (async function* () {
        yield body;
      })(),
      { maxBytes: ATTACHMENT_MAX_BYTES },
    );
    await insertAttachment(db, owner, {
      fileName: `imported-referral-${owner.key}.pdf`,
      contentType: 'application/pdf',
      size: stored.size,
      storageName: stored.id,
      documentTypeId: 1,
      groupName: null,
      imported: true,
    });
  }
  return listAttachments(db, owner);
}

/** A new booking key replaced `fromKey`: its temporary documents follow (any session's). */
export function moveTemporaryDocuments(db: Pick<DbConnection, 'query'>, fromKey: string, toKey: string): Promise<number> {
  return moveTemporaryRows(db, fromKey, toKey);
}

/** The booking now exists: the temporary documents of `tempKey` become its attachments. */
export function attachTemporaryDocuments(
  db: Pick<DbConnection, 'query'>,
  tempKey: string,
  owner: { type: 'APPOINTMENT' | 'BOOKING_REQUEST'; key: string },
): Promise<number> {
  return adoptTemporaryRows(db, tempKey, owner);
}

/** The attachment id of a path (`0` allowed only where a replace may create). */
export function attachmentIdOf(raw: string | undefined, { allowZero = false } = {}): number {
  if (!raw || !/^\d{1,12}$/.test(raw)) throw new ApiError(404, 'No such attachment', 'not_found');
  const id = Number(raw);
  if (id === 0 && !allowZero) throw new ApiError(404, 'No such attachment', 'not_found');
  return id;
}
