/**
 * The states of <rad-appointments>, one source for the browser tests, the stories and the demo:
 * summaries as the reference server answers them (demo/server/features/appointments) and a
 * documents list.
 */
import type { AppointmentItem, AppointmentSummary } from '../../src/api/schemas/appointments.schema';
import type { Attachment, AttachmentList } from '../../src/api/schemas/attachments.schema';
import { ATTACHMENT_CONTENT_TYPES, ATTACHMENT_MAX_BYTES } from '../../src/api/schemas/attachments.schema';

const item: AppointmentItem = {
  slug: 'demo-appt-1001-1',
  bookingKey: 'DEMO-APPT-1001',
  status: 'BOOKED',
  startsAt: '2030-03-14T22:30:00Z',
  endsAt: '2030-03-14T23:00:00Z',
  mobileLocationId: null,
  examDetails: {
    slug: 'mri-knee',
    name: 'MRI knee',
    modalityName: 'MRI',
    preparation: 'Remove all metal before the scan.\n\nPlease arrive 15 minutes early.',
    walkIn: false,
  },
  clinic: {
    slug: 'parramatta',
    name: 'Parramatta Imaging',
    address: '12 Church Street',
    suburb: 'Parramatta',
    state: 'NSW',
    postcode: '2150',
    phone: '02 9000 0001',
    timeZone: 'Australia/Sydney',
    latitude: -33.8151,
    longitude: 151.0011,
  },
  checkInPrepared: false,
  checkInPreparedSent: false,
  patientMedicareNumber: null,
  showGenderSelection: false,
  patientDetails: { medicareNumber: null },
};

const ALLOWED = { canChange: true, reason: null } as const;

export const bookedSummary: AppointmentSummary = {
  bookingKey: 'DEMO-APPT-1001',
  status: 'BOOKED',
  confirmed: false,
  resultsAvailable: false,
  patient: { firstName: 'Ana' },
  items: [item],
  canChange: { cancel: ALLOWED, reschedule: ALLOWED },
};

/** Inside the prior-minutes window: the server refuses changes. */
export const soonSummary: AppointmentSummary = {
  ...bookedSummary,
  canChange: { cancel: { canChange: false, reason: 'PRIOR_MINUTES' }, reschedule: { canChange: false, reason: 'PRIOR_MINUTES' } },
};

export const cancelledSummary: AppointmentSummary = {
  ...bookedSummary,
  status: 'CANCELED',
  items: [{ ...item, status: 'CANCELED' }],
  canChange: {
    cancel: { canChange: false, reason: 'APPOINTMENT_CANCELLED' },
    reschedule: { canChange: false, reason: 'APPOINTMENT_CANCELLED' },
  },
};

export const rescheduledSummary: AppointmentSummary = { ...bookedSummary, confirmed: true, items: [{ ...item, status: 'RESCHEDULED' }] };

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
