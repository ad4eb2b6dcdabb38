import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env';
import { jsonBody } from '../../http/json';

/** GET /health (mounted at /health): the answer that needs no provider. */
export function healthRoutes({ db }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Touches the database so a load balancer takes a server with a dead connection out.
  app.get('/', async (c) => {
    await db.query('select 1');
    return jsonBody(c, { status: 'ok', database: db.kind });
  });

  return app;
}
