/**
 * The shared runtime: ONE per page, in the shared chunk every widget imports. It owns the store,
 * the i18n instance and the API client, and starts them (settings, theme, translations) the first
 * time any widget connects. Widgets never create their own.
 */
import type { KyInstance } from 'ky';
import { createApiClient } from './api/client';
import { getConfig } from './api/config.api';
import { toApiError } from './api/errors';
import { fontFaceCss, themeCss } from './config/theme';
import { adopt, mutableSheet, sheet } from './element/stylesheets';
import { hasRealDom } from './element/ssr-shim';
import { loadParser } from './i18n/compile';
import { createI18n } from './i18n/i18n';
import { matchLocale } from './i18n/locales';
import { getPrimaryDictionary } from './api/i18n.api';
import { readPageBootstrap, shellShowsProviderHtml } from './config/page-bootstrap';
import { loadSanitizer } from './ui/sanitize';
import { createAuthModel, createBookingRequestModel, createConfigModel, createUserModel } from './store';

declare const __RAD_VERSION__: string | undefined;
/** Replaced by the build with package.json's version. */
export const RUNTIME_VERSION: string = typeof __RAD_VERSION__ === 'string' ? __RAD_VERSION__ : '0.0.0-dev';

export type Runtime = ReturnType<typeof createRuntime>;

export function createRuntime() {
  const store = {
    config: createConfigModel(),
    user: createUserModel(),
    auth: createAuthModel(),
    bookingRequest: createBookingRequestModel(),
  };
  const i18n = createI18n();
  const themeSheet = mutableSheet();
  let apiBase: string | null = null;
  let client: KyInstance | null = null;
  let starting: Promise<void> | null = null;
  let requestedLocale: string | null = null;

  function api(): KyInstance {
    if (!client) throw new Error('rad widgets runtime used before start()');
    return client;
  }

  async function loadAll(): Promise<void> {
    store.config.loading();
    void loadParser().catch(() => undefined); // fetch the message parser while the settings load
    try {
      // A page served by the API's own server carries the settings and its dictionaries: no request waits.
      const boot = hasRealDom() ? readPageBootstrap(document, apiBase ?? '') : null;
      // Elsewhere, a locale the element names is fetched beside the settings rather than after them.
      const early = boot ? null : matchLocale(requestedLocale);
      const primaryRequest = early ? { locale: early, request: getPrimaryDictionary(api(), early) } : undefined;
      primaryRequest?.request.catch(() => undefined); // judged by i18n.load, if it is still wanted then
      const config = boot?.config ?? (await getConfig(api()));
      themeSheet.set(themeCss(config.theme, config.bodyFigure));
      if (hasRealDom() && config.theme.fontConfig.length) adopt(document, [sheet(fontFaceCss(config.theme.fontConfig))]);
      // Provider HTML in the shell (a banner, a custom header or footer) is sanitized before the
      // first paint rather than a frame after it, which would push the page down as it arrives.
      const sanitizer = hasRealDom() && shellShowsProviderHtml(config) ? loadSanitizer().catch(() => undefined) : undefined;
      await i18n.load({
        client: api(),
        radiologyCode: config.radiology.code,
        locale: requestedLocale ?? config.application.jsLocale,
        ...(boot ? { preloaded: boot } : {}),
        ...(primaryRequest ? { primaryRequest } : {}),
      });
      await sanitizer;
      store.config.loaded(config);
    } catch (error) {
      store.config.failed(await toApiError(error));
      starting = null; // let the patient's "Try again" start over
    }
  }

  return {
    version: RUNTIME_VERSION,
    store,
    i18n,
    themeSheet: () => themeSheet.get(),
    api,
    get apiBase() {
      return apiBase;
    },
    /**
     * Starts the page's runtime once. The first widget's api-base wins: one page has one API
     * (one store), and a second base is a configuration mistake worth a warning.
     */
    start(base: string, locale?: string | null): Promise<void> {
      if (apiBase === null) {
        apiBase = base;
        client = createApiClient({ baseUrl: base, onUnauthorized: () => store.auth.requestLogout() });
      } else if (base !== apiBase) {
        console.warn(`[rad-widgets] api-base "${base}" ignored: api-base is a page setting and this page already uses "${apiBase}".`);
      }
      const asked = locale || pageLocaleMeta();
      if (asked && !requestedLocale) requestedLocale = asked;
      else if (locale && requestedLocale && matchLocale(locale) !== matchLocale(requestedLocale)) {
        console.warn(
          `[rad-widgets] locale "${locale}" ignored: locale is a page setting and this page shows "${requestedLocale}". ` +
            'Set it once with <meta name="rad-locale">, or give every element the same locale.',
        );
      }
      starting ??= loadAll();
      return starting;
    },
    /** A widget's `locale` attribute changed: the page's locale changes, for every widget on it. */
    async setLocale(locale: string): Promise<void> {
      requestedLocale = locale;
      const config = store.config.config.value;
      if (!config || !client) return;
      await i18n.load({ client, radiologyCode: config.radiology.code, locale });
    },
  };
}

/** The page's `<meta name="rad-locale">`, the locale of every widget that names none. */
function pageLocaleMeta(): string | null {
  if (!hasRealDom()) return null;
  return document.querySelector<HTMLMetaElement>('meta[name="rad-locale"]')?.content.trim() || null;
}

const GLOBAL_KEY = 'radWidgets';

function createPageRuntime(): Runtime {
  const created = createRuntime();
  const g = globalThis as Record<string, unknown>;
  const existing = g[GLOBAL_KEY] as { version?: string } | undefined;
  if (existing && existing.version !== created.version) {
    console.warn(
      `[rad-widgets] Two runtimes on one page (${existing.version} and ${created.version}); widgets of each keep their own store.`,
    );
  }
  if (!existing) Object.defineProperty(g, GLOBAL_KEY, { value: created, configurable: true });
  return created;
}

/** The page's runtime. */
export const runtime: Runtime = createPageRuntime();
