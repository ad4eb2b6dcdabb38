import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { endSession } from '../auth/session';

export { SESSION_COOKIE } from '../auth/session';

/** POST /api/logout and GET /api/keepalive. */
export function sessionRoutes({ db }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Deletes the session on the server and clears the cookie with the attributes it was set with,
  // so the browser really drops it.
  app.post('/api/logout', async (c) => {
    await endSession(c, db);
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });

  // The keepalive ping (spec 000 §7): nothing to say, never cached so it reaches the server.
  app.get('/api/keepalive', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });

  return app;
}
