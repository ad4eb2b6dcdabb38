/**
 * Report quality feedback (src/api/API.md#image-viewer): shared by the widgets, which
 * check every answer, and the reference server, which checks every request.
 *
 * The questionnaire is a FHIR R4 Questionnaire and the answer a QuestionnaireResponse, as everywhere
 * the questionnaire runner is used (src/api/schemas/questionnaire.schema.ts): providers reuse one
 * format, and the server checks an answer with the same rules the form does.
 */
import * as v from 'valibot';
import { LINK_TOKEN } from './image-viewer.schema';
import { FhirQuestionnaireSchema } from './questionnaire.schema';

export const FEEDBACK_MODAL_SIZES = ['sm', 'md', 'lg', 'xl'] as const;

/** `?imsec=` or `?pacsAppointmentId=`: exactly one. */
export const FeedbackLinkQuerySchema = v.pipe(
  v.object({
    imsec: v.optional(v.pipe(v.string(), v.regex(LINK_TOKEN))),
    pacsAppointmentId: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9._:-]{1,64}$/))),
  }),
  v.check((query) => (query.imsec === undefined) !== (query.pacsAppointmentId === undefined), 'imsec or pacsAppointmentId, not both'),
);
export type FeedbackLinkQuery = v.InferOutput<typeof FeedbackLinkQuerySchema>;

/** The feedback questionnaire: questionnaireId, the questionnaire's fields, title, modalSize (default lg), showClosingConfirmation. */
export const FeedbackQuestionnaireSchema = v.object({
  questionnaireId: v.string(),
  title: v.string(),
  modalSize: v.optional(v.picklist(FEEDBACK_MODAL_SIZES), 'lg'),
  showClosingConfirmation: v.optional(v.boolean(), false),
  /** The FHIR R4 Questionnaire the runner renders. */
  questionnaire: FhirQuestionnaireSchema,
});
export type FeedbackQuestionnaire = v.InferOutput<typeof FeedbackQuestionnaireSchema>;

/** POST body: questionnaireId, questionnaireResult (the QuestionnaireResponse as a JSON string, like every questionnaire save). */
export const FeedbackAnswerSchema = v.object({
  questionnaireId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  questionnaireResult: v.pipe(v.string(), v.minLength(2), v.maxLength(200_000)),
});
export type FeedbackAnswer = v.InferOutput<typeof FeedbackAnswerSchema>;

/** The spec shows no answer; ours says it was stored. */
export const FeedbackSavedSchema = v.object({ status: v.picklist(['SAVED']) });
