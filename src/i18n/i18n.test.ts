import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { createI18n } from './i18n';

type Routes = Record<string, { status: number; body: unknown }>;

function clientFor(routes: Routes) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    const route = routes[path] ?? { status: 404, body: { message: 'not found' } };
    return new Response(JSON.stringify(route.body), { status: route.status, headers: { 'content-type': 'application/json' } });
  });
  return { client: createApiClient({ baseUrl: 'https://api.test', onUnauthorized: () => {}, fetch, retryLimit: 0 }), fetch };
}

afterEach(() => vi.restoreAllMocks());

describe('i18n', () => {
  it('keeps the tags of a *_html text as text (SafeHtml sanitizes it), while other texts stay ICU', async () => {
    const { client } = clientFor({
      '/api/assets/i18n/en-AU.json': {
        status: 200,
        body: { 'report_feedback.faq_html': '<h2>Who reads it?</h2><p>{nobody} can use a brace.</p>', 'page.about_title': 'About {name}' },
      },
      '/api/assets/i18n/HRAD/en-AU.json': { status: 200, body: {} },
    });
    const i18n = createI18n();
    await i18n.load({ client, radiologyCode: 'HRAD', locale: 'en-AU' });
    expect(i18n.t('report_feedback.faq_html', { nobody: 'Nobody' })).toBe('<h2>Who reads it?</h2><p>Nobody can use a brace.</p>');
    expect(i18n.t('page.about_title', { name: 'Harbourside' })).toBe('About Harbourside');
  });

  it('uses the dictionaries the page holds for the asked locale, and asks for nothing', async () => {
    const { client, fetch } = clientFor({});
    const i18n = createI18n();
    const preloaded = {
      locale: 'en-AU',
      primary: { 'page.about_title': 'About {name}' },
      provider: { 'page.contact_title': 'Get in touch' },
    };
    await i18n.load({ client, radiologyCode: 'HRAD', locale: 'en-AU', preloaded });
    expect(i18n.t('page.about_title', { name: 'Harbourside' })).toBe('About Harbourside');
    expect(i18n.t('page.contact_title')).toBe('Get in touch');
    expect(fetch).not.toHaveBeenCalled();
    // Another locale than the page's is fetched as usual.
    await i18n.load({ client, radiologyCode: 'HRAD', locale: 'mk', preloaded });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('uses a primary dictionary request already under way for the same locale', async () => {
    const { client, fetch } = clientFor({ '/api/assets/i18n/HRAD/mk.json': { status: 200, body: {} } });
    const i18n = createI18n();
    const request = Promise.resolve({ 'page.contact_title': 'Контакт' });
    await i18n.load({ client, radiologyCode: 'HRAD', locale: 'mk', primaryRequest: { locale: 'mk', request } });
    expect(i18n.t('page.contact_title')).toBe('Контакт');
    expect(fetch).toHaveBeenCalledTimes(1); // the provider's dictionary only
  });

  it('merges the provider translation over the primary one', async () => {
    const { client } = clientFor({
      '/api/assets/i18n/en-AU.json': { status: 200, body: { 'page.contact_title': 'Contact', 'page.about_title': 'About {name}' } },
      '/api/assets/i18n/HRAD/en-AU.json': { status: 200, body: { 'page.contact_title': 'Get in touch' } },
    });
    const i18n = createI18n();
    await i18n.load({ client, radiologyCode: 'HRAD', locale: 'en-AU' });
    expect(i18n.t('page.contact_title')).toBe('Get in touch');
    expect(i18n.t('page.about_title', { name: 'Harbourside' })).toBe('About Harbourside');
    expect(i18n.source.value).toBe('provider');
  });

  it('falls back to the primary translation alone when the provider one fails', async () => {
    const { client } = clientFor({
      '/api/assets/i18n/mk.json': { status: 200, body: { 'page.contact_title': 'Контакт' } },
      '/api/assets/i18n/HRAD/mk.json': { status: 500, body: { message: 'boom' } },
    });
    const i18n = createI18n();
    await i18n.load({ client, radiologyCode: 'HRAD', locale: 'mk' });
    expect(i18n.t('page.contact_title')).toBe('Контакт');
    expect(i18n.source.value).toBe('primary');
    expect(i18n.locale.value).toBe('mk');
  });

  it('keeps the built-in texts when nothing loads', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client } = clientFor({});
    const i18n = createI18n();
    await i18n.load({ client, radiologyCode: 'HRAD', locale: 'en-AU' });
    expect(i18n.t('message.loading')).toBe('Loading…');
    expect(i18n.source.value).toBe('fallback');
  });

  it('warns and uses en-AU for an unsupported locale', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client, fetch } = clientFor({ '/api/assets/i18n/en-AU.json': { status: 200, body: { 'action.close': 'Close' } } });
    const i18n = createI18n();
    await i18n.load({ client, radiologyCode: 'HRAD', locale: 'de-DE' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('de-DE'));
    expect(i18n.locale.value).toBe('en-AU');
    expect(fetch.mock.calls.some(([input]) => String((input as Request).url).endsWith('/api/assets/i18n/en-AU.json'))).toBe(true);
  });

  it('when the translations cannot load, shows the built-in en-AU texts and says en-AU, not the requested locale', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client } = clientFor({
      '/api/assets/i18n/mk.json': { status: 500, body: { message: 'boom' } },
      '/api/assets/i18n/HRAD/mk.json': { status: 500, body: { message: 'boom' } },
    });
    const i18n = createI18n();
    await i18n.load({ client, radiologyCode: 'HRAD', locale: 'mk' });
    expect(i18n.source.value).toBe('fallback');
    expect(i18n.locale.value).toBe('en-AU');
    expect(i18n.t('message.deny_expired')).toBe('This link has expired. Please contact the clinic for a new link.');
    expect(i18n.t('footer.copyright', { year: 2026, name: 'Harbourside Radiology' })).toBe(
      '© 2026 Harbourside Radiology. All rights reserved.',
    );
    expect(i18n.has('nav.home')).toBe(true);
  });

  it('merges role translations from the authentication answer and ignores malformed ones', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client } = clientFor({ '/api/assets/i18n/en-AU.json': { status: 200, body: { 'page.terms_title': 'Terms' } } });
    const i18n = createI18n();
    await i18n.load({ client, radiologyCode: 'HRAD', locale: 'en-AU' });
    await i18n.mergeRoleTranslations('{"page.terms_title":"Referrer terms","bad":3}');
    expect(i18n.t('page.terms_title')).toBe('Referrer terms');
    await i18n.mergeRoleTranslations('{not json');
    expect(i18n.t('page.terms_title')).toBe('Referrer terms');
    i18n.clearRoleTranslations();
    expect(i18n.t('page.terms_title')).toBe('Terms');
  });

  it('formats plurals of the inactivity text', async () => {
    const { client } = clientFor({
      '/api/assets/i18n/en-AU.json': {
        status: 200,
        body: { 'message.inactivity_text': '{seconds, plural, one {# second} other {# seconds}} left' },
      },
    });
    const i18n = createI18n();
    await i18n.load({ client, radiologyCode: 'HRAD', locale: 'en-AU' });
    expect(i18n.t('message.inactivity_text', { seconds: 1 })).toBe('1 second left');
    expect(i18n.t('message.inactivity_text', { seconds: 10 })).toBe('10 seconds left');
  });

  it('drops a slower, older load when the locale changed meanwhile', async () => {
    let releaseFirst: () => void = () => {};
    const gate = new Promise<void>((resolve) => (releaseFirst = resolve));
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL((input as Request).url).pathname;
      if (path.includes('en-AU')) await gate;
      const body = path.endsWith('/mk.json') ? { 'action.close': 'Затвори' } : { 'action.close': 'Close' };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const client = createApiClient({ baseUrl: 'https://api.test', onUnauthorized: () => {}, fetch, retryLimit: 0 });
    const i18n = createI18n();
    const first = i18n.load({ client, radiologyCode: 'HRAD', locale: 'en-AU' });
    await i18n.load({ client, radiologyCode: 'HRAD', locale: 'mk' });
    releaseFirst();
    await first;
    expect(i18n.locale.value).toBe('mk');
    expect(i18n.t('action.close')).toBe('Затвори');
  });

  it('tells which keys have a non-empty text', async () => {
    const { client } = clientFor({
      '/api/assets/i18n/en-AU.json': { status: 200, body: { 'footer.privacy': '', 'footer.about': 'About' } },
    });
    const i18n = createI18n();
    await i18n.load({ client, radiologyCode: 'HRAD', locale: 'en-AU' });
    expect(i18n.has('footer.about')).toBe(true);
    expect(i18n.has('footer.privacy')).toBe(false);
    expect(i18n.has('footer.missing')).toBe(false);
  });
});

describe('dates in a locale the browser lacks', () => {
  it('writes Macedonian dates with its own locale data when Intl has none (as in Chromium)', async () => {
    const RealDateTimeFormat = Intl.DateTimeFormat;
    // Chromium resolves `mk` to en-US: stand that in for Node, whose ICU has Macedonian.
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (locale?: string | string[], options?: Intl.DateTimeFormatOptions) {
      return new RealDateTimeFormat(locale === 'mk' ? 'en-US' : locale, options);
    } as unknown as typeof Intl.DateTimeFormat);
    const { client } = clientFor({ '/api/assets/i18n/mk.json': { status: 200, body: { 'page.contact_title': 'Контакт' } } });
    const i18n = createI18n();
    await i18n.load({ client, radiologyCode: 'HRAD', locale: 'mk' });
    const date = i18n.intl.value.formatDate(new Date('2026-11-30T22:30:00Z'), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Australia/Sydney',
    });
    expect(date).toBe('вторник, 01 декември 2026');
  });

  it('keeps Intl for the English locales', async () => {
    const { client } = clientFor({ '/api/assets/i18n/en-AU.json': { status: 200, body: {} } });
    const i18n = createI18n();
    await i18n.load({ client, radiologyCode: 'HRAD', locale: 'en-AU' });
    const date = i18n.intl.value.formatDate(new Date('2026-11-30T22:30:00Z'), {
      day: 'numeric',
      month: 'long',
      timeZone: 'Australia/Sydney',
    });
    expect(date).toBe('1 December');
  });
});
