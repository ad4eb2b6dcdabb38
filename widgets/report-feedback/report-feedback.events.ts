/** The report-feedback page's own events (declaration merging into RadEventMap, src/element/events.ts). */
declare module '../../src/element/events' {
  interface RadEventMap {
    /** The referrer's answer was stored (one per link). No answers in the detail: they are the referrer's. */
    'rad-report-feedback-sent': { questionnaireId: string };
    /**
     * The page is about to return to the images (4 s after a stored answer). Cancelable: a host
     * that navigates itself calls preventDefault().
     */
    'rad-report-feedback-redirect': { reason: 'sent' };
  }
}
export {};
