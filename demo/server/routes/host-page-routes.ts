import { Hono } from 'hono';
import { FALLBACK_LOCALE, SUPPORTED_LOCALES, type SupportedLocale } from '../../../src/constants';
import type { AppDeps, AppEnv } from '../app-env';
import { escapeHtml, renderPage } from '../http/html';
import { loadProvider } from '../provider-config';
import { portalRoutes, type PortalRoute } from './portal-routes';
import { readPrimaryDictionary, readProviderDictionary } from './i18n-routes';

/**
 * The page title as the widgets would word it: provider override, then primary dictionary, then
 * the route's English fallback. Only the `{name}` argument is filled in; a message with any other
 * ICU syntax falls back rather than showing braces.
 */
async function pageTitle(deps: AppDeps, route: PortalRoute, code: string | undefined, locale: SupportedLocale, name: string) {
  const sources = [
    code ? () => readProviderDictionary(deps.db, code, locale) : undefined,
    () => readPrimaryDictionary(deps.messagesDir, locale),
  ];
  for (const source of sources) {
    if (!source) continue;
    const message = await source().then(
      (dictionary) => dictionary[route.titleKey],
      () => undefined,
    );
    if (!message) continue;
    const filled = message.replace(/\{\s*name\s*\}/g, name);
    if (!/[{}]/.test(filled)) return filled;
  }
  return route.fallbackTitle.replace('{name}', name);
}

function renderIndex(name: string): string {
  const denyExamples = [
    ['/deny?status=EXPIRED', 'expired link'],
    ['/deny?status=CANCELED&showClose=true', 'cancelled, with a Close button'],
    ['/deny?revoked=true', 'access revoked'],
    ['/deny?maxAttempts=true', 'too many attempts'],
    ['/deny?resultsExpired=true', 'results expired'],
    ['/deny?customMessage=Please%20call%20the%20clinic%20on%20(02)%205550%200101.', 'custom message'],
  ];
  const item = (href: string, label: string, note = '') =>
    `<li><a href="${escapeHtml(href)}">${escapeHtml(label)}</a>${note ? ` — ${escapeHtml(note)}` : ''}</li>`;
  return `<h1>${escapeHtml(name)}: rad widgets demo</h1>
<h2>Host pages</h2>
<ul>
${portalRoutes
  .filter((r) => r.path !== '/deny')
  .map((r) => item(r.path, r.path, r.fallbackTitle.replace('{name}', name)))
  .join('\n')}
${denyExamples.map(([href, note]) => item(href!, href!, note)).join('\n')}
</ul>
<h2>Demo pages</h2>
<ul>
${item('/demo/cms.html', 'CMS page', 'widgets among hostile host styles')}
</ul>
<h2>Development</h2>
<ul>
${item('/dev/outbox', 'Outbox', 'e-mails and codes the server “sent”')}
${item('/api/config', '/api/config')}
${item('/api/config/terms', '/api/config/terms')}
${item('/api/assets/i18n/en-AU.json', '/api/assets/i18n/en-AU.json')}
${item('/health', '/health')}
</ul>`;
}

/** GET / and the portal paths of the route table, each a plain page hosting one element. */
export function hostPageRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  async function providerFacts() {
    const provider = await loadProvider(deps.db);
    const jsLocale = provider?.config.application.jsLocale ?? FALLBACK_LOCALE;
    const locale = (SUPPORTED_LOCALES as readonly string[]).includes(jsLocale) ? (jsLocale as SupportedLocale) : FALLBACK_LOCALE;
    return { code: provider?.code, name: provider?.config.radiology.name ?? 'rad widgets', locale };
  }

  for (const route of portalRoutes) {
    app.get(route.path, async (c) => {
      const { code, name, locale } = await providerFacts();
      const title = await pageTitle(deps, route, code, locale, name);
      const query = new URL(c.req.url).searchParams;
      c.header('Cache-Control', 'no-store');
      return c.html(renderPage({ title: `${name} – ${title}`, main: route.element(query) }));
    });
  }

  app.get('/', async (c) => {
    const { name } = await providerFacts();
    return c.html(renderPage({ title: `${name} – demo`, main: renderIndex(name), widgets: false }));
  });

  return app;
}
