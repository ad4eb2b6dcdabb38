/**
 * The states of <rad-appointments>, one source for the browser tests, the stories and the demo:
 * summaries as the reference server answers them (demo/server/features/appointments) and a
 * documents list.
 */
import type { AppointmentItem, AppointmentSummary } from '../../src/api/schemas/appointments.schema';
import type { ConsentForms } from '../../src/api/schemas/check-in.schema';
import type { FhirQuestionnaire, QuestionnaireRecord } from '../../src/api/schemas/questionnaire.schema';

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

// Documents: shared with the booking-request page's fixtures (src/attachments/fixtures.ts).
export { attachmentFixture, attachmentListFixture } from '../../src/attachments/fixtures';

/** The clinic changed the exam's details (status CHANGED, ITEM_STATUSES in src/api/schemas/appointments.schema.ts). */
export const changedSummary: AppointmentSummary = { ...bookedSummary, items: [{ ...item, status: 'CHANGED' }] };

/** An enquiry the clinic has still to give a time (the pending page). */
export const pendingSummary: AppointmentSummary = {
  ...bookedSummary,
  items: [{ ...item, status: 'PENDING' }],
  canChange: { cancel: { canChange: false, reason: 'ENQUIRE_ONLY' }, reschedule: { canChange: false, reason: 'ENQUIRE_ONLY' } },
};

/** The patient moved it once already. */
export const movedSummary: AppointmentSummary = {
  ...bookedSummary,
  items: [{ ...item, startsAt: '2030-03-21T22:30:00Z', endsAt: '2030-03-21T23:00:00Z', rescheduledFrom: '2030-03-14T22:30:00Z' }],
};

/** A walk-in exam: never rescheduled online. */
export const walkInSummary: AppointmentSummary = {
  ...bookedSummary,
  canChange: { cancel: { canChange: true, reason: null }, reschedule: { canChange: false, reason: 'WALK_IN' } },
};

/** The MRI's consent form, unanswered (what …/consent_forms answers). */
export const consentFormsFixture: ConsentForms = {
  completed: false,
  notifyPatient: false,
  appointmentConsentForms: [
    {
      id: 1,
      title: 'MRI safety consent',
      content: '<p>I have told the clinic about any metal in my body, pacemaker or implant.</p>',
      consentFormAnswer: null,
    },
  ],
};

const questionnaireRecord = (
  id: string,
  type: QuestionnaireRecord['questionnaireType'],
  title: string,
  item: FhirQuestionnaire['item'],
  extra: Partial<QuestionnaireRecord> = {},
): QuestionnaireRecord => ({
  questionnaireId: id,
  questionnaireResult: JSON.stringify({ resourceType: 'Questionnaire', id, status: 'active', title, item }),
  questionnaireType: type,
  modalSize: 'md',
  title,
  showClosingConfirmation: false,
  examSlugs: [],
  modalityIds: [],
  ...extra,
});

/** The provider's cancellation questionnaire (CANCEL_APPOINTMENT_PATIENT), asking before it lets answers go. */
export const cancelQuestionnaire = questionnaireRecord(
  'cancellation-reasons',
  'CANCEL_APPOINTMENT_PATIENT',
  'Cancel your appointment',
  [{ linkId: 'rebook', type: 'boolean', text: 'Would you like us to contact you to book another time?', required: true }],
  { showClosingConfirmation: true },
);

/** A question to answer before confirming (REQUIRED_ON_CONFIRMATION). */
export const safetyQuestionnaire = questionnaireRecord('mri-safety', 'REQUIRED_ON_CONFIRMATION', 'MRI safety questions', [
  { linkId: 'pacemaker', type: 'boolean', text: 'Do you have a pacemaker?', required: true },
]);
