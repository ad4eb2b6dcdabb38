import type { MiddlewareHandler } from 'hono';

/** Extra sources a page's policy may name; everything else stays at `'self'` or `'none'`. */
export interface PolicySources {
  /** Who may frame the page (`frame-ancestors`), after `'self'`. */
  frameAncestors?: readonly string[];
  /** Frames the page may hold (`frame-src`), after `'self'`. */
  frameSrc?: readonly string[];
  /** Where the page may send requests (`connect-src`), after `'self'`. */
  connectSrc?: readonly string[];
  /** Scripts from other origins (`script-src`), after `'self'`: still no inline script, no eval. */
  scriptSrc?: readonly string[];
  /** Images from other origins (`img-src`), after `'self' data:`. */
  imgSrc?: readonly string[];
}

/**
 * The policy a careful provider would put on the pages that host the widgets. The widgets must
 * work under it: that is the point of serving it here (no inline script or style, no eval). Only
 * origins (scheme, host, port) can be added, never keywords; `cspOrigins` filters them.
 */
export function contentSecurityPolicy(sources: PolicySources = {}): string {
  const list = (extra: readonly string[] | undefined) => ["'self'", ...cspOrigins(extra ?? [])].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list(sources.scriptSrc)}`,
    "style-src 'self'",
    `img-src ${["'self'", 'data:', ...cspOrigins(sources.imgSrc ?? [])].join(' ')}`,
    "font-src 'self'",
    `connect-src ${list(sources.connectSrc)}`,
    ...(sources.frameSrc ? [`frame-src ${list(sources.frameSrc)}`] : []),
    `frame-ancestors ${list(sources.frameAncestors)}`,
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The default policy: same-origin everything, framed only by the site itself. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/**
 * `https://host[:port]` origins only, de-duplicated. A configured value with a path, a wildcard,
 * a quote or a `;` is dropped rather than written into the header, so a configuration can widen
 * the policy by an origin but never rewrite it.
 */
export function cspOrigins(values: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const value of values) {
    const origin = originOf(value);
    if (origin) origins.add(origin);
  }
  return [...origins];
}

/** The origin of an http(s) URL or origin string, or undefined. */
export function originOf(value: string): string | undefined {
  if (!/^https?:\/\/[^\s;,'"*]+$/i.test(value.trim())) return undefined;
  try {
    const url = new URL(value.trim());
    return url.origin === 'null' ? undefined : url.origin;
  } catch {
    return undefined;
  }
}

/**
 * nosniff and no-referrer on every answer (a referrer could carry a booking key out of a page);
 * the default CSP on every HTML answer that did not set its own (portal pages do), static demo
 * pages included. Uploaded-style content (SVG assets) gets its own, stricter policy where it is
 * served.
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
