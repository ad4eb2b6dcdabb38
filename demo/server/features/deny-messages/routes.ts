/**
 * The deny page's provider texts (issue 22 item 8; API.md "Deny page"), mounted at /api. A deny
 * link carries `messageId`, never a text: the page asks here, and only a text the provider wrote
 * (a questionnaire's denial reason, the booking request error message) has an id that answers.
 */
import { Hono } from 'hono';
import { DENY_MESSAGE_ID, denyMessageId } from '../../../../src/api/schemas/deny-message.schema';
import type { AppDeps, AppEnv } from '../../app-env';
import { ApiError } from '../../http/errors';
import { jsonBody } from '../../http/json';
import { requireProvider } from '../../provider-lookup';
import { questionnaireDenialTexts } from './queries';

export function denyMessageRoutes({ db }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/deny_messages/:id', async (c) => {
    const id = c.req.param('id');
    const notFound = new ApiError(404, 'message.deny_generic', 'unknown_deny_message');
    if (!DENY_MESSAGE_ID.test(id)) throw notFound;
    const config = (await requireProvider(c)).config;
    const texts = [...(await questionnaireDenialTexts(db)), config.bookingRequest.creationErrorMessage ?? ''];
    const message = texts.find((text) => text.trim() && denyMessageId(text) === id);
    if (!message) throw notFound;
    // The provider may change its texts: an hour, then asked again.
    c.header('Cache-Control', 'public, max-age=3600');
    return jsonBody(c, { message: message.trim() });
  });
  return app;
}
