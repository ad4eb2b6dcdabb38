import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env';
import { staticFiles } from '../../http/static-files';

/** /widgets/* from the rollup output, /demo/* from demo/pages. A miss falls through to the 404. */
export function staticRoutes({ widgetsDir, pagesDir }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/widgets/*', staticFiles(widgetsDir, '/widgets'));
  app.get('/demo/*', staticFiles(pagesDir, '/demo'));
  return app;
}
