import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * JSON with the charset the API reference promises (`c.json` leaves it out), and `no-store`
 * unless the caller says otherwise: API answers may be personal.
 */
export function jsonBody(c: Context, body: unknown, status = 200, cacheControl = 'no-store'): Response {
  c.header('Cache-Control', cacheControl);
  c.header('Content-Type', 'application/json; charset=utf-8');
  return c.body(JSON.stringify(body), status as ContentfulStatusCode);
}
