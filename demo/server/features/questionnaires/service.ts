/**
 * Questionnaire rules of the reference server: which questionnaires apply to a booking (its exam
 * and modality), loading them with the answers already given, and saving an answer — checked
 * against its Questionnaire, its outcome processed by the provider's rules, and the side effects
 * of its type (a cancellation cancels; CREATE_BOOKING_REQUEST creates one) in one transaction.
 */
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import {
  FhirQuestionnaireSchema,
  QuestionnaireResponseSchema,
  type Outcome,
  type QuestionnaireLoad,
  type QuestionnaireRecord,
  type QuestionnaireType,
} from '../../../../src/api/schemas/questionnaire.schema';
import { checkResponse, responseAnswersByLinkId } from '../../../../src/questionnaire';
import type { Db, DbConnection } from '../../db/db';
import { transaction } from '../../db/transaction';
import {
  answersOfBooking,
  appointmentContext,
  bookingRequestContext,
  denialOf,
  feedbackAnswered,
  findQuestionnaire,
  insertAnswer,
  insertBookingRequestFor,
  modalityOf,
  questionnairesOfTypes,
  type AnswerRow,
  type AnswerScope,
  type BookingContext,
  type QuestionnaireRow,
} from './queries';
import { matchingRules, mergeOutcomes } from './rules';
import { appliesTo, cancelInTransaction } from '../../domain/booking';

export { appliesTo };

export { moveTemporaryAnswers } from './queries';

/** Which types each kind of save accepts: a pain score only through its own call, a cancellation only for an appointment. */
export const TYPES_BY_SCOPE: Record<AnswerScope, readonly QuestionnaireType[]> = {
  APPOINTMENT: [
    'REQUIRED_ON_CONFIRMATION',
    'DECLINE_APPOINTMENT',
    'CANCEL_APPOINTMENT_PATIENT',
    'FEEDBACK',
    'CREATE_BOOKING_REQUEST',
    'PROTOCOL',
    'MODALITY_ROUTING',
    'BOOKING_FORM',
  ],
  BOOKING_REQUEST: [
    'REQUIRED_ON_CONFIRMATION',
    'CREATE_BOOKING_REQUEST',
    'CREATE_BOOKING_REQUEST_REFERRER',
    'PROTOCOL',
    'MODALITY_ROUTING',
    'BOOKING_FORM',
  ],
  PAIN_SCORE: ['PAIN_SCORE_INITIAL', 'PAIN_SCORE_FINAL'],
  TEMPORARY: ['REQUIRED_ON_CONFIRMATION', 'BOOKING_FORM', 'MODALITY_ROUTING', 'CREATE_BOOKING_REQUEST'],
};

export function toRecord(row: QuestionnaireRow): QuestionnaireRecord {
  return {
    questionnaireId: row.id,
    questionnaireResult: JSON.stringify(row.definition),
    questionnaireType: row.type,
    modalSize: row.modal_size,
    title: row.title,
    showClosingConfirmation: row.show_closing_confirmation,
    examSlugs: row.exam_slugs,
    modalityIds: row.modality_ids,
  };
}

const toAnswer = (row: AnswerRow) => ({
  questionnaireId: row.questionnaire_id,
  questionnaireType: row.type,
  examSlug: row.exam_slug,
  answeredAt: row.answered_at,
  denied: row.denied,
  deniedMessage: row.denied ? row.denied_message : null,
});

export type Owner = { scope: 'APPOINTMENT' | 'BOOKING_REQUEST'; bookingKey: string };

async function contextOf(db: Pick<DbConnection, 'query'>, owner: Owner): Promise<BookingContext | undefined> {
  return owner.scope === 'APPOINTMENT' ? appointmentContext(db, owner.bookingKey) : bookingRequestContext(db, owner.bookingKey);
}

/** Load (`QuestionnaireLoadSchema`, src/api/API.md#questionnaires): the questionnaires of these types for the booking's exam (or the exam an outcome changed it to). */
export async function loadForBooking(
  db: Db,
  owner: Owner,
  types: readonly QuestionnaireType[],
  changedExamSlug?: string,
): Promise<QuestionnaireLoad> {
  const context = await contextOf(db, owner);
  const examSlug = changedExamSlug || context?.exam_slug || null;
  const modality = examSlug ? await modalityOf(db, examSlug) : null;
  const rows = (await questionnairesOfTypes(db, types)).filter((row) => appliesTo(row, examSlug, modality));
  const answers = await answersOfBooking(db, owner.bookingKey);
  return {
    questionnaires: rows.map(toRecord),
    bookingKey: owner.bookingKey,
    examQuestionnaireAnswers: answers.filter((answer) => answer.exam_slug === examSlug).map(toAnswer),
    allQuestionnaireAnswers: answers.map(toAnswer),
  };
}

/** Before a booking key exists: the definitions for the chosen exams, nothing personal. */
export async function loadForExams(db: Db, examSlugs: readonly string[], types: readonly QuestionnaireType[]): Promise<QuestionnaireLoad> {
  const rows = await questionnairesOfTypes(db, types);
  const modalities = await Promise.all(examSlugs.map((slug) => modalityOf(db, slug)));
  const applicable = rows.filter((row) => examSlugs.some((slug, i) => appliesTo(row, slug, modalities[i] ?? null)));
  return { questionnaires: applicable.map(toRecord), bookingKey: null, examQuestionnaireAnswers: [], allQuestionnaireAnswers: [] };
}

export type SaveResult =
  { ok: true; outcome: Outcome } | { ok: false; status: 400 | 404 | 409; message: string; code: string; linkId?: string };

export interface SaveRequest {
  scope: AnswerScope;
  /** APPOINTMENT, BOOKING_REQUEST and PAIN_SCORE (an appointment's). */
  bookingKey?: string;
  temporaryKey?: string;
  /** TEMPORARY only: the exam the answers are for (the booking's exam is read otherwise). */
  examSlug?: string;
  questionnaireId: string;
  questionnaireResult: string;
  /**
   * Narrower than the scope allows: check-in's visit feedback is saved after identity alone (no
   * code), so it may save a FEEDBACK answer and nothing else (never a cancellation, say).
   */
  onlyTypes?: readonly QuestionnaireType[];
}

const invalid = (message: string, linkId?: string): SaveResult => ({
  ok: false,
  status: 400,
  message,
  code: 'invalid_answer',
  ...(linkId ? { linkId } : {}),
});

/** Saves one answer: checked, its outcome processed, its side effects applied, all or nothing. */
export async function saveAnswer(db: Db, request: SaveRequest, now = new Date()): Promise<SaveResult> {
  return transaction(db, async (connection) => {
    const row = await findQuestionnaire(connection, request.questionnaireId);
    if (!row) return { ok: false, status: 404, message: 'No such questionnaire', code: 'not_found' };
    if (!TYPES_BY_SCOPE[request.scope].includes(row.type) || (request.onlyTypes && !request.onlyTypes.includes(row.type)))
      return invalid('questionnaire.error_wrong_call');
    const owner: Owner | null =
      request.scope === 'TEMPORARY'
        ? null
        : { scope: request.scope === 'BOOKING_REQUEST' ? 'BOOKING_REQUEST' : 'APPOINTMENT', bookingKey: request.bookingKey! };
    const context = owner ? await contextOf(connection, owner) : undefined;
    if (owner && !context) return { ok: false, status: 404, message: 'No such booking', code: 'not_found' };
    const examSlug = context ? context.exam_slug : (request.examSlug ?? null);
    const modality = examSlug ? await modalityOf(connection, examSlug) : null;
    if (!appliesTo(row, examSlug, modality)) return invalid('questionnaire.error_not_for_exam');
    // A denial stands: answering the same questionnaire again (differently) cannot undo it.
    const denial = await denialOf(
      connection,
      owner ? { bookingKey: owner.bookingKey } : { temporaryKey: request.temporaryKey! },
      row.id,
      examSlug,
    );
    if (denial) return { ok: false, status: 409, message: denial.denied_message ?? '', code: 'denied' };
    // Feedback about a visit is given once per booking, whichever FEEDBACK form and whichever call
    // (check-in or the appointment page): a second is refused, not merged. The lock makes two
    // parallel saves take turns, so both cannot pass the check.
    if (row.type === 'FEEDBACK' && owner) {
      await connection.query('select pg_advisory_xact_lock(hashtext($1))', [`rad-feedback:${owner.bookingKey}`]);
      if (await feedbackAnswered(connection, owner.bookingKey))
        return { ok: false, status: 409, message: 'message.feedback_already_provided', code: 'already_provided' };
    }

    let json: unknown;
    try {
      json = JSON.parse(request.questionnaireResult);
    } catch {
      return invalid('questionnaire.error_type');
    }
    const response = v.safeParse(QuestionnaireResponseSchema, json);
    if (!response.success) return invalid('questionnaire.error_type');
    const definition = v.parse(FhirQuestionnaireSchema, row.definition);
    const problem = checkResponse(definition, response.output);
    if (problem) return invalid(problem.key, problem.linkId);

    // Rules read every instance of a repeating group's question (any implant that is a clip).
    const answers = responseAnswersByLinkId(definition, response.output);
    const matched = matchingRules(row.rules, answers, examSlug);
    const outcome = mergeOutcomes(matched, row.id, now);
    // Routing to the exam already booked is no change (the ultrasound asked "which part?" and it was this one).
    if (outcome.newExamSlug === examSlug) outcome.newExamSlug = null;
    const request_ = matched.find((rule) => rule.then.kind === 'CREATE_BOOKING_REQUEST')?.then;
    if (!outcome.denied && request_?.kind === 'CREATE_BOOKING_REQUEST') {
      if (context && owner?.scope === 'BOOKING_REQUEST') {
        // Answered for a booking request (the referrer's details): that request is the one made, not a second.
        const result = { deleteKey: owner.bookingKey, confirmationMessage: request_.confirmationMessage, apiKey: null };
        outcome.bookingRequest = { result: JSON.stringify(result), evaluateResult: true };
      } else if (context) {
        // A real booking request for the same patient; deleteKey lets the booking form withdraw it.
        // Shaped as every other booking key (features/booking: `BR-` and 24 URL-safe characters), so
        // it meets the 16–64 rule the widgets check (src/api/schemas/slots.schema.ts bookingKey).
        const key = `BR-${randomBytes(18).toString('base64url').replace(/_/g, '-')}`;
        await insertBookingRequestFor(connection, context.patient_id, examSlug, key, key.toLowerCase());
        const result = { deleteKey: key, confirmationMessage: request_.confirmationMessage, apiKey: null };
        outcome.bookingRequest = { result: JSON.stringify(result), evaluateResult: true };
      } else {
        // No patient yet: the booking request is made with the booking; nothing to evaluate now.
        outcome.bookingRequest = {
          result: JSON.stringify({ deleteKey: '', confirmationMessage: request_.confirmationMessage, apiKey: null }),
          evaluateResult: false,
        };
      }
    }
    // The appointments feature cancels: the same rule table as the cancel form (refused inside the
    // prior-minutes window, which rolls the save back), every item cancelled, the reason recorded.
    if (row.type === 'CANCEL_APPOINTMENT_PATIENT' && owner)
      await cancelInTransaction(connection, owner.bookingKey, { reason: 'questionnaire' });
    await insertAnswer(connection, {
      questionnaireId: row.id,
      scope: request.scope,
      bookingKey: owner?.bookingKey ?? null,
      temporaryKey: owner ? null : request.temporaryKey!,
      examSlug,
      response: response.output,
      outcome,
    });
    return { ok: true, outcome };
  });
}
