/**
 * What a host page may hand the widgets in its HTML so they can draw at once: the provider's
 * configuration and the dictionaries of the page's locale, exactly as `GET /api/config` and the
 * two dictionary calls would answer them. A page served by the API's own server knows all three,
 * so the first view waits for no request; a widget on any other page fetches them as before.
 *
 * It travels in `<script type="application/json" id="rad-bootstrap">`: data, never run, so a
 * strict Content-Security-Policy allows it. It describes the API at the page's own origin (the
 * server that wrote the page), so the widgets use it only when their api-base is that origin, and
 * only after their own schemas accept it.
 */
import * as v from 'valibot';
import { ConfigSchema, DictionarySchema, type Config } from '../api/schemas/config.schema';

export const PAGE_BOOTSTRAP_ID = 'rad-bootstrap';

export const PageBootstrapSchema = v.object({
  config: ConfigSchema,
  /** The locale both dictionaries are in. */
  locale: v.pipe(v.string(), v.maxLength(16)),
  primary: DictionarySchema,
  provider: DictionarySchema,
});

export type PageBootstrap = v.InferOutput<typeof PageBootstrapSchema>;

/**
 * The JSON text for the element's body. `<` is escaped so no value can close the script element
 * (`</script>`) or open a comment; JSON.parse reads `\u003c` back as `<`.
 */
export function serializePageBootstrap(bootstrap: PageBootstrap): string {
  return JSON.stringify(bootstrap)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The page's bootstrap for an API at `apiBase`, or null: none on the page, an API on another
 * origin, or data that does not pass the schemas (then the widgets simply fetch, as on any page).
 */
export function readPageBootstrap(doc: Document, apiBase: string): PageBootstrap | null {
  const element = doc.getElementById(PAGE_BOOTSTRAP_ID);
  if (!element || element.getAttribute('type') !== 'application/json') return null;
  try {
    if (new URL(apiBase, doc.baseURI).origin !== new URL(doc.baseURI).origin) return null;
    const parsed = v.safeParse(PageBootstrapSchema, JSON.parse(element.textContent ?? ''));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/**
 * Whether the portal's shell shows provider HTML on every page (a banner, or the custom header
 * message and footer): then the sanitizer is part of the first view, so the page preloads it and
 * the runtime has it before the first paint.
 */
export function shellShowsProviderHtml(config: Pick<Config, 'radiology'>): boolean {
  const { radiology } = config;
  return (
    Boolean(radiology.bannerMessage) || (radiology.showCustomHeaderAndFooter && Boolean(radiology.headerMessage || radiology.customFooter))
  );
}
