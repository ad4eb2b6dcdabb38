import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { ApiError } from '../http/errors';
import { jsonBody } from '../http/json';
import { loadProvider } from '../provider-config';

/** GET /api/config and /api/config/terms: public, the same for every visitor. */
export function configRoutes({ db }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  async function provider() {
    const found = await loadProvider(db); // validated by ConfigSchema: an invalid row throws (500)
    if (!found) throw new ApiError(503, 'The provider is not configured yet', 'not_configured');
    return found;
  }

  // Short public caching: every page load asks, and a provider's change shows within a minute.
  app.get('/api/config', async (c) => jsonBody(c, (await provider()).config, 200, 'public, max-age=60'));
  app.get('/api/config/terms', async (c) => jsonBody(c, { terms: (await provider()).terms }, 200, 'public, max-age=60'));

  return app;
}
