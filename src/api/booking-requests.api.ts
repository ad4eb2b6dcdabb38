/**
 * Booking requests area (spec 001 §7). For now only the referral link the portal header offers;
 * the rest of the area comes with the booking-requests widget.
 */
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { toApiError } from './errors';

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
export async function getReferralLink(client: KyInstance, bookingRequestId: string, signal?: AbortSignal): Promise<string> {
  try {
    const response = await client.get(`api/secured/booking_requests/${encodeURIComponent(bookingRequestId)}/download`, { signal });
    const { url } = v.parse(ReferralLinkSchema, await response.json());
    // Root-relative links belong to the API's origin, which may not be the page's.
    return new URL(url, response.url).href;
  } catch (error) {
    throw await toApiError(error);
  }
}
