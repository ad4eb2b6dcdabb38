/**
 * Cross-site writes are refused. The embedded session cookie is `SameSite=None`, so a browser
 * sends it with a form or a no-cors fetch from any site: without this guard a third-party page
 * could log a patient out, or drive any other state-changing call. Two checks, both cheap:
 * - the caller's origin (the `Origin` header, else `Sec-Fetch-Site`) must be this server's own
 *   origin or one of ALLOWED_ORIGINS;
 * - a body must be JSON or a multipart upload: the content types a plain HTML form or a no-cors
 *   fetch can send without a CORS preflight (text/plain, url-encoded) are refused.
 * Requests without either header (curl, server-to-server) carry no ambient browser cookie
 * decision and pass; their sessions still need the cookie.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { clientOf } from './client-info';
import { ApiError } from './errors';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const BODY_TYPES = /^(application\/json|multipart\/form-data)\b/i;

/** Browser error reports: the Sentry SDK posts text/plain to avoid a preflight; they change no session. */
const EXEMPT = [/^\/api\/[^/]+\/envelope\/?$/];

function ownOrigin(c: Context): string | null {
  const host = c.req.header('Host');
  if (!host) return new URL(c.req.url).origin;
  return `${clientOf(c).https ? 'https' : 'http'}://${host}`;
}

/**
 * A body a plain form or a no-cors fetch could send: a content type other than ours, or an untyped
 * body (a Blob without type). An empty POST (logout) has neither.
 */
function hasForeignBody(c: Context): boolean {
  const type = c.req.header('Content-Type');
  if (type !== undefined) return !BODY_TYPES.test(type);
  const length = c.req.header('Content-Length');
  return c.req.header('Transfer-Encoding') !== undefined || (length !== undefined && length !== '0');
}

export function writeGuard(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    const pathname = new URL(c.req.url).pathname;
    if (!WRITES.has(c.req.method) || EXEMPT.some((pattern) => pattern.test(pathname))) return next();

    const origin = c.req.header('Origin');
    if (origin !== undefined) {
      // "null" is what a sandboxed frame or a data: page sends: never one of ours.
      const own = ownOrigin(c);
      if (origin !== own && !allowed.has(origin)) throw new ApiError(403, 'Cross-site request refused', 'cross_site_request');
    } else if (c.req.header('Sec-Fetch-Site') === 'cross-site') {
      throw new ApiError(403, 'Cross-site request refused', 'cross_site_request');
    }

    if (hasForeignBody(c)) {
      throw new ApiError(415, 'Send JSON', 'unsupported_media_type');
    }
    return next();
  };
}
