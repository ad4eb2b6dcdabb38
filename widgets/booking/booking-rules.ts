/**
 * Booking rules as pure functions (docs/rules.md#booking-partial-success): when a create answer
 * means the booking failed.
 * Which message a failed create shows is the runtime's one rule, problemKey (src/api/errors.ts).
 */
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

/** An enquiry's booking requests (docs/rules.md#booking-enquiries): it succeeds if any item succeeded. */
export function enquiryOutcome(items: readonly Pick<CreatedItem, 'success'>[]): BookingOutcome {
  if (!items.some((item) => item.success)) return 'failed';
  return items.every((item) => item.success) ? 'booked' : 'partial';
}
