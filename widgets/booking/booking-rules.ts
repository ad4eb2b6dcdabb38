/**
 * Booking rules as pure functions (spec 001 §4, §8): when a create answer means the booking failed,
 * and which message a failed create shows.
 */
import type { ApiError } from '../../src/api/errors';
import type { CreatedItem } from '../../src/api/schemas/slots.schema';

export type BookingOutcome = 'booked' | 'partial' | 'failed';

/**
 * The booking fails if all items fail; it also fails when the patient is signed in, every item
 * carries an error message and the provider's setting says so. Otherwise it is booked (partly when
 * some items failed: the confirmation lists those).
 */
export function bookingOutcome(
  items: readonly Pick<CreatedItem, 'success' | 'errorMessage'>[],
  rules: { loggedIn: boolean; failWhenAllItemsHaveErrors: boolean },
): BookingOutcome {
  if (items.length === 0 || items.every((item) => !item.success)) return 'failed';
  if (rules.loggedIn && rules.failWhenAllItemsHaveErrors && items.every((item) => !!item.errorMessage)) return 'failed';
  return items.every((item) => item.success) ? 'booked' : 'partial';
}

/** An enquiry's booking requests (001 §4): it succeeds if any item succeeded. */
export function enquiryOutcome(items: readonly Pick<CreatedItem, 'success'>[]): BookingOutcome {
  if (!items.some((item) => item.success)) return 'failed';
  return items.every((item) => item.success) ? 'booked' : 'partial';
}

/**
 * 500–504 → error.server_error_message.{status}; 505 and up → the general one; a refusal (4xx)
 * whose message is one of ours (a translation key: a denied booking, a required Medicare number) →
 * that key; else the error's own key.
 */
export function createErrorKey(error: ApiError): string {
  const status = error.status;
  const server = error.serverMessage;
  if (status !== undefined && status >= 400 && status < 500 && server && /^[a-z_]+(\.[a-z0-9_]+)+$/.test(server)) return server;
  if (status !== undefined && status >= 500 && status <= 504) return `error.server_error_message.${status}`;
  if (status !== undefined && status >= 505) return 'error.server_error_message.general_error';
  return error.messageKey;
}
