import { Hono } from 'hono';
import { etag } from 'hono/etag';
import type { AppDeps, AppEnv } from '../../app-env';
import { jsonBody } from '../../http/json';
import { requireProvider } from '../../provider-lookup';
import { withDemoViewer } from '../image-viewer/served-viewer';
import { servedConfig } from '../image-viewer/work-account/served-config';

// Shared with the dictionaries (features/i18n), which must not import this feature (no feature loops).
export { PUBLIC_SETTINGS } from '../../http/cache-control';
import { PUBLIC_SETTINGS } from '../../http/cache-control';

/** GET /api/config and /api/config/terms (mounted at /api/config): public, the same for every visitor. */
export function configRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // A provider's change shows within a minute; until a day has passed a browser may show the copy it
  // has while it asks again, and the ETag makes that question cheap (304).
  app.use('*', etag());
  app.get('/', async (c) =>
    jsonBody(
      c,
      withDemoViewer(servedConfig((await requireProvider(c)).config, deps.workAccountIssuer()), deps.demoViewerOrigin()),
      200,
      PUBLIC_SETTINGS,
    ),
  );
  app.get('/terms', async (c) => jsonBody(c, { terms: (await requireProvider(c)).terms }, 200, PUBLIC_SETTINGS));

  return app;
}
