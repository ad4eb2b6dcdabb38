/**
 * One i18n instance per page (created by the runtime): a locale, a dictionary and a formatjs
 * IntlShape derived from them. Components read `t()` inside a signals-tracked render, so a
 * finished load or a locale change re-renders every widget on the page.
 */
import { batch, computed, signal } from '@preact/signals-core';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { KyInstance } from 'ky';
import type { FormatXMLElementFn, PrimitiveType } from 'intl-messageformat';
import { getPrimaryDictionary, getProviderDictionary } from '../api/i18n.api';
import type { Dictionary } from '../api/schemas/config.schema';
import { FALLBACK_LOCALE, type SupportedLocale } from '../constants';
import { compileMessages, literal, type CompiledMessages } from './compile';
import { FALLBACK_MESSAGES } from './fallback-messages';
import { resolveLocale } from './locales';

export type I18nStatus = 'idle' | 'loading' | 'ready';
export type MessageValues = Record<string, PrimitiveType | FormatXMLElementFn<string, string>>;

export interface LoadOptions {
  client: KyInstance;
  radiologyCode: string;
  locale: string | null | undefined;
  signal?: AbortSignal;
}

export type I18n = ReturnType<typeof createI18n>;

export function createI18n() {
  const cache = createIntlCache();
  const locale = signal<SupportedLocale>(FALLBACK_LOCALE);
  const fallback: CompiledMessages = Object.fromEntries(Object.entries(FALLBACK_MESSAGES).map(([key, text]) => [key, literal(text)]));
  /** The texts as written (for `has()`), and their compiled form (for formatting). */
  const dictionary = signal<Dictionary>({ ...FALLBACK_MESSAGES });
  const compiled = signal<CompiledMessages>(fallback);
  const roleOverrides = signal<Dictionary>({});
  const compiledRoleOverrides = signal<CompiledMessages>({});
  const status = signal<I18nStatus>('idle');
  /** Which source the dictionary came from; tests and the error report read it. */
  const source = signal<'fallback' | 'primary' | 'provider'>('fallback');
  let loadToken = 0;

  const intl = computed<IntlShape>(() =>
    createIntl(
      {
        locale: locale.value,
        defaultLocale: FALLBACK_LOCALE,
        messages: { ...compiled.value, ...compiledRoleOverrides.value },
        onError: (error) => {
          // A missing key shows the key itself; say so once in the console for the provider's team.
          if (error.code === 'MISSING_TRANSLATION') console.debug(`[rad-widgets] ${error.message}`);
          else console.warn('[rad-widgets]', error.message);
        },
      },
      cache,
    ),
  );

  /**
   * Loads the primary dictionary and the provider's one over it. A failed provider load falls
   * back to the primary translation alone (spec 000 §8); a failed primary load keeps the
   * built-in fallback texts so a widget can still explain itself.
   */
  async function load(options: LoadOptions): Promise<void> {
    const token = ++loadToken;
    const wanted = resolveLocale(options.locale);
    status.value = 'loading';
    const [primary, provider] = await Promise.allSettled([
      getPrimaryDictionary(options.client, wanted, options.signal),
      getProviderDictionary(options.client, options.radiologyCode, wanted, options.signal),
    ]);
    let next: Dictionary = { ...FALLBACK_MESSAGES };
    let nextSource: 'fallback' | 'primary' | 'provider' = 'fallback';
    if (primary.status === 'fulfilled') {
      next = { ...next, ...primary.value, ...(provider.status === 'fulfilled' ? provider.value : {}) };
      nextSource = provider.status === 'fulfilled' ? 'provider' : 'primary';
    } else {
      console.warn('[rad-widgets] Translations could not be loaded; showing built-in texts.');
    }
    const nextCompiled = await compileMessages(next).catch(() => fallback);
    if (token !== loadToken) return; // a newer load (locale change) won
    batch(() => {
      dictionary.value = next;
      compiled.value = nextCompiled;
      source.value = nextSource;
      locale.value = wanted;
      status.value = 'ready';
    });
  }

  /**
   * Role translations arrive as a JSON string in the authentication answer (spec 000 §3) and
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
      compiledRoleOverrides.value = {};
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
