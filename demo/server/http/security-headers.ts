import type { MiddlewareHandler } from 'hono';

/**
 * The policy a careful provider would put on the pages that host the widgets. The widgets must
 * work under it: that is the point of serving it here (no inline script or style, no eval, no
 * third-party origin).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/**
 * nosniff and no-referrer on every answer (a referrer could carry a booking key out of a page);
 * the CSP on every HTML answer, static demo pages included. Uploaded-style content (SVG assets)
 * gets its own, stricter policy where it is served.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'no-referrer');
    const type = c.res.headers.get('Content-Type') ?? '';
    if (type.startsWith('text/html') && !c.res.headers.has('Content-Security-Policy')) {
      c.res.headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    }
  };
}
