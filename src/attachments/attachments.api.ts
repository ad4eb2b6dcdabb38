/**
 * The attachment API client (src/api/API.md#attachments). Reads and deletes go
 * through `request()` like every call; uploads go through XMLHttpRequest (xhr-upload.ts) because
 * fetch reports no upload progress over HTTP/1.1, and the patient must see a large scan progress.
 */
import type { KyInstance } from 'ky';
import { request } from '../api/client';
import { toApiError } from '../api/errors';
import { AttachmentListSchema, AttachmentSchema, type Attachment, type AttachmentList } from '../api/schemas/attachments.schema';
import { sendMultipart, type UploadTransport } from './xhr-upload';

/** Whose attachments: an appointment or a booking request (by booking key), or temporary documents (by the booking flow's key). */
export type AttachmentTarget =
  | { kind: 'appointment'; id: string }
  | { kind: 'booking-request'; id: string; examGroupName?: string; changedExamSlugs?: readonly string[] }
  | { kind: 'temporary'; id: string };

/** `{base}` of API.md: relative to the API root, without a leading slash. */
export function attachmentsPath(target: AttachmentTarget): string {
  const id = encodeURIComponent(target.id);
  if (target.kind === 'appointment') return `api/secured/appointments/${id}/attachments`;
  if (target.kind === 'booking-request') return `api/secured/booking_requests/${id}/attachments`;
  return `api/temp_documents/${id}/attachments`;
}

export function listAttachments(api: KyInstance, target: AttachmentTarget, signal?: AbortSignal): Promise<AttachmentList> {
  const searchParams: Record<string, string> = {};
  if (target.kind === 'booking-request') {
    if (target.examGroupName) searchParams.examGroupName = target.examGroupName;
    if (target.changedExamSlugs?.length) searchParams.changedExamSlugs = target.changedExamSlugs.join(',');
  }
  return request(api, { path: `${attachmentsPath(target)}/response`, schema: AttachmentListSchema, searchParams, signal });
}

/** 204 without a body: nothing for `request()` to check, so the same error mapping is applied here. */
export async function deleteAttachment(api: KyInstance, target: AttachmentTarget, attachmentId: number): Promise<void> {
  try {
    await api.delete(`${attachmentsPath(target)}/${attachmentId}`);
  } catch (error) {
    throw await toApiError(error);
  }
}

export function importReferrals(api: KyInstance, target: AttachmentTarget): Promise<AttachmentList> {
  return request(api, { method: 'post', path: `${attachmentsPath(target)}/imported`, schema: AttachmentListSchema, idempotent: true });
}

export interface UploadOptions {
  file: File;
  documentTypeId?: number | null;
  /** Replace this attachment (PUT); 0 or absent with `replace` means "no document yet". */
  replaceId?: number;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export function uploadAttachment(transport: UploadTransport, target: AttachmentTarget, options: UploadOptions): Promise<Attachment> {
  const form = new FormData();
  form.set('file', options.file, options.file.name);
  if (options.documentTypeId) form.set('documentTypeId', String(options.documentTypeId));
  const replacing = options.replaceId !== undefined;
  return sendMultipart(transport, {
    method: replacing ? 'PUT' : 'POST',
    path: replacing ? `${attachmentsPath(target)}/${options.replaceId}` : attachmentsPath(target),
    body: form,
    schema: AttachmentSchema,
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
