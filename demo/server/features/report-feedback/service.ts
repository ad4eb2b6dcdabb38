/**
 * Report quality feedback (docs/rules.md#questionnaire-report-feedback): the questionnaire a
 * referrer's image link may answer once. Shown only when the provider turned it on
 * (application.referrerReportQualityFeedbackEnabled).
 */
import type { Context } from 'hono';
import type { FeedbackAnswer, FeedbackLinkQuery, FeedbackQuestionnaire } from '../../../../src/api/schemas/report-feedback.schema';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/db';
import { ApiError } from '../../http/errors';
import { jsonBody } from '../../http/json';
import { requireProvider } from '../../provider-lookup';
import { checkFeedbackAnswer } from './answers';
import { activeQuestionnaire, feedbackKey, hasAnswer, storeAnswer } from './queries';

const PAGE_ERROR = 'message.referrer_feedback_error';
const ALREADY = 'message.feedback_already_provided';

/** The link's key and the active questionnaire, or the error the page shows. */
async function openFeedback(c: Context<AppEnv>, db: Db, link: FeedbackLinkQuery) {
  const provider = await requireProvider(c);
  if (!provider.config.application.referrerReportQualityFeedbackEnabled) throw new ApiError(404, PAGE_ERROR, 'not_enabled');
  const key = await feedbackKey(db, link);
  if (!key) throw new ApiError(404, PAGE_ERROR, 'not_found');
  const questionnaire = await activeQuestionnaire(db);
  if (!questionnaire) throw new ApiError(404, PAGE_ERROR, 'not_found');
  return { key, questionnaire };
}

export async function getFeedbackQuestionnaire(c: Context<AppEnv>, db: Db, link: FeedbackLinkQuery): Promise<Response> {
  const { key, questionnaire } = await openFeedback(c, db, link);
  if (await hasAnswer(db, key)) throw new ApiError(409, ALREADY, 'already_provided');
  const answer: FeedbackQuestionnaire = {
    questionnaireId: questionnaire.id,
    title: questionnaire.title,
    modalSize: questionnaire.modal_size as FeedbackQuestionnaire['modalSize'],
    showClosingConfirmation: questionnaire.show_closing_confirmation,
    questionnaire: questionnaire.fields as FeedbackQuestionnaire['questionnaire'],
  };
  return jsonBody(c, answer);
}

export async function saveFeedback(c: Context<AppEnv>, db: Db, link: FeedbackLinkQuery, body: FeedbackAnswer): Promise<Response> {
  const { key, questionnaire } = await openFeedback(c, db, link);
  if (body.questionnaireId !== questionnaire.id) throw new ApiError(400, PAGE_ERROR, 'invalid_request');
  const checked = checkFeedbackAnswer(questionnaire.fields, body.questionnaireResult);
  // The runner's own message key and the item it concerns, as the questionnaire save answers (API.md).
  if (!checked.ok)
    return jsonBody(c, { message: checked.key, code: 'invalid_answer', ...(checked.linkId ? { linkId: checked.linkId } : {}) }, 400);
  if (!(await storeAnswer(db, key, questionnaire.id, checked.response))) throw new ApiError(409, ALREADY, 'already_provided');
  return jsonBody(c, { status: 'SAVED' }, 201);
}
