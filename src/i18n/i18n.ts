/**
 * One i18n instance per page (created by the runtime): a locale, a dictionary and a formatter
 * derived from them. Components read `t()` inside a signals-tracked render, so a finished load
 * or a locale change re-renders every widget on the page.
 */
import { batch, computed, signal } from '@preact/signals-core';
import type { KyInstance } from 'ky';
import type { IntlMessageFormat, FormatXMLElementFn, PrimitiveType } from 'intl-messageformat';
import { messageFormat } from './message-format';
import { getPrimaryDictionary, getProviderDictionary } from '../api/i18n.api';
import type { Dictionary } from '../api/schemas/config.schema';
import { FALLBACK_LOCALE, type SupportedLocale } from '../constants';
import { compileMessages, layered, lazyMessages, type CompiledMessages } from './compile';
import { FALLBACK_MESSAGES } from './fallback-messages';
import { intlSupportsLocale, resolveLocale } from './locales';
import { dateTimeFormat } from './message-format';

/** Formats a date in a locale Intl lacks (date-fallback.ts, loaded on demand). */
type DateFallback = (value: Date | number, options?: Intl.DateTimeFormatOptions) => string;

export type I18nStatus = 'idle' | 'loading' | 'ready';
export type MessageValues = Record<string, PrimitiveType | FormatXMLElementFn<string, string>>;

export interface LoadOptions {
  client: KyInstance;
  radiologyCode: string;
  locale: string | null | undefined;
  signal?: AbortSignal;
  /** The page's own copy of the dictionaries of one locale (see src/config/page-bootstrap.ts). */
  preloaded?: { locale: string; primary: Dictionary; provider: Dictionary };
  /** A request for the primary dictionary already under way (started beside the settings request). */
  primaryRequest?: { locale: string; request: Promise<Dictionary> };
}

export type I18n = ReturnType<typeof createI18n>;

/**
 * The part of formatjs's IntlShape the widgets use. Built on intl-messageformat and Intl alone:
 * @formatjs/intl's createIntl would add 3.5 KB gzip to the shared chunk for formatters (numbers,
 * lists, relative times, display names) no widget calls.
 */
export interface Formatter {
  locale: SupportedLocale;
  /** Like IntlShape.formatMessage: a missing key or a failed format shows the key itself. */
  formatMessage(descriptor: { id: string }, values?: MessageValues): string;
  formatDate(value: Date | number, options?: Intl.DateTimeFormatOptions): string;
}

function createFormatter(locale: SupportedLocale, messages: CompiledMessages, dateFallback: DateFallback | null): Formatter {
  const formats = new Map<string, IntlMessageFormat>();
  return {
    locale,
    formatMessage({ id }, values) {
      const message = messages.get(id);
      if (!message) {
        // A missing key shows the key itself; say so in the console for the provider's team.
        console.debug(`[rad-widgets] Missing message: "${id}" for locale "${locale}"`);
        return id;
      }
      let format = formats.get(id);
      if (!format) formats.set(id, (format = messageFormat(message, locale)));
      try {
        return format.format(values) as string;
      } catch (error) {
        console.warn(`[rad-widgets] Error formatting message "${id}"`, error);
        return id;
      }
    },
    formatDate: (value, options) => (dateFallback ? dateFallback(value, options) : dateTimeFormat(locale, options).format(value)),
  };
}

/**
 * The date formatter for a locale the browser's Intl lacks, loaded on demand; null where Intl
 * speaks it (every English variant) or where we carry no data either (then Intl's guess stands).
 */
async function dateFallbackFor(locale: SupportedLocale): Promise<DateFallback | null> {
  if (intlSupportsLocale(locale)) return null;
  try {
    const { hasDateFallback, formatDateWithLocaleData } = await import('./date-fallback');
    return hasDateFallback(locale) ? (value, options) => formatDateWithLocaleData(locale, value, options) : null;
  } catch {
    return null; // the chunk did not load: English month names beat no page
  }
}

export function createI18n() {
  const locale = signal<SupportedLocale>(FALLBACK_LOCALE);
  const fallback: CompiledMessages = lazyMessages(FALLBACK_MESSAGES, null);
  const none: CompiledMessages = lazyMessages({}, null);
  /** The texts as written (for `has()`), and their compiled form (for formatting). */
  const dictionary = signal<Dictionary>({ ...FALLBACK_MESSAGES });
  const compiled = signal<CompiledMessages>(fallback);
  const roleOverrides = signal<Dictionary>({});
  const compiledRoleOverrides = signal<CompiledMessages>(none);
  const status = signal<I18nStatus>('idle');
  /** Which source the dictionary came from; tests and the error report read it. */
  const source = signal<'fallback' | 'primary' | 'provider'>('fallback');
  /** Set while the shown locale is one the browser's Intl has no dates for (Chromium and `mk`). */
  const dateFallback = signal<DateFallback | null>(null);
  let loadToken = 0;

  const intl = computed(() => createFormatter(locale.value, layered(compiledRoleOverrides.value, compiled.value), dateFallback.value));

  /**
   * Loads the primary dictionary and the provider's one over it. A failed provider load falls
   * back to the primary translation alone; a failed primary load keeps the
   * built-in fallback texts so a widget can still explain itself.
   */
  async function load(options: LoadOptions): Promise<void> {
    const token = ++loadToken;
    const wanted = resolveLocale(options.locale);
    status.value = 'loading';
    // Dictionaries the host page already holds (its bootstrap) are used as they are, never asked for again.
    const given = options.preloaded?.locale === wanted ? options.preloaded : undefined;
    const [primary, provider] = await Promise.allSettled([
      given
        ? given.primary
        : options.primaryRequest?.locale === wanted
          ? options.primaryRequest.request
          : getPrimaryDictionary(options.client, wanted, options.signal),
      given ? given.provider : getProviderDictionary(options.client, options.radiologyCode, wanted, options.signal),
    ]);
    let next: Dictionary = { ...FALLBACK_MESSAGES };
    let nextSource: 'fallback' | 'primary' | 'provider' = 'fallback';
    // The locale shown (`lang`, dates, plurals) is the one whose texts are on screen: the built-in
    // texts are en-AU, so a failed Macedonian load must not label English text `mk`.
    let shown: SupportedLocale = FALLBACK_LOCALE;
    if (primary.status === 'fulfilled') {
      shown = wanted;
      next = { ...next, ...primary.value, ...(provider.status === 'fulfilled' ? provider.value : {}) };
      nextSource = provider.status === 'fulfilled' ? 'provider' : 'primary';
    } else {
      console.warn('[rad-widgets] Translations could not be loaded; showing built-in texts.');
    }
    const nextCompiled = await compileMessages(next).catch(() => fallback);
    const nextDates = await dateFallbackFor(shown);
    if (token !== loadToken) return; // a newer load (locale change) won
    batch(() => {
      dateFallback.value = nextDates;
      dictionary.value = next;
      compiled.value = nextCompiled;
      source.value = nextSource;
      locale.value = shown;
      status.value = 'ready';
    });
  }

  /**
   * Role translations arrive as a JSON string in the authentication answer and
   * are merged over the dictionary. A malformed string is ignored rather than breaking texts.
   */
  async function mergeRoleTranslations(json: string | null | undefined): Promise<void> {
    if (!json) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      console.warn('[rad-widgets] roleTranslations is not valid JSON; ignored.');
      return;
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return;
    const entries = Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    const merged = { ...roleOverrides.value, ...Object.fromEntries(entries) };
    const mergedCompiled = await compileMessages(merged);
    batch(() => {
      roleOverrides.value = merged;
      compiledRoleOverrides.value = mergedCompiled;
    });
  }

  function clearRoleTranslations(): void {
    batch(() => {
      roleOverrides.value = {};
      compiledRoleOverrides.value = none;
    });
  }

  function t(key: string, values?: MessageValues): string {
    return intl.value.formatMessage({ id: key }, values) as string;
  }

  /** True when the key has a non-empty text (footer links hide on an empty translation). */
  function has(key: string): boolean {
    const text = roleOverrides.value[key] ?? dictionary.value[key];
    return typeof text === 'string' && text.trim() !== '';
  }

  return { locale, dictionary, status, source, intl, load, mergeRoleTranslations, clearRoleTranslations, t, has };
}
