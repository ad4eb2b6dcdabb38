/**
 * Report quality feedback (src/api/API.md#image-viewer), mounted at /api/image_viewer_link. One
 * line per operation; the rules are in service.ts. The imsec (or PACS appointment id) names the
 * link.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { FeedbackAnswerSchema, FeedbackLinkQuerySchema } from '../../../../src/api/schemas/report-feedback.schema';
import type { AppDeps, AppEnv } from '../../app-env';
import { ApiError } from '../../http/errors';
import { validate } from '../../http/validate';
import { getFeedbackQuestionnaire, saveFeedback } from './service';

function linkOf(c: Context) {
  const parsed = v.safeParse(FeedbackLinkQuerySchema, c.req.query());
  if (!parsed.success) throw new ApiError(400, 'message.referrer_feedback_error', 'invalid_request');
  return parsed.output;
}

export function reportFeedbackRoutes({ db }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/questionnaires', (c) => getFeedbackQuestionnaire(c, db, linkOf(c)));
  app.post('/questionnaires', validate(FeedbackAnswerSchema, 'message.referrer_feedback_error'), (c) =>
    saveFeedback(c, db, linkOf(c), c.req.valid('json')),
  );
  return app;
}
