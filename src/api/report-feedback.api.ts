/**
 * Report quality feedback (GET/POST /api/image_viewer_link/questionnaires, in
 * src/api/API.md#image-viewer; docs/rules.md#questionnaire-report-feedback). Only
 * <rad-report-feedback> imports it, so it stays out of the shared runtime chunk.
 */
import type { KyInstance } from 'ky';
import { request } from './client';
import {
  FeedbackQuestionnaireSchema,
  FeedbackSavedSchema,
  type FeedbackAnswer,
  type FeedbackLinkQuery,
  type FeedbackQuestionnaire,
} from './schemas/report-feedback.schema';

const PATH = 'api/image_viewer_link/questionnaires';

function linkParams(link: FeedbackLinkQuery): Record<string, string> {
  return link.imsec ? { imsec: link.imsec } : { pacsAppointmentId: link.pacsAppointmentId ?? '' };
}

export function getFeedbackQuestionnaire(api: KyInstance, link: FeedbackLinkQuery, signal?: AbortSignal): Promise<FeedbackQuestionnaire> {
  return request(api, { path: PATH, searchParams: linkParams(link), schema: FeedbackQuestionnaireSchema, signal });
}

/** One answer per link: the server refuses a second with 409, so a retried save cannot store two. */
export function saveFeedback(
  api: KyInstance,
  link: FeedbackLinkQuery,
  answer: FeedbackAnswer,
  signal?: AbortSignal,
): Promise<{ status: 'SAVED' }> {
  return request(api, { method: 'post', path: PATH, searchParams: linkParams(link), json: answer, schema: FeedbackSavedSchema, signal });
}
