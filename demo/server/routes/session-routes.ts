import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from '../app-env';

/** The session cookie's name; the authentication feature sets it, logout clears it. */
export const SESSION_COOKIE = 'rad_session';

/** POST /api/logout and GET /api/keepalive. */
export function sessionRoutes(_deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Clears the cookie with the attributes it is set with, so the browser really drops it.
  app.post('/api/logout', (c) => {
    setCookie(c, SESSION_COOKIE, '', {
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 0,
      secure: new URL(c.req.url).protocol === 'https:',
    });
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
