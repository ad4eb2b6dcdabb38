/**
 * The authentication request built from the link's query, for the calls of
 * src/api/API.md#authentication. Pure: the URL rules, the title and message table and the code
 * rule are unit-tested here.
 */
import { AUTH_TYPES, type AuthType, type OtpMethod } from '../../src/api/schemas/auth.schema';
import { safeReturnPath } from '../../src/router/auth-links';

/** The element's attributes, as the portal passes the query (`?bookingKey=` → `booking-key`). */
export interface AuthQuery {
  returnUrl?: string | undefined;
  bookingKey?: string | undefined;
  slug?: string | undefined;
  type?: string | undefined;
  shared?: string | undefined;
  isBookingRequest?: string | undefined;
  staffBooking?: string | undefined;
  dateOfBirth?: string | undefined;
  otpType?: string | undefined;
}

export interface AuthRequest {
  type: AuthType;
  bookingKey?: string;
  slug?: string;
  shared: boolean;
  isBookingRequest: boolean;
  staffBooking: boolean;
  isPatientPortal: boolean;
  /** Where to go after signing in: a path on this site. */
  navigateUrl: string;
  /** From the link; submitted at once with populatedDoB (then removed from the URL). */
  dateOfBirth: string | null;
  populatedDoB: boolean;
  otpMethod: OtpMethod;
  titleKey: string;
  messageKey: string;
}

export type ParsedAuthRequest = { complete: true; request: AuthRequest } | { complete: false; missing: string[] };

/** A flag set in the link: `shared=true`, `shared=1`, `shared` (present) — but not `false` or `0`. */
function isSet(value: string | undefined): boolean {
  if (value === undefined) return false;
  const text = value.trim().toLowerCase();
  return text !== 'false' && text !== '0';
}

const KEY = /^[A-Za-z0-9-]{1,64}$/;

/** The title and message depend on the type, staffBooking and shared. */
export function titleAndMessage(type: AuthType, staffBooking: boolean, shared: boolean): { titleKey: string; messageKey: string } {
  let suffix: string;
  if (type === 'BOOKING_REQUEST') suffix = staffBooking ? 'booking_request_patient' : 'booking_request';
  else if (type === 'APPOINTMENT') suffix = staffBooking ? 'appointment_patient' : 'appointment';
  else suffix = shared ? 'results_others' : 'results_own';
  return { titleKey: `auth.title_${suffix}`, messageKey: `auth.message_${suffix}` };
}

/** A date of birth from a link: ISO `1985-03-27` only; anything else is ignored (the dialog opens). */
function linkDate(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null;
}

export function parseAuthRequest(query: AuthQuery, origin: string): ParsedAuthRequest {
  const missing: string[] = [];
  const navigateUrl = safeReturnPath(query.returnUrl, origin);
  if (!navigateUrl) missing.push('returnUrl');
  const type = AUTH_TYPES.find((candidate) => candidate === query.type?.trim().toUpperCase());
  if (!type) missing.push('type');
  const bookingKey = query.bookingKey?.trim();
  const slug = query.slug?.trim();
  const validKey = bookingKey && KEY.test(bookingKey) ? bookingKey : undefined;
  const validSlug = slug && KEY.test(slug) ? slug : undefined;
  if (!validKey && !validSlug) missing.push('bookingKey or slug');
  if (missing.length || !type || !navigateUrl) return { complete: false, missing };

  const shared = isSet(query.shared);
  // staffBooking changes the text only when it is the string 'true'.
  const staffBooking = query.staffBooking?.trim() === 'true';
  const dateOfBirth = linkDate(query.dateOfBirth);
  return {
    complete: true,
    request: {
      type,
      ...(validKey ? { bookingKey: validKey } : {}),
      ...(validSlug ? { slug: validSlug } : {}),
      shared,
      isBookingRequest: isSet(query.isBookingRequest) || type === 'BOOKING_REQUEST',
      staffBooking,
      isPatientPortal: type === 'PATIENT_PORTAL',
      navigateUrl,
      dateOfBirth,
      populatedDoB: dateOfBirth !== null,
      otpMethod: query.otpType?.trim().toUpperCase() === 'SMS' ? 'SMS' : 'EMAIL',
      ...titleAndMessage(type, staffBooking, shared),
    },
  };
}

/** Max attempts → /deny, naming the shared or results message where it applies (docs/rules.md#sign-in-deny-page). */
export function maxAttemptsPath(request: AuthRequest, currentPath: string): string {
  const framed = currentPath.startsWith('/iframe/');
  const query = new URLSearchParams({ maxAttempts: 'true' });
  if (request.shared) query.set('message', 'max_attempts_reached_shared');
  else if (currentPath.includes('/result') || request.navigateUrl.includes('/result')) query.set('message', 'max_attempts_reached_results');
  return `${framed ? '/iframe' : ''}/deny?${query.toString()}`;
}
