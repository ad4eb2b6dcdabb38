/** Events of <rad-booking-requests> (declaration merging into RadEventMap, src/element/events.ts). */
declare module '../../src/element/events' {
  interface RadEventMap {
    /** The patient cancelled the booking request after the confirmation modal. */
    'rad-booking-request-cancelled': { bookingKey: string };
  }
}
export {};
