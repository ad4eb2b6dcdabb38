import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env';
import { jsonBody } from '../../http/json';

/**
 * Mounted at /health, needing no provider. `/health` says the process and its database are alive;
 * `/health/ready` says whether a balancer should send it requests: 503 once it is stopping
 * (SIGTERM drains: readiness first, then no new connections), or when its database does not answer.
 */
export function healthRoutes({ db, draining }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Touches the database so a load balancer takes a server with a dead connection out.
  app.get('/', async (c) => {
    await db.query('select 1');
    return jsonBody(c, { status: 'ok', database: db.kind });
  });

  app.get('/ready', async (c) => {
    if (draining()) return jsonBody(c, { status: 'draining' }, 503);
    const alive = await db.query('select 1').then(
      () => true,
      () => false,
    );
    return alive ? jsonBody(c, { status: 'ready' }) : jsonBody(c, { status: 'unavailable' }, 503);
  });

  return app;
}
