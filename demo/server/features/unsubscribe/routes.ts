/**
 * Unsubscribing from e-mail notifications (the path is ours, in src/api/API.md#notifications),
 * mounted at /api/notifications. The token from the e-mail's link is the whole credential (256
 * random bits): no session is needed, and the answer shows the address masked.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env';
import { jsonBody } from '../../http/json';
import { validate } from '../../http/validate';
import { UnsubscribeBodySchema } from '../../../../src/api/schemas/unsubscribe.schema';
import { setUnsubscribed } from './service';

export function unsubscribeRoutes({ db }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/unsubscribe', validate(UnsubscribeBodySchema, 'unsubscribe.invalid_link'), async (c) =>
    jsonBody(c, await setUnsubscribed(db, c.req.valid('json').token, true)),
  );
  app.post('/resubscribe', validate(UnsubscribeBodySchema, 'unsubscribe.invalid_link'), async (c) =>
    jsonBody(c, await setUnsubscribed(db, c.req.valid('json').token, false)),
  );
  return app;
}
