/**
 * Attachment rules of the reference server (document 001 §4 "Attachments", §5 "Referral upload
 * accepts only configured content types", §7). Routes of appointments, booking requests and
 * temporary documents all come here with an `Owner`; nothing else touches the files.
 *
 * For other features (the booking flow, check-in), the small interface is:
 * - `moveTemporaryDocuments(db, fromKey, toKey)`: a new booking key was fetched after an error
 *   (001 §4 "temporary documents ... are then moved to it").
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
import { cleanFileName, sniffContentType } from './sniff';
import { readStoredFile, removeStoredFile, storeFile } from './storage';

export type { Owner } from './queries';

/** Where an owner's attachment links start (`{base}/{id}/download`, 001 §7). */
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
  /** Booking requests: the exam group whose document types to list (001 §7 query examGroupName). */
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

/** Reads and checks the multipart form (`file`, optional `documentTypeId`) into a stored file. */
async function receiveFile(c: Context, db: Db, uploadsDir: string, groupName: string | null): Promise<NewAttachment> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new ApiError(400, 'The upload must be multipart/form-data', 'invalid_request');
  }
  const file = form.file;
  if (!(file instanceof File)) throw new ApiError(400, 'The upload needs a file', 'invalid_request');
  const typeField = v.safeParse(DocumentTypeIdFieldSchema, form.documentTypeId === '' ? undefined : form.documentTypeId);
  if (!typeField.success) throw new ApiError(400, typeField.issues[0].message, 'invalid_request');
  const documentTypeId = typeField.output ?? null;
  if (documentTypeId !== null && !(await documentTypeExists(db, documentTypeId))) {
    throw new ApiError(400, 'Unknown document type', 'invalid_request');
  }
  if (file.size === 0) throw new ApiError(400, 'The file is empty', 'invalid_request');
  if (file.size > ATTACHMENT_MAX_BYTES) throw new ApiError(413, 'attachments.too_large_server', 'file_too_large');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = sniffContentType(bytes);
  // The content decides, not the declared type or the name: same message the browser shows.
  if (!contentType) throw new ApiError(415, 'form.referral_file_types', 'unsupported_file_type');
  const storageName = await storeFile(uploadsDir, bytes);
  return {
    fileName: cleanFileName(file.name, ATTACHMENT_FILE_NAME_MAX),
    contentType,
    size: bytes.length,
    storageName,
    documentTypeId,
    groupName,
  };
}

export async function addAttachment(
  c: Context,
  db: Db,
  uploadsDir: string,
  owner: Owner,
  groupName: string | null = null,
): Promise<Attachment> {
  const file = await receiveFile(c, db, uploadsDir, groupName);
  try {
    const id = await insertAttachment(db, owner, file);
    return toAttachment(owner, (await findAttachmentRow(db, owner, id))!);
  } catch (error) {
    await removeStoredFile(uploadsDir, file.storageName);
    throw error;
  }
}

/** PUT …/attachments/{attachmentId}: id 0 means "no document yet" (001 §4), which uploads a new one. */
export async function replaceAttachment(c: Context, db: Db, uploadsDir: string, owner: Owner, id: number): Promise<Attachment> {
  if (id === 0) return addAttachment(c, db, uploadsDir, owner);
  if (!(await findAttachmentRow(db, owner, id))) throw new ApiError(404, 'No such attachment', 'not_found');
  const file = await receiveFile(c, db, uploadsDir, null);
  const old = await replaceAttachmentFile(db, owner, id, file);
  if (old === undefined) {
    await removeStoredFile(uploadsDir, file.storageName);
    throw new ApiError(404, 'No such attachment', 'not_found');
  }
  await removeStoredFile(uploadsDir, old);
  return toAttachment(owner, (await findAttachmentRow(db, owner, id))!);
}

export async function deleteAttachment(db: Db, uploadsDir: string, owner: Owner, id: number): Promise<void> {
  const storage = await deleteAttachmentRow(db, owner, id);
  if (storage === undefined) throw new ApiError(404, 'No such attachment', 'not_found');
  await removeStoredFile(uploadsDir, storage);
}

export async function readAttachment(
  db: Db,
  uploadsDir: string,
  owner: Owner,
  id: number,
): Promise<{ fileName: string; contentType: string; body: Buffer }> {
  const row = await findAttachmentRow(db, owner, id);
  if (!row) throw new ApiError(404, 'No such attachment', 'not_found');
  const body = await readStoredFile(uploadsDir, row.storage_name).catch(() => {
    throw new ApiError(404, 'The file is no longer stored', 'not_found');
  });
  return { fileName: row.file_name, contentType: row.content_type, body };
}

/**
 * POST …/attachments/imported (001 §7, empty body): brings in the referral the clinic received
 * electronically for this booking. The demo's "referral system" holds one invented referral per
 * booking; importing twice keeps one copy.
 */
export async function importReferral(db: Db, uploadsDir: string, owner: Owner): Promise<AttachmentList> {
  const existing = await listAttachmentRows(db, owner);
  if (!existing.some((row) => row.imported)) {
    const body = samplePdf(['Referral (demo document, imported)', `Booking ${owner.key}`, 'Please perform the requested examination.']);
    const storageName = await storeFile(uploadsDir, body);
    await insertAttachment(db, owner, {
      fileName: `imported-referral-${owner.key}.pdf`,
      contentType: 'application/pdf',
      size: body.length,
      storageName,
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
