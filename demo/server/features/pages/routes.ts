import { Hono } from 'hono';
import type { Config } from '../../../../src/api/schemas/config.schema';
import { denyMessageId } from '../../../../src/api/schemas/deny-message.schema';
import { FALLBACK_LOCALE, type SupportedLocale } from '../../../../src/constants';
import { matchLocale } from '../../../../src/i18n/locales';
import { FRAME_PREFIX, matchRoute, type RouteDef, type RouteMatch } from '../../../../src/router/routes';
import { headerImageOf, NOT_TABLET_MEDIA, TABLET_MEDIA } from '../../../../src/router/page-kind';
import { serializePageBootstrap, shellShowsProviderHtml } from '../../../../src/config/page-bootstrap';
import type { AppDeps, AppEnv } from '../../app-env';
import { analyticsSources } from '../../http/analytics-sources';
import { chatSources } from '../chat/csp';
import { escapeHtml, renderPage, type PageMeta } from '../../http/html';
import { modulePreloader } from '../../http/module-preload';
import { FALLBACK_MESSAGES } from '../../../../src/i18n/fallback-messages';
import { firstViewHtml } from './first-view';
import { providerOf, type ProviderVariables } from '../../provider-lookup';
import { contentSecurityPolicy, originOf, type PolicySources } from '../../http/security-headers';
import { DEMO_LINKS } from '../../seed/patients';
import { seedProviderConfig } from '../../seed/provider';
import { DEMO_DIRECT_INPUT, DEMO_IMSEC, DEMO_WORK_ACCOUNT } from '../image-viewer/demo-data';
import { withDemoViewer } from '../image-viewer/served-viewer';
import { servedConfig } from '../image-viewer/work-account/served-config';
import { readPrimaryDictionary, readProviderDictionary } from '../i18n/routes';
import { DEMO_EMAIL_REFERENCES, MESSAGE_TEMPLATES } from '../notifications/service';

/** Paths that belong to the server, never to the portal, whatever the route table says. */
const SERVER_PREFIXES = ['/api', '/widgets', '/demo', '/dev', '/health'];

/**
 * The portal route a request path belongs to, or null. Server paths are never portal paths, and a
 * malformed percent-encoding (which `matchRoute` cannot decode) is no route either.
 */
export function portalMatch(pathname: string): RouteMatch | null {
  if (SERVER_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return null;
  try {
    return matchRoute(pathname);
  } catch {
    return null;
  }
}

/** Pages under the frame prefix are the ones another site embeds. */
export function isFramePath(pathname: string): boolean {
  return pathname === FRAME_PREFIX || pathname.startsWith(`${FRAME_PREFIX}/`);
}

/**
 * The route's title as the portal words it: the provider's override, then the primary dictionary
 * of the provider's locale, then the en-AU one. Only `{name}` is filled in; a message with other
 * ICU syntax is skipped rather than shown with braces. Undefined when nothing fits.
 */
async function routeTitle(deps: AppDeps, route: RouteDef, code: string | undefined, locale: SupportedLocale, name: string) {
  const key = route.titleKey;
  if (!key) return undefined;
  const sources = [
    code ? () => readProviderDictionary(deps.db, code, locale) : undefined,
    () => readPrimaryDictionary(deps.messagesDir, locale),
    locale === FALLBACK_LOCALE ? undefined : () => readPrimaryDictionary(deps.messagesDir, FALLBACK_LOCALE),
  ];
  for (const source of sources) {
    if (!source) continue;
    const message = await source().then(
      (dictionary) => dictionary[key],
      () => undefined,
    );
    if (!message) continue;
    const filled = message.replace(/\{\s*name\s*\}/g, name);
    if (!/[{}]/.test(filled)) return filled;
  }
  return undefined;
}

/**
 * The policy of one portal page. Frame pages may be framed by the allowed origins; the iframe test
 * page may frame them; the Sentry DSN's origin receives error reports; the analytics the
 * configuration turns on may load, but only where they run: never on pages with personal data.
 */
export function portalPolicy(pathname: string, route: RouteDef, config: Config | undefined, allowedOrigins: readonly string[]): string {
  const partners = [...allowedOrigins, ...(config?.integration.allowedParentOrigins ?? [])];
  const analytics = analyticsSources(route.authenticated ? undefined : config?.application);
  // The booking-request page offers chat (issue 16): the provider's messenger script and its connections.
  const chat = chatSources(route.element === 'rad-booking-requests' ? config : undefined);
  const sources: PolicySources = { scriptSrc: [...analytics.scriptSrc, ...chat.scriptSrc], imgSrc: analytics.imgSrc };
  if (isFramePath(pathname)) sources.frameAncestors = partners;
  // The image viewer page frames the provider's viewer (issue 15), on the origins the configuration
  // lists; so does the iframe test page, whose framed portal may go on to the viewer (a direct image link).
  const framesViewer = route.element === 'rad-image-viewer' || route.element === 'rad-iframe-test';
  const viewers = framesViewer ? (config?.integration.imageViewerOrigins ?? []) : [];
  const frameSrc = [...(route.element === 'rad-iframe-test' ? partners : []), ...viewers, ...analytics.frameSrc];
  if (route.element === 'rad-iframe-test' || frameSrc.length > 0) sources.frameSrc = frameSrc;
  const sentry = config?.integration.sentryDSN ? originOf(config.integration.sentryDSN) : undefined;
  // The work-account sign-in talks to its identity provider from the page (discovery, token endpoint).
  const authority = route.element === 'rad-image-viewer-access' ? originOf(config?.integration.workAccount?.authority ?? '') : undefined;
  sources.connectSrc = [...(sentry ? [sentry] : []), ...(authority ? [authority] : []), ...analytics.connectSrc, ...chat.connectSrc];
  return contentSecurityPolicy(sources);
}

function pageMeta(config: Config | undefined): PageMeta[] {
  const application = config?.application;
  if (!application) return [];
  const meta: PageMeta[] = [];
  if (application.metaDescription) meta.push({ name: 'description', content: application.metaDescription });
  if (application.metaKeywords) meta.push({ name: 'keywords', content: application.metaKeywords });
  if (application.metaFbDescription) meta.push({ property: 'og:description', content: application.metaFbDescription });
  if (application.googleVerificationEnabled && application.googleVerificationId) {
    meta.push({ name: 'google-site-verification', content: application.googleVerificationId });
  }
  return meta;
}

function renderIndex(name: string): string {
  const denyExamples = [
    ['/deny?status=EXPIRED', 'expired link'],
    ['/deny?status=CANCELED&showClose=true', 'cancelled, with a Close button'],
    ['/deny?revoked=true', 'access revoked'],
    ['/deny?maxAttempts=true', 'too many attempts'],
    ['/deny?resultsExpired=true', 'results expired'],
    [`/deny?messageId=${denyMessageId(seedProviderConfig.bookingRequest.creationErrorMessage ?? '')}`, 'the provider’s own message'],
    ['/deny?customMessage=Call%201900%20123%20456', 'a text in the link (not shown: the generic message)'],
  ] as const;
  const item = (href: string, label: string, note = '') =>
    `<li><a href="${escapeHtml(href)}">${escapeHtml(label)}</a>${note ? ` — ${escapeHtml(note)}` : ''}</li>`;
  const [firstReference] = DEMO_EMAIL_REFERENCES;
  const previews = MESSAGE_TEMPLATES.flatMap((template) =>
    (['en-AU', 'mk'] as const).map((lang) => {
      const query = new URLSearchParams({ template, lang, referenceId: firstReference!.id }).toString();
      return item(`/preview-email?${query}`, `${template} (${lang})`, `JSON: /api/notifications/preview_translated_email?${query}`);
    }),
  );
  return `<h1>${escapeHtml(name)}: rad widgets demo</h1>
<h2>Portal</h2>
<ul>
${item('/', 'Portal home', 'the booking portal')}
${item('/kiosk?kioskMode=true', 'Kiosk', 'home in kiosk mode, with the inactivity time-out')}
${item('/check-in?kioskMode=true&kioskHome=/check-in', 'Check-in kiosk', 'a kiosk whose home is check-in: the inactivity reset comes back here (Sofia Olsen, 19 2 1988)')}
${item('/advanced-booking', 'Advanced booking')}
${item('/iframe-test', 'Iframe test page', 'the portal embedded in a frame')}
${item(FRAME_PREFIX, 'Frame tree home', 'what a partner site embeds')}
</ul>
<h2>Secure links (demo logins)</h2>
<ul>
${item(DEMO_LINKS.appointment, 'Appointment', 'DEMO-APPT-1001, date of birth 27 3 1985')}
${item(DEMO_LINKS.staffBooking, 'Staff booking', 'DEMO-APPT-1002, the patient’s date of birth 5 11 1972')}
${item(DEMO_LINKS.bookingRequest, 'Booking request', 'DEMO-BR-2001, date of birth 14 7 1990')}
${item(DEMO_LINKS.ownResults, 'Own results', 'DEMO-APPT-1002, date of birth 5 11 1972')}
${item(DEMO_LINKS.sharedResults, 'Shared results', 'Ana’s date of birth 27 3 1985, then the code e-mailed to sam.kovac@example.com (outbox)')}
${item(DEMO_LINKS.patientPortal, 'Patient portal e-mail link', 'date of birth in the link, then the code e-mailed to ana.kovac@example.com (outbox)')}
${item(DEMO_LINKS.questionnaire, 'Questionnaire (MRI safety)', 'DEMO-APPT-1001, date of birth 27 3 1985, then the questionnaires at /questionnaires')}
${item('/appointments/DEMO-APPT-1001/result', 'Own results, and sharing them', 'DEMO-APPT-1001, date of birth 27 3 1985, then the code e-mailed to ana.kovac@example.com; the contact’s link arrives in the outbox')}
${item('/appointments/DEMO-APPT-1001/patient-details?origin=confirmation', 'Change your details (from the confirmation page)', 'DEMO-APPT-1001, date of birth 27 3 1985')}
${item('/booking-requests/DEMO-BR-2001/patient-details?returnUrl=%2Fbooking-requests%2FDEMO-BR-2001', 'Change your details (from a booking request)', 'DEMO-BR-2001, date of birth 14 7 1990')}
</ul>
<h2>Image links (referrers)</h2>
<ul>
${item(`/referrer/quick-report?imsec=${DEMO_IMSEC.active}`, 'Images: active link', 'the study in the demo viewer')}
${item(`/referrer/quick-report?imsec=${DEMO_IMSEC.expired}`, 'Images: expired link', 'goes to the expired-link page')}
${item(`/referrer/quick-report?imsec=${DEMO_IMSEC.pacs}`, 'Images: PACS preference', 'goes to the demo PACS')}
${item(`/referrer/quick-report?imsec=${DEMO_IMSEC.noImages}`, 'Images: none yet', 'images not available')}
${item(`/referrer/quick-report?imsec=${DEMO_IMSEC.foreignOrigin}`, 'Images: unknown viewer origin', 'refused, not followed')}
</ul>
<h2>Direct image links (radiologists)</h2>
<ul>
${item(`/image-viewer-access?input=${DEMO_DIRECT_INPUT.allowed}`, 'Direct link', `sign in as ${DEMO_WORK_ACCOUNT.username} / ${DEMO_WORK_ACCOUNT.password}`)}
${item(`/image-viewer-access?input=${DEMO_DIRECT_INPUT.noAccess}`, 'Direct link without access', 'the same account is not on it')}
${item(`/image-viewer-access?input=${DEMO_DIRECT_INPUT.noImages}`, 'Direct link without images', 'no link can be made')}
</ul>
<h2>Static pages</h2>
<ul>
${item('/about', 'About')}
${item('/contact', 'Contact')}
${item('/terms', 'Terms and conditions')}
${item('/privacy', 'Privacy')}
</ul>
<h2>Deny page</h2>
<ul>
${denyExamples.map(([href, note]) => item(href, href, note)).join('\n')}
</ul>
<h2>E-mail previews</h2>
<ul>
${previews.join('\n')}
</ul>
<h2>Demo pages</h2>
<ul>
${item('/demo/cms.html', 'CMS page', 'widgets among hostile host styles')}
${item('/demo/cms-booking.html', 'CMS booking page', 'the booking finder alone on a provider page')}
${item('/demo/referrer-booking.html', 'Referrer booking page', 'a GP practice books for its patient: every booking an enquiry from Northside General Practice (rad-booking api-key)')}
${item('/demo/chat?bookingKey=DEMO-BR-2001', 'Chat with an agent', 'rad-chat about DEMO-BR-2001 (sign in through its secure link first); answer on /demo/chat/agent')}
</ul>
<h2>Development</h2>
<ul>
${item('/dev/outbox', 'Outbox', 'e-mails and codes the server “sent”')}
${item('/api/dev/error-reports', 'Error reports', 'envelopes the Sentry sink received')}
${item('/api/config', '/api/config')}
${item('/api/config/terms', '/api/config/terms')}
${item('/api/assets/i18n/en-AU.json', '/api/assets/i18n/en-AU.json')}
${item('/health', '/health')}
</ul>`;
}

/** The header image the shell will draw first (the page's largest image), at the widths it shows. */
function headerPreloads(pathname: string): { href: string; media?: string }[] {
  const asset = (name: string) => `/api/assets/application/${name}`;
  const image = headerImageOf(pathname);
  if (image !== 'header') return [{ href: asset(image) }];
  return [
    { href: asset('header'), media: NOT_TABLET_MEDIA },
    { href: asset('header_tablet'), media: TABLET_MEDIA },
  ];
}

/** The page locale's dictionaries (primary, then the provider's over it), or undefined when the primary cannot be read. */
async function pageDictionaries(deps: AppDeps, code: string | undefined, locale: SupportedLocale) {
  if (!code) return undefined;
  try {
    const [primary, provider] = await Promise.all([
      readPrimaryDictionary(deps.messagesDir, locale),
      readProviderDictionary(deps.db, code, locale),
    ]);
    return { primary, provider };
  } catch {
    return undefined;
  }
}

/**
 * Every portal path of the route table (src/router/routes.ts) answers one host page holding
 * `<rad-portal>`, which reads the location itself. The demo index lives at /demo/.
 */
export function hostPageRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const preloads = modulePreloader(deps.widgetsDir);

  async function providerFacts(c: { var: ProviderVariables }) {
    const provider = await providerOf(c);
    const config = provider?.config;
    const locale = matchLocale(config?.application.jsLocale) ?? FALLBACK_LOCALE;
    return {
      code: provider?.code,
      config,
      name: config?.radiology.name ?? 'rad widgets',
      locale,
      // The locale the widgets will really show (en-AU for an unsupported jsLocale), not the one asked for.
      lang: locale,
    };
  }

  /**
   * The portal, and the route's widget when it is built (the portal imports its entry file). With a
   * first view drawn, only the loader's own chunks are hinted at once; the rest wait for that view
   * to be painted (widgets/after-first-view.ts).
   */
  async function moduleHints(element: string, served: Config | undefined) {
    const all = await preloads(['rad-portal.js', `${element}.js`], { sanitizer: served ? shellShowsProviderHtml(served) : false });
    if (!served) return { modulePreloads: all };
    const loader = new Set(await preloads([]));
    return { modulePreloads: all.filter((href) => loader.has(href)), deferredModulePreloads: all.filter((href) => !loader.has(href)) };
  }

  const index = async (c: { var: ProviderVariables }) => {
    const { name } = await providerFacts(c);
    return renderPage({ title: `${name} – demo`, main: renderIndex(name), widgets: false });
  };
  app.get('/demo', (c) => c.redirect('/demo/', 301));
  app.get('/demo/', async (c) => c.html(await index(c)));
  app.get('/demo/index.html', async (c) => c.html(await index(c)));

  app.get('*', async (c, next) => {
    const pathname = new URL(c.req.url).pathname;
    const match = portalMatch(pathname);
    if (!match) return next();
    const { code, config, name, locale, lang } = await providerFacts(c);
    const text = (await routeTitle(deps, match.route, code, locale, name)) ?? config?.application.metaTitle;
    c.header('Cache-Control', 'no-store');
    const served = config && withDemoViewer(servedConfig(config, deps.workAccountIssuer()), deps.demoViewerOrigin());
    c.header('Content-Security-Policy', portalPolicy(pathname, match.route, served, deps.allowedOrigins));
    const texts = await pageDictionaries(deps, code, locale);
    const loading = texts?.provider['message.loading'] ?? texts?.primary['message.loading'] ?? FALLBACK_MESSAGES['message.loading'] ?? '';
    return c.html(
      renderPage({
        title: text ? `${name} – ${text}` : name,
        lang,
        meta: pageMeta(config),
        body: `<rad-portal>${served ? firstViewHtml({ pathname, name, loading }) : ''}</rad-portal>`,
        ...(await moduleHints(match.route.element, served)),
        imagePreloads: served ? headerPreloads(pathname) : [],
        // The settings and the page locale's dictionaries, as GET /api/config and the dictionary calls
        // answer them, for the widgets to start from without a request (src/config/page-bootstrap.ts).
        ...(served && texts ? { bootstrapJson: serializePageBootstrap({ config: served, locale, ...texts }) } : {}),
      }),
    );
  });

  return app;
}
