import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env';
import { jsonBody } from '../../http/json';
import { requireProvider } from '../../http/provider';
import { withDemoViewer } from '../image-viewer/served-viewer';
import { servedConfig } from '../image-viewer/work-account/served-config';

/** GET /api/config and /api/config/terms (mounted at /api/config): public, the same for every visitor. */
export function configRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Short public caching: every page load asks, and a provider's change shows within a minute.
  app.get('/', async (c) =>
    jsonBody(
      c,
      withDemoViewer(servedConfig((await requireProvider(c)).config, deps.workAccountIssuer()), deps.demoViewerOrigin()),
      200,
      'public, max-age=60',
    ),
  );
  app.get('/terms', async (c) => jsonBody(c, { terms: (await requireProvider(c)).terms }, 200, 'public, max-age=60'));

  return app;
}
