import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env';
import { ApiError } from '../../http/errors';
import { jsonBody } from '../../http/json';
import { providerOf } from '../../provider-lookup';
import { sendDueReminders } from './reminders';

/**
 * Runs the reminder job now (mounted at /api/dev/reminders with the other development routes): a
 * real deployment runs it on a schedule; the demo and its tests run it on demand. `?now=` (an
 * instant) stands in for the clock.
 */
export function reminderDevRoutes({ db, publicOrigin }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/', async (c) => {
    const at = c.req.query('now');
    const now = at ? new Date(at) : new Date();
    if (Number.isNaN(now.getTime())) throw new ApiError(400, 'now must be an instant', 'invalid_request');
    const config = (await providerOf(c))?.config;
    const context = {
      origin: publicOrigin,
      lang: config?.application.jsLocale ?? 'en-AU',
      radiologyName: config?.radiology.name ?? '',
    };
    return jsonBody(c, await sendDueReminders(db, now, context));
  });
  return app;
}
