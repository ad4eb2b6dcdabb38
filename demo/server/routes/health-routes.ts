import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { jsonBody } from '../http/json';

/** GET /health and GET /api/authenticated: the two answers that need no provider. */
export function healthRoutes({ db }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Touches the database so a load balancer takes a server with a dead connection out.
  app.get('/health', async (c) => {
    await db.query('select 1');
    return jsonBody(c, { status: 'ok', database: db.kind });
  });

  // No sessions yet (a later issue adds authentication): nobody is signed in. Never a 401 here.
  app.get('/api/authenticated', (c) => jsonBody(c, { authenticated: false }));

  return app;
}
