/**
 * Check-in data shared by unit tests, browser tests and stories (one source, as README.md#architecture-in-a-few-lines asks).
 * Invented people; the booking keys match the reference server's seed (features/check-in/seed.ts).
 */
import type { CheckInIdentity, CheckInItem, CheckInReadiness, ConsentForms, Doctor } from '../../src/api/schemas/check-in.schema';
import { seedQuestionnaires, VISIT_FEEDBACK } from '../../demo/server/features/questionnaires/seed-definitions';
import type { FeedbackQuestionnaire } from '../../src/api/schemas/report-feedback.schema';

export const IDENTITY_FOUND: CheckInIdentity = {
  appointmentBookingKeys: ['CHECKIN-3001'],
  samePatient: true,
  feedbackQuestionnaireAnswered: false,
  disabledReason: null,
};
export const IDENTITY_NOBODY: CheckInIdentity = {
  appointmentBookingKeys: [],
  samePatient: false,
  feedbackQuestionnaireAnswered: false,
  disabledReason: null,
};
export const IDENTITY_TWO_BOOKINGS: CheckInIdentity = { ...IDENTITY_FOUND, appointmentBookingKeys: ['CHECKIN-3004', 'CHECKIN-3005'] };
export const IDENTITY_TWO_PEOPLE: CheckInIdentity = { ...IDENTITY_TWO_BOOKINGS, samePatient: false };

export const ITEM: CheckInItem = {
  slug: 'checkin-3001-1',
  bookingKey: 'CHECKIN-3001',
  examName: 'MRI knee',
  clinicName: 'Parramatta',
  startsAt: '2026-11-25T01:30:00.000Z',
  timeZone: 'Australia/Sydney',
  checkInPrepared: false,
  checkInPreparedSent: false,
  patientMedicareNumber: '2123456701',
  showGenderSelection: true,
};

export const READY: CheckInReadiness = { ready: true, requiredReferralUploaded: true, documentTypeId: null, message: null };
export const REFERRAL_MISSING: CheckInReadiness = {
  ready: false,
  requiredReferralUploaded: false,
  documentTypeId: 1,
  message: 'message.check_in_referral_required',
};

export const CONSENT: ConsentForms = {
  completed: false,
  notifyPatient: true,
  appointmentConsentForms: [
    {
      id: 1,
      title: 'MRI safety consent',
      content: '<p>I have told the clinic about any metal in my body, pacemaker or implant.</p>',
      consentFormAnswer: null,
    },
  ],
};

export const DOCTORS: Doctor[] = [
  { id: 11, firstName: 'Olivia', lastName: 'Nguyen', cityName: 'Parramatta', postalCode: '2150' },
  { id: 12, firstName: 'Henry', lastName: 'Nguyen', cityName: 'Chatswood', postalCode: '2067' },
];

/** A valid Medicare number (check digit 0) and one with a wrong check digit. */
export const MEDICARE_VALID = '2123 45670 1';
export const MEDICARE_WRONG = '2123 45671 1';

export const IDENTITY_ALREADY_CHECKED_IN: CheckInIdentity = {
  ...IDENTITY_FOUND,
  appointmentBookingKeys: ['CHECKIN-3009'],
  disabledReason: 'ALREADY_CHECKED_IN',
};
export const IDENTITY_TOO_EARLY: CheckInIdentity = {
  ...IDENTITY_FOUND,
  appointmentBookingKeys: ['CHECKIN-3012'],
  disabledReason: 'TOO_EARLY',
};

/**
 * The visit feedback as the server sends it: the questionnaires feature's seeded FEEDBACK form
 * (one source for the server, the fixtures and the stories).
 */
const VISIT_FEEDBACK_ROW = seedQuestionnaires.find((row) => row.id === VISIT_FEEDBACK.id)!;
export const FEEDBACK_QUESTIONNAIRE: FeedbackQuestionnaire = {
  questionnaireId: VISIT_FEEDBACK_ROW.id,
  title: VISIT_FEEDBACK_ROW.title,
  modalSize: VISIT_FEEDBACK_ROW.modalSize ?? 'lg',
  showClosingConfirmation: VISIT_FEEDBACK_ROW.showClosingConfirmation ?? false,
  questionnaire: VISIT_FEEDBACK,
};
