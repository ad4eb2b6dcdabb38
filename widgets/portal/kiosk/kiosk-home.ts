/**
 * The kiosk's home: where the inactivity reset and the countdown's Home go
 * (docs/rules.md#kiosk-home). The spec has one, `/kiosk`, the booking finder; but a clinic's
 * check-in kiosk that resets to the booking finder is no longer a check-in kiosk after its first
 * time-out. So the home is set per device, first of:
 *
 * 1. the `kioskHome` parameter of the device's start URL (`/check-in?kioskMode=true&kioskHome=/check-in`),
 *    carried across every page like kioskMode and put back in the reset's URL, so it lasts;
 * 2. the `kiosk-home` attribute of `<rad-portal>` on a host page of the provider's own;
 * 3. the provider's `application.kioskHomePath`;
 * 4. `/kiosk`.
 *
 * A home must be a page of the portal that anyone may open: never another site (the reset must not
 * become an open redirect), never a secure link's page (one patient's booking) or the sign-in page.
 * Anything else is ignored, and the next source is used.
 */
import { linkForPath, withoutPrivateQuery } from '../../../src/router/auth-links';
import { matchRoute } from '../../../src/router/routes';

/** The URL parameter of the device's kiosk home. */
export const KIOSK_HOME_QUERY = 'kioskHome';
/** The spec's kiosk home, when nothing else is set. */
export const DEFAULT_KIOSK_HOME = '/kiosk';

export interface KioskHome {
  /** A portal path with its own query, if any (`/check-in`, `/kiosk?regionSlug=perth`). */
  path: string;
  /** Came from the URL: the reset's URL must carry it again, or the next page would not know it. */
  fromUrl: boolean;
}

const BASE = 'http://portal.invalid';

/** `value` as a kiosk home, or null when it is not one (see the top of this file). */
export function validKioskHome(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(trimmed, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname.startsWith('//')) return null;
  const route = matchRoute(url.pathname)?.route;
  if (!route || route.receivesDateOfBirth || linkForPath(url.pathname, url.search)) return null;
  // The kiosk's own parameters are set by the reset itself.
  url.searchParams.delete(KIOSK_HOME_QUERY);
  url.searchParams.delete('kioskMode');
  return withoutPrivateQuery(`${url.pathname}${url.search}`);
}

export interface KioskHomeSources {
  /** The page's query (`?kioskMode=true&kioskHome=/check-in`). */
  search: string;
  /** `<rad-portal kiosk-home>`. */
  attribute?: string | null | undefined;
  /** `application.kioskHomePath`. */
  configured?: string | null | undefined;
}

/** The device's kiosk home, and the values that were given but are no kiosk home (to warn about). */
export function resolveKioskHome({ search, attribute, configured }: KioskHomeSources): KioskHome & { ignored: string[] } {
  const ignored: string[] = [];
  const candidates: [string | null | undefined, boolean][] = [
    [new URLSearchParams(search).get(KIOSK_HOME_QUERY), true],
    [attribute, false],
    [configured, false],
  ];
  for (const [value, fromUrl] of candidates) {
    if (!value) continue;
    const path = validKioskHome(value);
    if (path) return { path, fromUrl, ignored };
    ignored.push(value);
  }
  return { path: DEFAULT_KIOSK_HOME, fromUrl: false, ignored };
}

/** The home with kioskMode=true (and its own kioskHome when the URL set it), in the site root's tree. */
function withKioskQuery(home: KioskHome): string {
  const url = new URL(home.path, BASE);
  url.searchParams.set('kioskMode', 'true');
  if (home.fromUrl) url.searchParams.set(KIOSK_HOME_QUERY, home.path);
  return `${url.pathname}${url.search}`;
}

/**
 * Where Home goes in kiosk mode (the header's logo and links, the countdown's Home button). Plain
 * `/kiosk` is kiosk mode by itself (its route sets kioskMode=true); any other home says so in its query.
 */
export function kioskHomeLink(home: KioskHome): string {
  return home.path === DEFAULT_KIOSK_HOME && !home.fromUrl ? DEFAULT_KIOSK_HOME : withKioskQuery(home);
}

/** Where the time-out goes: `/kiosk?kioskMode=true` by default (docs/rules.md#kiosk-home). */
export function kioskResetUrl(home: KioskHome): string {
  return withKioskQuery(home);
}
