/**
 * Attachments (src/api/API.md#attachments; the rules in docs/rules.md#files-and-attachments), shared by the upload control (src/attachments/) and the reference server
 * (demo/server/features/attachments/). The list answer carries the server's own rules (allowed
 * content types, largest file), so the browser checks a file with the same rules the server
 * enforces and never needs a second copy of them.
 */
import * as v from 'valibot';

/** What the reference server accepts: PDFs and photos or scans of a referral. */
export const ATTACHMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** The largest file the reference server keeps (a phone photo or a scanned PDF). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** File names as stored and shown: no path, no control characters, at most this many characters. */
export const ATTACHMENT_FILE_NAME_MAX = 120;
/**
 * An upload for several appointments joins their slugs in one path segment; the separator is
 * ours, a comma. `{id}` in an appointment attachment path is the booking key or such a list.
 */
export const SLUG_SEPARATOR = ',';

const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const link = v.pipe(v.string(), v.regex(/^\/(?![/\\])/, 'attachment links are root-relative to the API'));

export const DocumentTypeSchema = v.object({
  id,
  title: v.string(),
  description: v.string(),
});
export type DocumentType = v.InferOutput<typeof DocumentTypeSchema>;

export const AttachmentSchema = v.object({
  id,
  /** The booking key or temporary key the file belongs to. */
  slug: v.string(),
  fileName: v.string(),
  contentType: v.string(),
  size: v.pipe(v.number(), v.integer(), v.minValue(0)),
  documentTypeId: v.nullable(id),
  documentType: v.nullable(v.object({ title: v.string(), description: v.string() })),
  groupName: v.nullable(v.string()),
  /** Brought in by the clinic's import ("imported referrals"), not uploaded by the patient. */
  imported: v.boolean(),
  createdAt: v.string(),
  /** `{base}/{id}/download`: the file as an attachment. */
  downloadUrl: link,
  /** `{base}/{id}/view`, for PDFs only: a page of the PDF's pages drawn by the server, opened in a new tab. */
  viewUrl: v.nullable(link),
});
export type Attachment = v.InferOutput<typeof AttachmentSchema>;

/**
 * One exam document type of a booking request: its documentTypeId and the uploaded document (id,
 * fileName); an entry has a slug plus its document.
 */
export const ExamDocumentTypeSchema = v.object({
  slug: v.string(),
  documentTypeId: id,
  title: v.string(),
  description: v.string(),
  examGroupName: v.nullable(v.string()),
  document: v.nullable(v.object({ id, fileName: v.string() })),
});
export type ExamDocumentType = v.InferOutput<typeof ExamDocumentTypeSchema>;

export const AttachmentListSchema = v.object({
  attachments: v.array(AttachmentSchema),
  documentTypes: v.array(DocumentTypeSchema),
  /** Booking requests only (empty elsewhere). */
  examDocumentTypes: v.optional(v.array(ExamDocumentTypeSchema), []),
  allowedContentTypes: v.array(v.string()),
  maxFileBytes: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type AttachmentList = v.InferOutput<typeof AttachmentListSchema>;

/** The rules a file is checked against before upload: the list answer's, or these defaults. */
export interface UploadRules {
  allowedContentTypes: readonly string[];
  maxFileBytes: number;
}

export const DEFAULT_UPLOAD_RULES: UploadRules = {
  allowedContentTypes: ATTACHMENT_CONTENT_TYPES,
  maxFileBytes: ATTACHMENT_MAX_BYTES,
};

/** `documentTypeId` of the multipart form: optional; a positive integer when present. */
export const DocumentTypeIdFieldSchema = v.optional(
  v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'documentTypeId must be a positive integer'), v.transform(Number)),
);
