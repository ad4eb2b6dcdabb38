/**
 * Which secure link a page belongs to, and the way to /authentication and back (marking a
 * patient not authenticated sends them to /authentication with the current URL to return to).
 * Pure, shared by the portal (its guard) and rad-auth, and unit-tested.
 */
import type { Access, AuthType } from '../api/schemas/auth.schema';
import { FRAME_PREFIX } from './routes';

export interface LinkTarget {
  type: AuthType;
  bookingKey?: string;
  slug?: string;
  shared?: boolean;
  isBookingRequest?: boolean;
}

const KEY = '([A-Za-z0-9-]{1,64})';
const PATTERNS: readonly [RegExp, (key: string) => LinkTarget][] = [
  [new RegExp(`^/(?:appointments|a)/${KEY}/result/patient/?$`), (key) => ({ type: 'PATIENT_PORTAL', bookingKey: key })],
  [new RegExp(`^/(?:appointments|a)/${KEY}/result/?$`), (key) => ({ type: 'APPOINTMENT_RESULTS', bookingKey: key })],
  // Patient details change: the appointment's or the booking request's own session.
  [new RegExp(`^/(?:appointments|a)/${KEY}/patient-details/?$`), (key) => ({ type: 'APPOINTMENT', bookingKey: key })],
  [
    new RegExp(`^/(?:booking-requests|br)/${KEY}/patient-details/?$`),
    (key) => ({ type: 'BOOKING_REQUEST', bookingKey: key, isBookingRequest: true }),
  ],
  [new RegExp(`^/(?:appointments|a)/pending/${KEY}/?$`), (key) => ({ type: 'APPOINTMENT', bookingKey: key })],
  [new RegExp(`^/(?:appointments|a)/${KEY}(?:/kiosk)?/?$`), (key) => ({ type: 'APPOINTMENT', bookingKey: key })],
  [new RegExp(`^/(?:booking-requests|br)/${KEY}/?$`), (key) => ({ type: 'BOOKING_REQUEST', bookingKey: key, isBookingRequest: true })],
];

function withoutFramePrefix(pathname: string): string {
  return pathname === FRAME_PREFIX || pathname.startsWith(`${FRAME_PREFIX}/`) ? pathname.slice(FRAME_PREFIX.length) || '/' : pathname;
}

/** The link a portal page needs, or null for pages anyone may see. A `clinicPath` may precede the area. */
export function linkForPath(pathname: string, search = ''): LinkTarget | null {
  const path = withoutFramePrefix(pathname).replace(/^\/[^/]+(?=\/(?:appointments|booking-requests)\/)/, '');
  const query = new URLSearchParams(search);
  for (const [pattern, build] of PATTERNS) {
    const match = pattern.exec(path);
    if (!match) continue;
    const target = build(match[1]!);
    // A shared-results link names the share by slug (the contact's own link).
    const slug = query.get('slug');
    if (target.type === 'APPOINTMENT_RESULTS' && query.get('shared') === 'true' && slug) return { ...target, slug, shared: true };
    return target;
  }
  // The questionnaires of a booking (/questionnaires, alias /q) need that booking's
  // session; answering before a booking exists (temporaryKey) needs none.
  const bookingKey = query.get('bookingKey');
  if (/^\/(?:questionnaires|q)\/?$/.test(path) && bookingKey && new RegExp(`^${KEY}$`).test(bookingKey)) {
    return query.get('isBookingRequest') === 'true'
      ? { type: 'BOOKING_REQUEST', bookingKey, isBookingRequest: true }
      : { type: 'APPOINTMENT', bookingKey };
  }
  return null;
}

/** True when the session's access covers the link. */
export function hasAccess(access: readonly Access[], target: LinkTarget): boolean {
  return access.some((entry) => {
    if (entry.type !== target.type && !(target.type === 'APPOINTMENT_RESULTS' && entry.type === 'PATIENT_PORTAL')) return false;
    if (target.slug) return entry.slug === target.slug;
    if (target.bookingKey) return entry.bookingKey?.toUpperCase() === target.bookingKey.toUpperCase();
    return false;
  });
}

/** Query parameters that must never ride along into a return URL (spec: nothing personal in URLs). */
const PRIVATE_QUERY = ['dateOfBirth'];

/** `path?query` without its personal parameters. */
export function withoutPrivateQuery(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, 'http://x');
  for (const name of PRIVATE_QUERY) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The authentication page for a link, returning to the given page afterwards (in the same tree). */
export function authenticationPath(returnTo: { pathname: string; search: string }, target: LinkTarget): string {
  const framed = returnTo.pathname === FRAME_PREFIX || returnTo.pathname.startsWith(`${FRAME_PREFIX}/`);
  const query = new URLSearchParams({ returnUrl: withoutPrivateQuery(`${returnTo.pathname}${returnTo.search}`), type: target.type });
  if (target.bookingKey && !target.slug) query.set('bookingKey', target.bookingKey);
  if (target.slug) query.set('slug', target.slug);
  if (target.shared) query.set('shared', 'true');
  if (target.isBookingRequest) query.set('isBookingRequest', 'true');
  // The patient-portal e-mail puts the date of birth and code channel in its link: pass them on once.
  const original = new URLSearchParams(returnTo.search);
  for (const name of ['dateOfBirth', 'otpType', 'staffBooking']) {
    const value = original.get(name);
    if (value) query.set(name, value);
  }
  return `${framed ? FRAME_PREFIX : ''}/authentication?${query.toString()}`;
}

/**
 * A return URL is followed only when it stays on this site (no `//evil.example`, no `javascript:`),
 * so a crafted link cannot send a patient elsewhere after they proved who they are.
 */
export function safeReturnPath(returnUrl: string | null | undefined, origin: string): string | null {
  if (!returnUrl) return null;
  const trimmed = returnUrl.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.startsWith('/\\')) return null;
  try {
    const url = new URL(trimmed, origin);
    // `/.//evil.example` normalises to the path `//evil.example`: refuse it outright.
    if (url.origin !== origin || url.pathname.startsWith('//')) return null;
    return withoutPrivateQuery(`${url.pathname}${url.search}${url.hash}`);
  } catch {
    return null;
  }
}
