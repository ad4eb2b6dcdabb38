/** The direct link's own event (declaration merging into RadEventMap, src/element/events.ts). */
declare module '../../src/element/events' {
  interface RadEventMap {
    /**
     * The radiologist may open the images and the browser is about to go to the viewer. Cancelable:
     * a host that opens it itself calls preventDefault(). No URL in the detail (it carries a ticket).
     */
    'rad-images-open': Record<string, never>;
  }
}
export {};
