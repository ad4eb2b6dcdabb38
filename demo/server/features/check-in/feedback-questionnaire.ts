/**
 * The patient's feedback about today's visit (document 001 §2 check-in step "feedback", §3
 * Questionnaire type FEEDBACK): a FHIR R4 Questionnaire that the questionnaire runner shows, and
 * that the server checks an answer against with the runner's own rules (src/questionnaire). Asked
 * once per booking, of someone who is already checked in or came to give feedback.
 */
import type { FhirQuestionnaire } from '../../../../src/api/schemas/questionnaire.schema';
import type { FeedbackQuestionnaire } from '../../../../src/api/schemas/report-feedback.schema';
import { EXT } from '../../../../src/questionnaire';

const SYSTEM = 'https://radiology.example/fhir/CodeSystem';
const radio = {
  url: EXT.itemControl,
  valueCodeableConcept: { coding: [{ system: 'http://hl7.org/fhir/questionnaire-item-control', code: 'radio-button' }] },
};
const option = (code: string, display: string, score: number) => ({
  valueCoding: { system: SYSTEM, code, display },
  extension: [{ url: EXT.ordinalValue, valueDecimal: score }],
});

export const VISIT_FEEDBACK_ID = 'check-in-visit-feedback';

export const VISIT_FEEDBACK: FhirQuestionnaire = {
  resourceType: 'Questionnaire',
  id: VISIT_FEEDBACK_ID,
  url: `https://radiology.example/fhir/Questionnaire/${VISIT_FEEDBACK_ID}`,
  status: 'active',
  title: 'Your visit today',
  item: [
    {
      linkId: 'check-in-ease',
      text: 'How easy was it to check in?',
      type: 'choice',
      required: true,
      extension: [radio],
      answerOption: [
        option('ease-1', 'Very hard', 1),
        option('ease-2', 'Hard', 2),
        option('ease-3', 'Neither easy nor hard', 3),
        option('ease-4', 'Easy', 4),
        option('ease-5', 'Very easy', 5),
      ],
    },
    {
      linkId: 'waiting-informed',
      text: 'Were you told how long you would wait?',
      type: 'boolean',
      required: true,
    },
    { linkId: 'comments', text: 'Anything else you would like to tell us?', type: 'text', maxLength: 1000 },
  ],
};

/** The answer of GET /api/check-in/{bookingKey}/feedback: the same shape as the referrer's feedback. */
export const VISIT_FEEDBACK_RECORD: FeedbackQuestionnaire = {
  questionnaireId: VISIT_FEEDBACK_ID,
  title: 'Your visit today',
  modalSize: 'lg',
  showClosingConfirmation: false,
  questionnaire: VISIT_FEEDBACK,
};
