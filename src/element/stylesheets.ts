/**
 * Styles reach shadow roots only as constructable stylesheets (adoptedStyleSheets), never as
 * inline <style>, so a host page with a strict CSP (no 'unsafe-inline') needs no exception.
 * Sheets are built lazily (there is no CSSStyleSheet in Node) and shared between all elements.
 */
import { hasRealDom } from './ssr-shim';

const cache = new Map<string, CSSStyleSheet>();

export function sheet(cssText: string): CSSStyleSheet | null {
  if (!hasRealDom()) return null;
  let found = cache.get(cssText);
  if (!found) {
    found = new CSSStyleSheet();
    found.replaceSync(cssText);
    cache.set(cssText, found);
  }
  return found;
}

/** A sheet whose text changes over time (the theme): every root that adopted it updates at once. */
export function mutableSheet(): { get: () => CSSStyleSheet | null; set: (cssText: string) => void } {
  let current: CSSStyleSheet | null = null;
  let text = '';
  return {
    get() {
      if (!current && hasRealDom()) {
        current = new CSSStyleSheet();
        current.replaceSync(text);
      }
      return current;
    },
    set(cssText: string) {
      text = cssText;
      current?.replaceSync(cssText);
    },
  };
}

export function adopt(root: ShadowRoot | Document, sheets: Array<CSSStyleSheet | null>): void {
  const present = sheets.filter((s): s is CSSStyleSheet => s !== null);
  const missing = present.filter((s) => !root.adoptedStyleSheets.includes(s));
  if (missing.length) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
}
