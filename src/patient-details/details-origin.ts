/**
 * Where the patient details page was opened from, and where Back and the success modal's Close
 * lead: to the booking form when the origin is a
 * booking request with a key, or an appointment; otherwise to the confirmation page for the
 * booking key. The booking form is not a page of its own, so it passes its address as
 * `returnUrl` (only same-site paths are followed); without one, the booking request's or the
 * appointment's page stands for it. Pure, and tested as a table.
 */
import { safeReturnPath } from '../router/auth-links';

export type DetailsOrigin =
  | { kind: 'booking-request'; bookingKey: string }
  | { kind: 'appointment'; bookingKey: string }
  | { kind: 'confirmation'; bookingKey: string };

const KEY = '([A-Za-z0-9-]{6,64})';
const REQUEST_PATH = new RegExp(`(?:^|/)(?:booking-requests|br)/${KEY}/patient-details/?$`);
const APPOINTMENT_PATH = new RegExp(`(?:^|/)(?:appointments|a)/${KEY}/patient-details/?$`);
const KEY_ONLY = new RegExp(`^${KEY}$`);

export interface OriginAttributes {
  bookingKey?: string | undefined;
  bookingRequest?: boolean | undefined;
  /** `form` (the booking form) or `confirmation` (default). */
  origin?: string | undefined;
}

/** The origin from the element's attributes, else from the page's path and its `origin` query. */
export function detailsOriginOf(attributes: OriginAttributes, pathname: string, search: string): DetailsOrigin | null {
  const fromForm = (attributes.origin ?? new URLSearchParams(search).get('origin')) === 'form';
  const key = attributes.bookingKey?.trim();
  if (key && KEY_ONLY.test(key)) {
    if (attributes.bookingRequest) return { kind: 'booking-request', bookingKey: key };
    return { kind: fromForm ? 'appointment' : 'confirmation', bookingKey: key };
  }
  const request = REQUEST_PATH.exec(pathname);
  if (request) return { kind: 'booking-request', bookingKey: request[1]! };
  const appointment = APPOINTMENT_PATH.exec(pathname);
  if (appointment) return { kind: fromForm ? 'appointment' : 'confirmation', bookingKey: appointment[1]! };
  return null;
}

/** True when the details page was reached from the booking form (the success message differs). */
export function fromBookingForm(origin: DetailsOrigin): boolean {
  return origin.kind !== 'confirmation';
}

/** Where Back (and Close after success) leads: the booking form, or the confirmation page for the key. */
export function backPath(origin: DetailsOrigin, returnUrl: string | null | undefined, siteOrigin: string): string {
  const key = encodeURIComponent(origin.bookingKey);
  if (origin.kind === 'confirmation') return `/appointments/${key}`;
  const form = safeReturnPath(returnUrl, siteOrigin);
  if (form) return form;
  return origin.kind === 'booking-request' ? `/booking-requests/${key}` : `/appointments/${key}`;
}

/** The details page for an origin (the link a booking form or confirmation page offers). */
export function detailsPath(origin: DetailsOrigin, returnUrl?: string): string {
  const key = encodeURIComponent(origin.bookingKey);
  if (origin.kind === 'booking-request') {
    return `/booking-requests/${key}/patient-details${returnUrl ? `?${new URLSearchParams({ returnUrl }).toString()}` : ''}`;
  }
  const query = new URLSearchParams({ origin: origin.kind === 'appointment' ? 'form' : 'confirmation' });
  if (returnUrl && origin.kind === 'appointment') query.set('returnUrl', returnUrl);
  return `/appointments/${key}/patient-details?${query.toString()}`;
}
