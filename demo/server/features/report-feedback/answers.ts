/**
 * A referrer's feedback is checked with the questionnaire runner's own rules (src/questionnaire):
 * the server never stores an answer the form would have refused (a missing required rating, an
 * answer to a question that was not shown, a value out of range).
 */
import * as v from 'valibot';
import {
  FhirQuestionnaireSchema,
  QuestionnaireResponseSchema,
  type QuestionnaireResponse,
} from '../../../../src/api/schemas/questionnaire.schema';
import { checkResponse } from '../../../../src/questionnaire';

export type CheckedAnswer = { ok: true; response: QuestionnaireResponse } | { ok: false; key: string; linkId?: string };

/** `questionnaireResult` (a QuestionnaireResponse as JSON text) checked against the stored questionnaire. */
export function checkFeedbackAnswer(definition: unknown, questionnaireResult: string): CheckedAnswer {
  let json: unknown;
  try {
    json = JSON.parse(questionnaireResult);
  } catch {
    return { ok: false, key: 'questionnaire.error_type' };
  }
  const response = v.safeParse(QuestionnaireResponseSchema, json);
  if (!response.success) return { ok: false, key: 'questionnaire.error_type' };
  const problem = checkResponse(v.parse(FhirQuestionnaireSchema, definition), response.output);
  return problem ? { ok: false, ...problem } : { ok: true, response: response.output };
}
