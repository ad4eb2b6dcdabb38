/**
 * Where the image viewer may send a referrer (GUIDE §8: redirect targets from the server are
 * checked against configured origins). A URL from the API's answer is framed or followed only
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
