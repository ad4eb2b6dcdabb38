import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env';
import { endSession } from './service';

export { SESSION_COOKIE } from './service';

/** POST /api/logout and GET /api/keepalive (mounted at /api). */
export function sessionRoutes({ db }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Deletes the session on the server and clears the cookie with the attributes it was set with,
  // so the browser really drops it.
  app.post('/logout', async (c) => {
    await endSession(c, db);
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });

  // The keepalive ping (docs/rules.md#sign-in-logout): nothing to say, never cached so it reaches the server.
  app.get('/keepalive', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });

  return app;
}
