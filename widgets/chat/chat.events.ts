/** rad-chat's own event (declaration merging into RadEventMap, src/element/events.ts). */
declare module '../../src/element/events' {
  interface RadEventMap {
    /**
     * The agent's booking-complete message arrived and the server booked the request (status
     * BOOKED). A host showing the booking request reloads it. Only the booking key, no personal data.
     */
    'rad-chat-booking-complete': { bookingKey: string };
  }
}
export {};
