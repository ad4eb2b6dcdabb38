import { attachmentsCss } from '../../src/attachments/index';
import { defineWidget } from '../../src/element/define-widget';
import { questionnaireCss } from './questionnaire.css';
import { Questionnaire, type QuestionnaireProps } from './Questionnaire';

/**
 * The questionnaire runner: a booking's unanswered FHIR questionnaires, one at a time in a dialog that cannot be dismissed.
 * @event rad-questionnaire-completed - an answer was saved; detail names the questionnaire, its type and an outcome summary (never the answers)
 * @event rad-questionnaire-exam-changed - an outcome changed the exam; detail has newExamSlug and reloadAfterMs for the booking's slot reload
 * @event rad-questionnaire-all-done - every questionnaire is answered (or none was left); detail has answered and alreadyAnswered
 * @event rad-navigate - the runner wants the host to go to a path (deny page, stored redirect); cancel it to navigate yourself
 * @event rad-error - a questionnaire holds something the renderer cannot show (shown as a notice), or could not be read
 * @csspart runner - the page section around the status and the dialog
 * @csspart dialog - the questionnaire dialog
 * @csspart form - the questionnaire form
 * @csspart item - one question
 * @csspart group - a group of questions (fieldset)
 * @csspart group-instance - one instance of a repeating group (fieldset)
 * @csspart add-instance - a repeating group's "Add another" button
 * @csspart remove-instance - an instance's "Remove" button
 * @csspart error-summary - the list of problems shown on submit
 * @csspart submit - the submit button
 * @cssprop --rad-target-size - minimum height of inputs and options (44 px in kiosk mode)
 * @cssprop --rad-color-error - colour of errors and required markers
 */
export const RadQuestionnaire = defineWidget<QuestionnaireProps>('rad-questionnaire', Questionnaire, {
  props: {
    /** The appointment's (or, with is-booking-request, the booking request's) booking key: its questionnaires are loaded and answered. */
    bookingKey: 'string',
    /** The booking key names a booking request, not an appointment. */
    isBookingRequest: 'boolean',
    /** Passed to the load (src/api/API.md#questionnaires); one appointment per booking key on the reference server. */
    appointmentSlug: 'string',
    /** The exam an outcome changed to: its questionnaires are loaded instead. */
    changedExamSlug: 'string',
    /** Comma list of questionnaire types to answer; default REQUIRED_ON_CONFIRMATION. */
    types: 'string',
    /** Where to go after all are answered (a path on this site or an allowed origin); else a thank-you or "already answered". */
    redirectUrl: 'string',
    /** Before a booking key exists: the chosen exams (`+` or `,` separated), with temporary-key. */
    examSlugs: 'string',
    /** Before a booking key exists: a random key (16–64 letters, digits, hyphens) the booking later moves the answers from. */
    temporaryKey: 'string',
    /** Where a failed CREATE_BOOKING_REQUEST save goes (widgets/questionnaire/README.md#errors); else the configuration's bookingRequest.creationErrorUrl, else /deny. */
    bookingRequestErrorUrl: 'string',
    /** The message for that page (to the deny page as its id, so only the configured message shows there; to another page as customMessage); else bookingRequest.creationErrorMessage. */
    bookingRequestErrorMessage: 'string',
  },
  styles: `${questionnaireCss}\n${attachmentsCss}`,
});
