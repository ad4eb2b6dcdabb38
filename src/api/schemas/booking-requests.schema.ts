/**
 * A booking request's summary, loaded by booking key, and its status change (BOOKED, CANCELED;
 * src/api/API.md#booking-requests, docs/rules.md#booking-request-status), shared by the client and
 * the reference server.
 */
import * as v from 'valibot';

export const BOOKING_REQUEST_STATUSES = ['PENDING', 'BOOKED', 'CANCELED'] as const;

export const BookingRequestSummarySchema = v.object({
  bookingKey: v.string(),
  slug: v.string(),
  status: v.picklist(BOOKING_REQUEST_STATUSES),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  patient: v.object({ firstName: v.string() }),
  /** Null until the clinic picks the exam. */
  exam: v.nullable(v.object({ slug: v.string(), name: v.string(), modalityName: v.string() })),
  hasReferral: v.boolean(),
});
export type BookingRequestSummary = v.InferOutput<typeof BookingRequestSummarySchema>;

/** The status a client may set: BOOKED (the chat's booking-complete) or CANCELED (the patient). */
export const BookingRequestStatusBodySchema = v.object({ status: v.picklist(['BOOKED', 'CANCELED']) });
export type BookingRequestStatusBody = v.InferOutput<typeof BookingRequestStatusBodySchema>;
