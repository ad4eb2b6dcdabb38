/**
 * Which questionnaires stand before a change (docs/rules.md#questionnaire-cancel,
 * docs/rules.md#change-confirm): the provider's cancellation
 * questionnaire for this booking, or the required-on-confirmation ones not yet answered.
 */
import type { KyInstance } from 'ky';
import { loadQuestionnaires, type AnswerOwner } from '../../../src/api/questionnaires.api';
import type { QuestionnaireRecord } from '../../../src/api/schemas/questionnaire.schema';

const CANCEL_TYPES = ['CANCEL_APPOINTMENT_PATIENT'] as const;
const CONFIRM_TYPES = ['REQUIRED_ON_CONFIRMATION'] as const;

/** The cancellation questionnaire that applies, or null (then the reason modal). */
export async function cancellationQuestionnaire(api: KyInstance, owner: AnswerOwner): Promise<QuestionnaireRecord | null> {
  const load = await loadQuestionnaires(api, owner, { types: CANCEL_TYPES });
  return load.questionnaires.find((entry) => entry.questionnaireType === 'CANCEL_APPOINTMENT_PATIENT') ?? null;
}

/**
 * The required-on-confirmation questionnaires the patient has still to answer, in order, or the
 * earlier answer that denied the booking: a denial is never "answered", it stands.
 */
export async function confirmationQuestionnaires(
  api: KyInstance,
  owner: AnswerOwner,
): Promise<{ open: QuestionnaireRecord[]; denied: { message: string | null } | null }> {
  const load = await loadQuestionnaires(api, owner, { types: CONFIRM_TYPES });
  const asked = new Set(load.questionnaires.map((record) => record.questionnaireId));
  const denial = load.examQuestionnaireAnswers.find((answer) => answer.denied && asked.has(answer.questionnaireId));
  const answered = new Set(load.examQuestionnaireAnswers.map((answer) => answer.questionnaireId));
  return {
    open: load.questionnaires.filter((record) => !answered.has(record.questionnaireId)),
    denied: denial ? { message: denial.deniedMessage } : null,
  };
}
