import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env';
import { serveFile } from '../../http/static-files';

/** /widgets/* from the rollup output, /demo/* from demo/pages. A miss falls through to the 404. */
export function staticRoutes({ widgetsDir, pagesDir }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/widgets/*', async (c, next) => (await serveFile(c, widgetsDir, '/widgets')) ?? next());
  app.get('/demo/*', async (c, next) => (await serveFile(c, pagesDir, '/demo')) ?? next());
  return app;
}
