/**
 * Which questionnaires a booking must have answered, and answered without a denial, before it is
 * booked or confirmed (issue 22 item 4: a closed "MRI is not safe" dialog followed by Confirm used
 * to confirm). A denial stands: answering again cannot undo it (features/questionnaires refuses a
 * second answer), and a denied questionnaire is never "answered".
 */
import type { QuestionnaireType } from '../../../../src/api/schemas/questionnaire.schema';
import type { DbConnection } from '../../db/db';
import { ApiError } from '../../http/errors';
import { modalityOf, questionnairesOfTypes, type QuestionnaireRow } from '../../features/questionnaires/queries';

type Q = Pick<DbConnection, 'query'>;

/** Asked before a booking is made and again before it is confirmed (docs/rules.md#questionnaire-required-before-booking, docs/rules.md#change-confirm). */
export const REQUIRED_TYPES: readonly QuestionnaireType[] = ['REQUIRED_ON_CONFIRMATION'];

/** Both lists empty: every exam. Otherwise the exam is named, or its modality is. */
export function appliesTo(
  row: Pick<QuestionnaireRow, 'exam_slugs' | 'modality_ids'>,
  examSlug: string | null,
  modality: string | null,
): boolean {
  if (!row.exam_slugs.length && !row.modality_ids.length) return true;
  return (!!examSlug && row.exam_slugs.includes(examSlug)) || (!!modality && row.modality_ids.includes(modality));
}

export interface RequiredStatus {
  /** Required questionnaires with no answer. */
  missing: string[];
  /** A required questionnaire whose answer denied the booking. */
  denied: string | null;
}

/** The answers kept for a booking (its key) or for a booking being made (its temporary key). */
export type AnswerOwner = { bookingKey: string } | { temporaryKey: string };

export async function requiredStatus(db: Q, owner: AnswerOwner, examSlugs: readonly string[]): Promise<RequiredStatus> {
  const exams = [...new Set(examSlugs)];
  const modalities = await Promise.all(exams.map((slug) => modalityOf(db, slug)));
  const required = (await questionnairesOfTypes(db, REQUIRED_TYPES)).filter((row) =>
    exams.some((slug, index) => appliesTo(row, slug, modalities[index] ?? null)),
  );
  if (required.length === 0) return { missing: [], denied: null };
  const [column, value] = 'bookingKey' in owner ? ['booking_key', owner.bookingKey] : ['temporary_key', owner.temporaryKey];
  const answers = await db.query<{ questionnaire_id: string; denied: boolean }>(
    `select questionnaire_id, coalesce((outcome ->> 'denied')::boolean, false) as denied
       from questionnaire_answer where ${column} = $1 and questionnaire_id = any($2::text[])`,
    [value, required.map((row) => row.id)],
  );
  const denied = answers.find((answer) => answer.denied)?.questionnaire_id ?? null;
  const answered = new Set(answers.map((answer) => answer.questionnaire_id));
  return { missing: required.map((row) => row.id).filter((id) => !answered.has(id)), denied };
}

/** Refuses while a required questionnaire is unanswered or denied; `action` names the keys. */
export function refuseUnlessAnswered(status: RequiredStatus, action: 'book' | 'confirm'): void {
  if (status.denied) {
    throw new ApiError(409, action === 'book' ? 'booking.denied_by_answers' : 'appointments.confirm_denied', 'denied');
  }
  if (status.missing.length > 0) {
    throw new ApiError(
      409,
      action === 'book' ? 'booking.questionnaires_required' : 'appointments.confirm_questionnaires_required',
      'questionnaires_required',
    );
  }
}
