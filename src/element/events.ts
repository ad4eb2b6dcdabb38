/**
 * Widgets talk to their host only through `rad-*` DOM events that bubble and cross shadow
 * boundaries (composed). Details are typed here; a widget adds its own by declaration merging:
 *   declare module '../../src/element/events' { interface RadEventMap { 'rad-booking-created': {...} } }
 * Details never carry personal data: hosts forward them to analytics.
 */
export interface RadEventMap {
  /** The widget has its settings and translations and shows its content. */
  'rad-ready': { tag: string };
  /** Something failed; `messageKey` is the translation key the widget shows. */
  'rad-error': { tag: string; messageKey: string; status?: number };
  /** The patient asked to close this view (deny page Close button). */
  'rad-close': { tag: string };
  /**
   * The widget wants the host to go to another portal path. `bypassGuard` (the questionnaires
   * route's `guardBypass` in src/router/routes.ts) skips the portal's sign-in check on
   * a route that allows it; the server still checks every call. `replace` replaces the current
   * history entry (a page that sends the person on, as the results page to the deny page).
   */
  'rad-navigate': { path: string; bypassGuard?: boolean; replace?: boolean };
}

export type RadEventName = keyof RadEventMap;

/** Dispatches a typed rad-* event from a host element; returns false when a listener prevented the default. */
export function emit<K extends RadEventName>(target: EventTarget, name: K, detail: RadEventMap[K], cancelable = false): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
}
