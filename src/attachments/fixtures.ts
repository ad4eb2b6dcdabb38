/**
 * Documents as the reference server lists them, for the unit and browser tests, the stories and
 * the fixture API of both pages that show documents (appointments, booking requests).
 */
import type { Attachment, AttachmentList } from '../api/schemas/attachments.schema';
import { ATTACHMENT_CONTENT_TYPES, ATTACHMENT_MAX_BYTES } from '../api/schemas/attachments.schema';

const base = '/api/secured/appointments/DEMO-APPT-1001/attachments';
export function attachmentFixture(id: number, fileName: string, contentType = 'application/pdf'): Attachment {
  return {
    id,
    slug: 'DEMO-APPT-1001',
    fileName,
    contentType,
    size: 2048,
    documentTypeId: 1,
    documentType: { title: 'Referral', description: 'The request form from your doctor or specialist.' },
    groupName: null,
    imported: false,
    createdAt: '2030-01-01T00:00:00Z',
    downloadUrl: `${base}/${id}/download`,
    viewUrl: contentType === 'application/pdf' ? `${base}/${id}/view` : null,
  };
}

export function attachmentListFixture(attachments: Attachment[] = []): AttachmentList {
  return {
    attachments,
    documentTypes: [
      { id: 1, title: 'Referral', description: 'The request form from your doctor or specialist.' },
      { id: 2, title: 'Previous imaging report', description: 'A report of an earlier scan.' },
    ],
    examDocumentTypes: [],
    allowedContentTypes: [...ATTACHMENT_CONTENT_TYPES],
    maxFileBytes: ATTACHMENT_MAX_BYTES,
  };
}
