import type { QuestionnaireRecord } from '../api/schemas/questionnaire.schema';
import type { FeedbackQuestionnaire } from '../api/schemas/report-feedback.schema';

/**
 * A feedback questionnaire from the API (a visit's at check-in, a report's for a referrer) in the
 * shape the runner's dialog takes (a questionnaire of type FEEDBACK, src/api/API.md#questionnaires): not tied to an
 * exam or modality, nothing answered yet.
 */
export function feedbackRecordOf(feedback: FeedbackQuestionnaire): QuestionnaireRecord {
  return {
    questionnaireId: feedback.questionnaireId,
    questionnaireResult: '',
    questionnaireType: 'FEEDBACK',
    modalSize: feedback.modalSize,
    title: feedback.title,
    showClosingConfirmation: feedback.showClosingConfirmation,
    examSlugs: [],
    modalityIds: [],
  };
}
