/**
 * Questionnaires area (our paths, in src/api/API.md#questionnaires). Saves are
 * POSTs with an idempotency key and are not retried: an answer that reached the server twice would
 * be stored twice. Not imported by the runtime: only the questionnaire widget's chunk carries it.
 */
import type { KyInstance } from 'ky';
import { request } from './client';
import {
  QuestionnaireLoadSchema,
  SaveAnswersResultSchema,
  type QuestionnaireLoad,
  type QuestionnaireType,
  type SaveAnswersResult,
} from './schemas/questionnaire.schema';

/** Whose answers: an appointment or a booking request (by booking key), or a booking not made yet. */
export type AnswerOwner =
  | { kind: 'appointment'; bookingKey: string }
  | { kind: 'booking-request'; bookingKey: string }
  | { kind: 'temporary'; temporaryKey: string; examSlugs: readonly string[] };

function base(owner: AnswerOwner): string {
  if (owner.kind === 'appointment') return `api/secured/appointments/${encodeURIComponent(owner.bookingKey)}`;
  if (owner.kind === 'booking-request') return `api/secured/booking_requests/${encodeURIComponent(owner.bookingKey)}`;
  return 'api';
}

export interface LoadOptions {
  types?: readonly QuestionnaireType[];
  changedExamSlug?: string | null;
  appointmentSlug?: string | null;
  signal?: AbortSignal;
}

export function loadQuestionnaires(api: KyInstance, owner: AnswerOwner, options: LoadOptions = {}): Promise<QuestionnaireLoad> {
  const searchParams: Record<string, string> = {};
  if (options.types?.length) searchParams.types = options.types.join(',');
  if (options.changedExamSlug) searchParams.changedExamSlug = options.changedExamSlug;
  if (options.appointmentSlug) searchParams.appointmentSlug = options.appointmentSlug;
  if (owner.kind === 'temporary') searchParams.examSlugs = owner.examSlugs.join(',');
  return request(api, {
    path: `${base(owner)}/questionnaires`,
    searchParams,
    schema: QuestionnaireLoadSchema,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

export interface SaveInput {
  questionnaireId: string;
  questionnaireType: QuestionnaireType;
  /** The QuestionnaireResponse as JSON (the spec's `questionnaireResult`). */
  questionnaireResult: string;
}

/** Saves one answer where its type belongs (a pain score has its own call) and answers the processed outcome. */
export function saveQuestionnaireAnswers(api: KyInstance, owner: AnswerOwner, input: SaveInput): Promise<SaveAnswersResult> {
  const body = { questionnaireId: input.questionnaireId, questionnaireResult: input.questionnaireResult };
  if (owner.kind === 'temporary') {
    const json = { ...body, temporaryKey: owner.temporaryKey, ...(owner.examSlugs[0] ? { examSlug: owner.examSlugs[0] } : {}) };
    return request(api, { method: 'post', path: 'api/questionnaires/temporary', json, schema: SaveAnswersResultSchema });
  }
  const pain = input.questionnaireType === 'PAIN_SCORE_INITIAL' || input.questionnaireType === 'PAIN_SCORE_FINAL';
  const path = pain && owner.kind === 'appointment' ? `${base(owner)}/pain_score` : `${base(owner)}/questionnaires`;
  return request(api, { method: 'post', path, json: body, schema: SaveAnswersResultSchema });
}
