/**
 * Booking requests area (src/api/API.md#booking-requests). For now only the referral link the portal header offers;
 * the rest of the area comes with the booking-requests widget.
 */
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { request, requestWithUrl } from './client';
import { BookingRequestSummarySchema, type BookingRequestStatusBody, type BookingRequestSummary } from './schemas/booking-requests.schema';

/**
 * The answer of `GET /api/secured/booking_requests/{id}/download` (the spec says only "referral
 * download link"): `{ url }`, absolute http(s) or root-relative to the API. Nothing else is
 * accepted, so a tampered answer cannot make the header open a `javascript:` URL.
 */
export const ReferralLinkSchema = v.object({
  url: v.pipe(v.string(), v.regex(/^(https?:\/\/|\/(?![/\\]))/i, 'referral link must be http(s) or root-relative')),
});
export type ReferralLink = v.InferOutput<typeof ReferralLinkSchema>;

/** The absolute URL of a booking request's referral document. */
export async function getReferralLink(api: KyInstance, bookingRequestId: string, signal?: AbortSignal): Promise<string> {
  const path = `api/secured/booking_requests/${encodeURIComponent(bookingRequestId)}/download`;
  const { data, url } = await requestWithUrl(api, { path, schema: ReferralLinkSchema, signal });
  // Root-relative links belong to the API's origin, which may not be the page's.
  return new URL(data.url, url).href;
}

const requestBase = (bookingKey: string) => `api/secured/booking_requests/${encodeURIComponent(bookingKey)}`;

/** The booking request summary (API.md "Booking requests"). */
export function getBookingRequestSummary(api: KyInstance, bookingKey: string, signal?: AbortSignal): Promise<BookingRequestSummary> {
  return request(api, { path: `${requestBase(bookingKey)}/summary`, schema: BookingRequestSummarySchema, signal });
}

/** Sets BOOKED (the chat's booking complete) or CANCELED (the patient, after the confirmation modal). */
export function setBookingRequestStatus(
  api: KyInstance,
  bookingKey: string,
  body: BookingRequestStatusBody,
): Promise<BookingRequestSummary> {
  return request(api, {
    method: 'post',
    path: `${requestBase(bookingKey)}/status`,
    json: body,
    schema: BookingRequestSummarySchema,
    idempotent: true,
  });
}
