/**
 * Where the image viewer may send a referrer (docs/rules.md#privacy: redirect targets from the
 * server are checked against configured origins). A URL from the API's answer is framed or followed only
 * when its origin is the page's own, the API's (both are the provider's), or one the provider
 * listed in `integration.imageViewerOrigins`. Anything else is refused, so a tampered or
 * misconfigured answer cannot put a look-alike site in the frame or send the browser to it.
 */
export interface TrustedOrigins {
  pageOrigin: string;
  apiOrigin: string;
  /** `integration.imageViewerOrigins`: origins or URLs; anything unparsable is ignored. */
  allowed: readonly string[];
}

export type TargetCheck = { ok: true; href: string } | { ok: false; origin: string };

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Checks an absolute http(s) URL; relative URLs are resolved against the API (where they came from). */
export function checkTarget(url: string, trusted: TrustedOrigins): TargetCheck {
  let target: URL;
  try {
    target = new URL(url, trusted.apiOrigin);
  } catch {
    return { ok: false, origin: '' };
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return { ok: false, origin: target.protocol };
  // No credentials in a URL we follow: `https://user@host` is a classic look-alike trick.
  if (target.username || target.password) return { ok: false, origin: target.origin };
  const allowed = new Set([trusted.pageOrigin, trusted.apiOrigin, ...trusted.allowed.map(originOf).filter((o): o is string => o !== null)]);
  return allowed.has(target.origin) ? { ok: true, href: target.href } : { ok: false, origin: target.origin };
}

/** The URL's origin is the page's or the API's: the provider's own site, not another one. */
export function isOwnOrigin(href: string, trusted: Pick<TrustedOrigins, 'pageOrigin' | 'apiOrigin'>): boolean {
  const origin = originOf(href);
  return origin === trusted.pageOrigin || origin === trusted.apiOrigin;
}

/**
 * A path on this site for a URL from a link's query (`redirectUrl`, `returnUrl`), or null. The URL
 * is resolved the way the browser will resolve it before anything is compared: the browser drops
 * tabs and line breaks (`/\t/evil.example` is `//evil.example`, another host) and applies dot
 * segments (`/.//evil.example` is the path `//evil.example`, which a later `location.assign` reads
 * as another host). A string test on the raw text misses both.
 */
export function sameSitePath(url: string | null | undefined, pageOrigin: string): string | null {
  if (!url) return null;
  let target: URL;
  try {
    target = new URL(url, pageOrigin);
  } catch {
    return null;
  }
  if (target.origin !== pageOrigin || target.username || target.password || target.pathname.startsWith('//')) return null;
  return `${target.pathname}${target.search}${target.hash}`;
}

/**
 * Where a page may send the browser after a step (a questionnaire's redirect, an outcome's URL):
 * a path on this site (as `sameSitePath`), or the full URL of an origin the provider listed;
 * anything else (another site, `javascript:`, `data:`, credentials in the URL) is null.
 */
export function redirectTarget(url: string | null | undefined, pageOrigin: string, allowedOrigins: readonly string[]): string | null {
  const path = sameSitePath(url, pageOrigin);
  if (path !== null || !url) return path;
  let target: URL;
  try {
    target = new URL(url, pageOrigin);
  } catch {
    return null;
  }
  if ((target.protocol !== 'https:' && target.protocol !== 'http:') || target.username || target.password) return null;
  const allowed = allowedOrigins.map(originOf).filter((origin): origin is string => origin !== null);
  return allowed.includes(target.origin) ? target.href : null;
}
