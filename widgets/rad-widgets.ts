/**
 * The loader (`rad-widgets.js`): one small script a provider adds to any page. It watches the
 * page for rad-* tags, including ones added later, and loads each widget's chunk the first time
 * its tag appears, as Shoelace's autoloader does. It imports nothing else, so it stays tiny.
 * On a page whose server drew a first view it starts once that view is painted (after-first-view.ts).
 */
import { addDeferredPreloads, afterFirstView, DEFERRED_PRELOADS_ID } from './after-first-view';
import { PORTAL_TAG, WIDGET_LOADERS } from './registry';

const WIDGETS: Readonly<Record<string, () => Promise<unknown>>> = {
  ...WIDGET_LOADERS,
  [PORTAL_TAG]: () => import('./portal/index'),
};

const requested = new Set<string>();

function load(tag: string): void {
  const importer = WIDGETS[tag];
  if (!importer || requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  importer().catch((error: unknown) => {
    requested.delete(tag); // a later appearance of the tag may try again
    console.error(`[rad-widgets] could not load <${tag}>`, error);
  });
}

function discover(root: Element | Document | DocumentFragment): void {
  if (root instanceof Element && root.localName.startsWith('rad-')) load(root.localName);
  for (const tag of Object.keys(WIDGETS)) {
    if (!requested.has(tag) && root.querySelector(tag)) load(tag);
  }
  // Widgets inside other widgets' open shadow roots (the portal) are found when those render.
  root.querySelectorAll('*').forEach((element) => {
    if (element.shadowRoot) discover(element.shadowRoot);
  });
}

export function startLoader(root: Document | ShadowRoot = document): MutationObserver {
  discover(root);
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      mutation.addedNodes.forEach((node) => {
        if (node instanceof Element) discover(node);
      });
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  return observer;
}

if (typeof document !== 'undefined' && typeof MutationObserver !== 'undefined') {
  const deferred = document.getElementById(DEFERRED_PRELOADS_ID);
  if (deferred instanceof HTMLTemplateElement) {
    void afterFirstView(document).then(() => {
      addDeferredPreloads(deferred);
      startLoader();
    });
  } else startLoader();
}
