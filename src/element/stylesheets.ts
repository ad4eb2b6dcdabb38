/**
 * Styles reach shadow roots only as constructable stylesheets (adoptedStyleSheets), never as
 * inline <style>, so a host page with a strict CSP (no 'unsafe-inline') needs no exception.
 * Sheets are built lazily (there is no CSSStyleSheet in Node) and shared between all elements.
 */
import { hasRealDom } from './ssr-shim';

const cache = new Map<string, CSSStyleSheet>();

/**
 * `rem` inside a shadow root is the HOST PAGE's root font size: a page with the common
 * `html { font-size: 62.5% }` shrank every widget to 10 px text. The widgets size themselves from
 * `--rad-rem` instead, the user's own default text size (`font-size: medium` on `:host`, computed
 * to a length there because the property is registered), whatever the host's root says. Sheets
 * are written with `rem` and rewritten here, once per sheet; media and container queries keep
 * their `rem`, which means the browser's initial size there, never the host's.
 */
export const REM_PROPERTY = '--rad-rem';
const AT_RULE_PRELUDE = /(@(?:media|container|supports)[^{]*\{)/;

export function hostIndependentRem(cssText: string): string {
  return cssText
    .split(AT_RULE_PRELUDE)
    .map((part) =>
      AT_RULE_PRELUDE.test(part) ? part : part.replace(/(?<![\w.-])(-?(?:\d+\.?\d*|\.\d+))rem\b/g, `calc($1 * var(${REM_PROPERTY}, 1rem))`),
    )
    .join('');
}

let registered = false;

/** Registers `--rad-rem` as an inherited length, once per page (it must be a length to be computed at `:host`). */
function registerRemProperty(): void {
  if (registered) return;
  registered = true;
  try {
    CSS.registerProperty({ name: REM_PROPERTY, syntax: '<length>', inherits: true, initialValue: '16px' });
  } catch {
    // Registered already (a second runtime on the page), or not supported: `1em` then applies per element.
  }
}

export function sheet(cssText: string): CSSStyleSheet | null {
  if (!hasRealDom()) return null;
  let found = cache.get(cssText);
  if (!found) {
    registerRemProperty();
    found = new CSSStyleSheet();
    found.replaceSync(hostIndependentRem(cssText));
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
