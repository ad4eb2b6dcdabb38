import { FALLBACK_LOCALE, SUPPORTED_LOCALES, type SupportedLocale } from '../constants';

/**
 * The shipped locale a requested one names, or null: exact matches ignore case, a bare language
 * matches its only shipped variant (`mk-MK` → `mk`). No warning: the server's host pages use it too.
 */
export function matchLocale(requested: string | null | undefined): SupportedLocale | null {
  const wanted = (requested ?? '').trim();
  if (!wanted) return null;
  const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === wanted.toLowerCase());
  if (exact) return exact;
  const language = wanted.split(/[-_]/)[0]?.toLowerCase();
  const byLanguage = SUPPORTED_LOCALES.filter((locale) => locale.split('-')[0] === language);
  return byLanguage.length === 1 && byLanguage[0] ? byLanguage[0] : null;
}

/**
 * Maps a requested locale to a shipped one (docs/rules.md#display-locales): as matchLocale, and anything else warns
 * and uses en-AU.
 */
export function resolveLocale(requested: string | null | undefined): SupportedLocale {
  const wanted = (requested ?? '').trim();
  if (!wanted) return FALLBACK_LOCALE;
  const matched = matchLocale(wanted);
  if (matched) return matched;
  console.warn(`[rad-widgets] Locale "${wanted}" is not supported; using ${FALLBACK_LOCALE}.`);
  return FALLBACK_LOCALE;
}

/** `mk-MK` → `mk`: the part of a locale tag Intl must honour for its dates to mean anything. */
function language(locale: string): string {
  return locale.split(/[-_]/)[0]!.toLowerCase();
}

/**
 * Whether this browser's Intl really has date data for the locale. Intl never fails on a locale it
 * lacks: it silently formats in another one (Debian's Chromium formats `mk` as en-US, month first,
 * English month names), so only the resolved locale tells.
 */
export function intlSupportsLocale(locale: string): boolean {
  try {
    return language(new Intl.DateTimeFormat(locale).resolvedOptions().locale) === language(locale);
  } catch {
    return false;
  }
}
