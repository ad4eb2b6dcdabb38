/** The states of <rad-booking-requests>, one source for the browser tests and the stories. */
import type { AttachmentList } from '../../src/api/schemas/attachments.schema';
import type { BookingRequestSummary } from '../../src/api/schemas/booking-requests.schema';
import { attachmentFixture, attachmentListFixture } from '../../src/attachments/fixtures';

export const pendingRequest: BookingRequestSummary = {
  bookingKey: 'DEMO-BR-2001',
  slug: 'br-2001-mei',
  status: 'PENDING',
  createdAt: '2030-01-01T00:00:00Z',
  patient: { firstName: 'Mei' },
  exam: null,
  hasReferral: true,
};
export const bookedRequest: BookingRequestSummary = {
  ...pendingRequest,
  status: 'BOOKED',
  exam: { slug: 'ct-brain', name: 'CT brain', modalityName: 'CT' },
};
export const cancelledRequest: BookingRequestSummary = { ...pendingRequest, status: 'CANCELED' };

/** The documents the clinic asks for (exam document types), one uploaded: the stories' documents state. */
export function requestedDocuments(document: { id: number; fileName: string } | null): AttachmentList {
  return {
    ...attachmentListFixture(document ? [attachmentFixture(document.id, document.fileName)] : []),
    examDocumentTypes: [
      {
        slug: 'DEMO-BR-2001',
        documentTypeId: 1,
        title: 'Referral',
        description: 'The request form from your doctor or specialist.',
        examGroupName: null,
        document,
      },
    ],
  };
}
