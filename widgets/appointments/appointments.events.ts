/** Events of <rad-appointments> (declaration merging into RadEventMap, src/element/events.ts). */
declare module '../../src/element/events' {
  interface RadEventMap {
    /** The patient cancelled the booking (or some of its exams); no personal data in the detail. */
    'rad-appointment-cancelled': { bookingKey: string; status: string };
    /** The patient moved one exam of the booking to a new time. */
    'rad-appointment-rescheduled': { bookingKey: string; itemSlug: string };
    /** The patient confirmed the booking. */
    'rad-appointment-confirmed': { bookingKey: string };
  }
}
export {};
