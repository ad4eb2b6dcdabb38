/** The image viewer's own event (declaration merging into RadEventMap, src/element/events.ts). */
declare module '../../src/element/events' {
  interface RadEventMap {
    /**
     * The browser is about to leave for the expired-link page or the referrer's PACS.
     * Cancelable: a host that handles it itself calls preventDefault(). No URL in the detail
     * (it may carry a token); the page shows a Continue link to it.
     */
    'rad-image-viewer-redirect': { reason: 'expired' | 'pacs' };
  }
}
export {};
