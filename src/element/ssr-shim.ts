/**
 * Lets every entry be imported where there is no DOM (server rendering, Node tests): r2wc
 * extends `HTMLElement` and we define into `customElements` when a widget module loads, so
 * without these globals the import would throw. The shim is loaded only where those globals
 * are missing (top-level await), so browsers never download it.
 */
const g = globalThis as { HTMLElement?: unknown; customElements?: unknown };
if (typeof g.HTMLElement === 'undefined' || typeof g.customElements === 'undefined') {
  const shim = await import('@lit-labs/ssr-dom-shim');
  g.HTMLElement ??= shim.HTMLElement;
  g.customElements ??= shim.customElements;
}

export const hasRealDom = (): boolean => typeof document !== 'undefined' && typeof CSSStyleSheet !== 'undefined';
