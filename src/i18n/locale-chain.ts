/**
 * Shipped dictionaries without copies: a regional English file holds only the texts that differ
 * from its parent (en-CA and en-US spell "cancelled", "postcode" and a few more their way; en-NZ
 * writes as en-AU does), and the full dictionary is the parent's with the region's texts over it.
 * Before this chain the five files held 900 keys each, four of them mostly copies, and every
 * rewording had to be made four times. Macedonian is a translation: it holds every key itself.
 *
 * Merged where a dictionary is read (the reference server's i18n answers and page bootstrap,
 * test fixtures), never in the widget runtime: it receives whole dictionaries.
 */
import { type SupportedLocale } from '../constants';

/** Where a locale's missing texts come from. A locale without a parent holds every key. */
export const LOCALE_PARENT: Readonly<Partial<Record<SupportedLocale, SupportedLocale>>> = {
  'en-NZ': 'en-AU',
  'en-CA': 'en-AU',
  'en-US': 'en-AU',
};

/** The locale, then its parent, and so on (the chain is short and has no loops: a test checks). */
export function localeChain(locale: SupportedLocale): SupportedLocale[] {
  const chain: SupportedLocale[] = [];
  for (let next: SupportedLocale | undefined = locale; next && !chain.includes(next); next = LOCALE_PARENT[next]) chain.push(next);
  return chain;
}

/** The whole dictionary of `locale`, from each file of its chain (`read`), the locale's own texts winning. */
export function mergeLocaleChain<T extends Readonly<Record<string, string>>>(
  locale: SupportedLocale,
  read: (locale: SupportedLocale) => T,
): Record<string, string> {
  return Object.assign({}, ...localeChain(locale).reverse().map(read)) as Record<string, string>;
}
