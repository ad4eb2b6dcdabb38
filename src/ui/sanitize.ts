/**
 * Provider HTML (about, contact, terms, header message, custom footer, FAQ, e-mail preview) is
 * cleaned by DOMPurify right before it reaches the DOM. DOMPurify is loaded on demand: most
 * widgets never show provider HTML, so it stays out of the shared runtime chunk.
 */
import type { Config as PurifyConfig } from 'dompurify';

const PURIFY_CONFIG: PurifyConfig = {
  // Provider content is text, links, lists, tables and images; nothing that runs or restyles the widget.
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style', 'srcset'],
  ALLOW_DATA_ATTR: false,
  RETURN_DOM_FRAGMENT: true,
};

type Purifier = (html: string) => DocumentFragment;

let purifier: Promise<Purifier> | null = null;
/** The sanitizer once it has loaded, for a caller that must not wait a frame (layout would shift). */
let loaded: Purifier | null = null;

export function loadedSanitizer(): Purifier | null {
  return loaded;
}

export function loadSanitizer(): Promise<Purifier> {
  purifier ??= import('dompurify').then(({ default: createDOMPurify }) => {
    const purify = createDOMPurify(window);
    // Links that leave the page open in a new tab without handing it our window.
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node instanceof HTMLAnchorElement && /^https?:/i.test(node.getAttribute('href') ?? '')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    loaded = (html: string) => purify.sanitize(html, PURIFY_CONFIG) as unknown as DocumentFragment;
    return loaded;
  });
  return purifier;
}
