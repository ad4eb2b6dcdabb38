/**
 * Booking request summary and status (src/api/API.md#booking-requests). A cancelled request stays
 * cancelled: neither the patient nor a late chat "booking complete" brings it back
 * (docs/rules.md#booking-request-status).
 */
import type { Db } from '../../db/db';
import { ApiError } from '../../http/errors';
import type { BookingRequestStatusBody, BookingRequestSummary } from '../../../../src/api/schemas/booking-requests.schema';
import { findBookingRequest, updateBookingRequestStatus } from './queries';

export async function bookingRequestSummary(db: Db, key: string): Promise<BookingRequestSummary> {
  const row = await findBookingRequest(db, key);
  if (!row) throw new ApiError(404, 'No such booking request', 'not_found');
  return {
    bookingKey: row.booking_key,
    slug: row.slug,
    status: (['PENDING', 'BOOKED', 'CANCELED'].includes(row.status) ? row.status : 'PENDING') as BookingRequestSummary['status'],
    createdAt: row.created_at,
    patient: { firstName: row.first_name },
    exam: row.exam_slug ? { slug: row.exam_slug, name: row.exam_name ?? '', modalityName: row.modality_name ?? '' } : null,
    hasReferral: row.has_referral,
  };
}

export async function changeBookingRequestStatus(db: Db, key: string, body: BookingRequestStatusBody): Promise<BookingRequestSummary> {
  if (!(await updateBookingRequestStatus(db, key, body.status))) {
    throw new ApiError(409, 'booking_requests.already_cancelled', 'status_refused');
  }
  return bookingRequestSummary(db, key);
}
