/**
 * The events <rad-questionnaire> (and the form opened by other widgets) sends its host. Details say
 * what happened and what the outcome asks of the booking, never the answers themselves.
 */
import type { QuestionnaireType } from '../../src/api/schemas/questionnaire.schema';

export interface QuestionnaireOutcomeSummary {
  denied: boolean;
  newExamSlug: string | null;
  restrictMinDate: string | null;
  restrictQuestionnaireId: string | null;
  medicareNumberRequired: boolean;
  validationCodeRequired: boolean;
  documentTypeId: number | null;
  insuranceTypeId: number | null;
  walkIn: { examName: string; prepTime: string | null; minutesPrior: number | null; group: string | null } | null;
  /**
   * CREATE_BOOKING_REQUEST: the booking goes as a booking request. `deleteKey` names the request the
   * server already made, or is empty when it is made with the booking (an answer saved temporarily).
   */
  bookingRequest: { deleteKey: string; confirmationMessage: string; apiKey: string | null } | null;
  /** The outcome sends the person elsewhere (checked against the allowed origins). */
  redirect: boolean;
}

export interface QuestionnaireCompletedDetail {
  questionnaireId: string;
  questionnaireType: QuestionnaireType;
  outcome: QuestionnaireOutcomeSummary;
}

export interface QuestionnaireExamChangedDetail {
  questionnaireId: string;
  newExamSlug: string;
  /** SLOT_RELOAD_AFTER_EXAM_CHANGE_MS: the booking widget reloads its slots after this long. */
  reloadAfterMs: number;
}

export interface QuestionnairesDoneDetail {
  /** Questionnaires answered in this visit. */
  answered: number;
  /** Nothing was left to answer when the page opened. */
  alreadyAnswered: boolean;
}

declare module '../../src/element/events' {
  interface RadEventMap {
    'rad-questionnaire-completed': QuestionnaireCompletedDetail;
    'rad-questionnaire-exam-changed': QuestionnaireExamChangedDetail;
    'rad-questionnaire-all-done': QuestionnairesDoneDetail;
  }
}
