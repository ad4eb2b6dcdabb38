/** Events of <rad-unsubscribe>; the detail carries no address (hosts forward events to analytics). */
declare module '../../src/element/events' {
  interface RadEventMap {
    /** The person unsubscribed (`true`) or subscribed again (`false`). */
    'rad-unsubscribed': { unsubscribed: boolean };
  }
}

export {};
