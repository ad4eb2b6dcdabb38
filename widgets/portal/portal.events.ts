/** Events of <rad-portal> besides the common ones (src/element/events.ts). */
declare module '../../src/element/events' {
  interface RadEventMap {
    /**
     * The patient pressed the header's booking information button. The
     * booking-requests widget, which knows the request, shows its information on hearing it.
     */
    'rad-booking-info': { tag: string };
  }
}

export {};
