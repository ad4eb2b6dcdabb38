import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../../../src/api/schemas/config.schema';
import { SUPPORTED_LOCALES } from '../../../../src/constants';
import { ROUTES, matchRoute, routePatterns } from '../../../../src/router/routes';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import { CONTENT_SECURITY_POLICY } from '../../http/security-headers';
import { loadProvider, storeProviderConfig } from '../config/service';
import { openTestDb, tempDir } from '../../test-support';
import { DEMO_LINKS } from '../../seed/patients';

let db: Db;
let messagesDir: string;
let app: ReturnType<typeof createApp>;
let seeded: Config;

const PARTNER = 'https://partner.example.net';
const CMS = 'https://cms.example.org';

/** A title for every key of the route table, so each page's title is predictable. */
const titleOf = (key: string) => `Title of ${key}`;

beforeAll(async () => {
  db = await openTestDb();
  seeded = (await loadProvider(db))!.config;
  messagesDir = await tempDir();
  const keys = [...new Set(ROUTES.flatMap((route) => (route.titleKey ? [route.titleKey] : [])))];
  for (const locale of SUPPORTED_LOCALES) {
    const dictionary = Object.fromEntries(keys.map((key) => [key, locale === 'mk' ? `Наслов ${key}` : titleOf(key)]));
    await writeFile(path.join(messagesDir, `${locale}.json`), JSON.stringify(dictionary));
  }
  app = createApp({ db, messagesDir, allowedOrigins: [CMS], log: 'silent' });
}, 120_000);

afterEach(async () => {
  await storeProviderConfig(db, { config: seeded });
});

afterAll(async () => {
  await db?.close();
  await rm(messagesDir, { recursive: true, force: true });
});

async function configure(change: (config: Config) => void) {
  const config = structuredClone(seeded);
  change(config);
  await storeProviderConfig(db, { config });
}

/** Concrete paths for a regexparam pattern: optional wildcards and parameters both ways. */
function samplePaths(pattern: string): string[] {
  const filled = pattern
    .replace(/\/\*\?$/, '/sample-1/details')
    .replace(/:(\w+)\??/g, 'sample-$1')
    .replace(/\/\*$/, '/sample');
  const bare = pattern.replace(/\/\*\?$/, '').replace(/\/:\w+\?/g, '');
  return [...new Set([filled, bare, `${filled}/`.replace(/^\/\/$/, '/')])];
}

function directive(csp: string, name: string): string | undefined {
  return csp.split('; ').find((part) => part.startsWith(`${name} `));
}

describe('the portal page for every route of the table', () => {
  it('answers <rad-portal> with the route title for every pattern, with sample segments', async () => {
    const metaTitle = seeded.application.metaTitle;
    expect(metaTitle).not.toBe('');
    for (const pattern of routePatterns()) {
      for (const samplePath of samplePaths(pattern)) {
        const match = matchRoute(samplePath);
        expect(match, samplePath).not.toBeNull();
        const response = await app.request(samplePath);
        expect(response.status, samplePath).toBe(200);
        expect(response.headers.get('Content-Type')).toBe('text/html; charset=UTF-8');
        expect(response.headers.get('Cache-Control')).toBe('no-store');
        const html = await response.text();
        expect(html, samplePath).toMatch(
          /<body>\n<rad-portal><div class="rad-first-view" aria-busy="true">[^]*<\/div><\/rad-portal>\n<\/body>/,
        );
        const key = match!.route.titleKey;
        const expected = `Harbourside Radiology – ${key ? titleOf(key) : metaTitle}`;
        expect(html, samplePath).toContain(`<title>${expected}</title>`);
      }
    }
  });

  it('carries the head the portal needs: lang, meta from the configuration, favicon, host.css, loader', async () => {
    const html = await (await app.request('/kiosk?kioskMode=true')).text();
    expect(html).toContain('<html lang="en-AU">');
    expect(html).toContain(`<meta name="description" content="${seeded.application.metaDescription}">`);
    expect(html).toContain(`<meta name="keywords" content="${seeded.application.metaKeywords}">`);
    expect(html).toContain(`<meta property="og:description" content="${seeded.application.metaFbDescription}">`);
    expect(html).not.toContain('google-site-verification');
    expect(html).toContain('<link rel="icon" href="/api/assets/application/favicon" type="image/svg+xml">');
    expect(html).toContain('<link rel="stylesheet" href="/demo/host.css">');
    expect(html).toContain('<script type="module" src="/widgets/rad-widgets.js"></script>');
    expect(html).not.toMatch(/<script(?![^>]*\s(?:src=|type="application\/json"))|<style|\sstyle=|\son\w+=/i);
  });

  it('adds the verification meta only when enabled, escapes configured text, follows jsLocale', async () => {
    await configure((config) => {
      config.application.googleVerificationEnabled = true;
      config.application.googleVerificationId = 'abc"123';
      config.application.metaDescription = 'Scans <fast> & "easy"';
      config.application.jsLocale = 'mk';
    });
    const html = await (await app.request('/deny')).text();
    expect(html).toContain('<meta name="google-site-verification" content="abc&quot;123">');
    expect(html).toContain('<meta name="description" content="Scans &lt;fast&gt; &amp; &quot;easy&quot;">');
    expect(html).toContain('<html lang="mk">');
    expect(html).toContain('<title>Harbourside Radiology – Наслов page.deny_title</title>');
  });

  it('names the language the widgets really show: en-AU for an unsupported jsLocale, never the one asked for', async () => {
    await configure((config) => {
      config.application.jsLocale = 'de-DE';
    });
    expect(await (await app.request('/deny')).text()).toContain('<html lang="en-AU">');
    await configure((config) => {
      config.application.jsLocale = 'en-nz';
    });
    expect(await (await app.request('/deny')).text()).toContain('<html lang="en-NZ">');
  });

  it('falls back to the metaTitle when the dictionary lacks the key, and to the name alone without one', async () => {
    const bare = createApp({ db, messagesDir: await tempDir(), log: 'silent' });
    expect(await (await bare.request('/deny')).text()).toContain(`<title>Harbourside Radiology – ${seeded.application.metaTitle}</title>`);
    await configure((config) => {
      config.application.metaTitle = '';
    });
    expect(await (await bare.request('/deny')).text()).toContain('<title>Harbourside Radiology</title>');
  });

  it('answers 404 for unknown paths, a malformed encoding, and leaves server paths alone', async () => {
    for (const unknown of ['/nope', '/about/more', '/iframe/about', '/appointments%E0%A4%A', '/kiosk/x']) {
      const response = await app.request(unknown);
      expect(response.status, unknown).toBe(404);
      expect(await response.text()).not.toContain('<rad-portal>');
    }
    expect((await app.request('/api/nothing')).status).toBe(404);
    expect((await app.request('/widgets/none.js')).status).toBe(404);
    expect((await app.request('/health')).headers.get('Content-Type')).toContain('application/json');
  });
});

describe('Content-Security-Policy of portal pages', () => {
  it('lets the allowed and parent origins frame the frame tree, and nobody else', async () => {
    await configure((config) => {
      config.integration.allowedParentOrigins = [PARTNER, "https://bad.example'; script-src *", 'not a url'];
    });
    for (const framePath of [
      '/iframe',
      '/iframe/',
      '/iframe/deny',
      '/iframe/appointments/x',
      '/iframe/questionnaires',
      '/iframe/select-region',
    ]) {
      const csp = (await app.request(framePath)).headers.get('Content-Security-Policy')!;
      expect(directive(csp, 'frame-ancestors'), framePath).toBe(`frame-ancestors 'self' ${CMS} ${PARTNER}`);
      expect(csp).not.toContain('bad.example');
      expect(csp).not.toContain('unsafe');
    }
    for (const rootPath of ['/', '/deny', '/appointments', '/kiosk', '/iframe-test', '/about']) {
      const csp = (await app.request(rootPath)).headers.get('Content-Security-Policy')!;
      expect(directive(csp, 'frame-ancestors'), rootPath).toBe("frame-ancestors 'self'");
    }
  });

  it('without any configured origin a frame page is framed by the site only', async () => {
    const plain = createApp({ db, messagesDir, log: 'silent' });
    expect((await plain.request('/iframe')).headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('the iframe test page may frame itself and the configured origins', async () => {
    await configure((config) => {
      config.integration.allowedParentOrigins = [PARTNER];
    });
    const csp = (await app.request('/iframe-test')).headers.get('Content-Security-Policy')!;
    expect(csp).toContain(`frame-src 'self' ${CMS} ${PARTNER};`);
    expect((await app.request('/deny')).headers.get('Content-Security-Policy')).not.toContain('frame-src');
  });

  it("lets error reports reach the Sentry DSN's origin, and nothing else", async () => {
    await configure((config) => {
      config.integration.sentryDSN = 'https://public123@o42.ingest.sentry.example:8443/7';
    });
    const csp = (await app.request('/')).headers.get('Content-Security-Policy')!;
    expect(csp).toContain("connect-src 'self' https://o42.ingest.sentry.example:8443;");
    expect(csp).not.toContain('public123');
    expect(csp).toContain("script-src 'self';");
  });

  it('lets the enabled analytics load, only then, and never on pages with personal data', async () => {
    const strict = (await app.request('/')).headers.get('Content-Security-Policy')!;
    expect(directive(strict, 'script-src')).toBe("script-src 'self'");
    expect(directive(strict, 'img-src')).toBe("img-src 'self' data:");
    expect(strict).not.toMatch(/google|facebook|frame-src/);
    await configure((config) => {
      config.application.googleAnalyticsEnabled = true;
      config.application.googleTagManagerId = 'GTM-TEST1';
      config.application.facebookTrackingEnabled = true;
      config.application.facebookTrackingId = '1234567890';
      config.integration.sentryDSN = 'https://key@o1.ingest.sentry.example/1';
    });
    const csp = (await app.request('/')).headers.get('Content-Security-Policy')!;
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://www.googletagmanager.com");
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://o1.ingest.sentry.example https://www.googletagmanager.com https://www.google.com https://www.google-analytics.com https://region1.google-analytics.com https://analytics.google.com https://region1.analytics.google.com",
    );
    expect(directive(csp, 'img-src')).toBe(
      "img-src 'self' data: https://www.googletagmanager.com https://www.google-analytics.com https://www.facebook.com",
    );
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://www.googletagmanager.com");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    const personal = (await app.request('/appointments/123')).headers.get('Content-Security-Policy')!;
    expect(personal).not.toMatch(/google|facebook|frame-src/);
    expect(directive(personal, 'connect-src')).toBe("connect-src 'self' https://o1.ingest.sentry.example");
  });
});

describe('module preload hints', () => {
  it('name the chunks the portal and the route widget start with, read from the build', async () => {
    const widgetsDir = await tempDir();
    await mkdir(path.join(widgetsDir, 'chunks'));
    const build: Record<string, string> = {
      'rad-widgets.js': 'import{W}from"./chunks/registry-a1.js";',
      'rad-portal.js': 'import{r}from"./chunks/runtime-b2.js";import"./chunks/registry-a1.js";',
      'rad-page.js': 'import{r}from"./chunks/runtime-b2.js";',
      'chunks/registry-a1.js': 'export const W=1;',
      'chunks/runtime-b2.js': 'export const r=()=>import("./icu-messageformat-parser-c3.js");',
      'chunks/icu-messageformat-parser-c3.js': 'export const parse=1;',
      'chunks/purify.es-d4.js': 'export default 1;',
    };
    for (const [file, code] of Object.entries(build)) await writeFile(path.join(widgetsDir, file), code);
    const built = createApp({ db, messagesDir, widgetsDir, log: 'silent' });
    // At once, and low: only the loader's own chunk. The first view (stylesheet, header image) paints
    // before the rest, which the loader adds from the template once it has (widgets/after-first-view.ts).
    const now = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)" fetchpriority="low">/g)].map((m) => m[1]);
    const template = (html: string) => /<template id="rad-deferred-preloads">(.*?)<\/template>/.exec(html)?.[1] ?? '';
    const deferred = (html: string) => [...template(html).matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
    const hints = (html: string) => [...now(html), ...deferred(html)];
    const start = ['/widgets/chunks/registry-a1.js', '/widgets/rad-portal.js', '/widgets/chunks/runtime-b2.js'];
    const parser = '/widgets/chunks/icu-messageformat-parser-c3.js';

    const about = await (await built.request('/about')).text();
    expect(about).not.toMatch(/<script(?![^>]*\s(?:src=|type="application\/json"))|<style|\sstyle=|\son\w+=/i);
    expect(now(about)).toEqual(['/widgets/chunks/registry-a1.js']);
    // The demo provider's banner is provider HTML on every page: its sanitizer is part of the first view.
    const sanitizer = '/widgets/chunks/purify.es-d4.js';
    expect(hints(about)).toEqual([...start, '/widgets/rad-page.js', parser, sanitizer]);
    expect(hints(await (await built.request('/')).text())).toEqual([...start, parser, sanitizer]); // rad-booking is not built yet
    await configure((config) => {
      config.radiology.bannerMessage = '';
    });
    expect(hints(await (await built.request('/')).text())).toEqual([...start, parser]);
    expect(hints(await (await built.request('/demo/')).text())).toEqual([]);
    await rm(widgetsDir, { recursive: true, force: true });
  });
});

describe('the first view without a request', () => {
  const bootstrapOf = (html: string) => {
    const match = /<script type="application\/json" id="rad-bootstrap">([^<]*)<\/script>/.exec(html);
    return match
      ? (JSON.parse(match[1]!) as { config: Config; locale: string; primary: Record<string, string>; provider: Record<string, string> })
      : null;
  };

  it('carries the settings and the page locale’s dictionaries exactly as the API answers them', async () => {
    const html = await (await app.request('/check-in')).text();
    const boot = bootstrapOf(html);
    expect(boot).not.toBeNull();
    expect(boot!.config).toEqual(await (await app.request('/api/config')).json());
    expect(boot!.locale).toBe('en-AU');
    expect(boot!.primary).toEqual(await (await app.request('/api/assets/i18n/en-AU.json')).json());
    const code = seeded.radiology.code;
    expect(boot!.provider).toEqual(await (await app.request(`/api/assets/i18n/${code}/en-AU.json`)).json());
  });

  it('follows the provider’s locale, and no text of the provider can end the element', async () => {
    await configure((config) => {
      config.application.jsLocale = 'mk';
      config.radiology.about = '</script><script>alert(1)</script><!--';
    });
    const html = await (await app.request('/')).text();
    const boot = bootstrapOf(html);
    expect(boot!.locale).toBe('mk');
    expect(boot!.config.radiology.about).toBe('</script><script>alert(1)</script><!--');
    expect(html.match(/<script/g)).toHaveLength(2); // the bootstrap and the loader, nothing the provider wrote
  });

  it('draws the header and the loading line before any script: the route’s image, the name escaped, the provider’s words', async () => {
    await configure((config) => {
      config.radiology.name = 'Harbour <Radiology> & Co';
    });
    const firstView = (html: string) => /<rad-portal>([^]*)<\/rad-portal>/.exec(html)?.[1] ?? '';
    const checkIn = firstView(await (await app.request('/check-in')).text());
    expect(checkIn).toContain('<img src="/api/assets/application/check_in_header"');
    expect(checkIn).toContain('alt="Harbour &lt;Radiology&gt; &amp; Co"');
    // The provider's own text for message.loading (seeded as an override).
    expect(checkIn).toContain('<p class="rad-first-view__loading" role="status">Loading, one moment…</p>');
    const home = firstView(await (await app.request('/')).text());
    expect(home).toContain('<source media="(min-width: 481px) and (max-width: 1024px)" srcset="/api/assets/application/header_tablet">');
    expect(firstView(await (await app.request('/appointments/X')).text())).toContain('/api/assets/application/confirmation_header');
  });

  it('preloads the header image the shell draws first, at the widths it shows', async () => {
    const links = (html: string) => [
      ...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high"(?: media="([^"]+)")?>/g),
    ];
    const home = links(await (await app.request('/')).text()).map((m) => [m[1], m[2]]);
    expect(home).toEqual([
      ['/api/assets/application/header', '(max-width: 480px), (min-width: 1025px)'],
      ['/api/assets/application/header_tablet', '(min-width: 481px) and (max-width: 1024px)'],
    ]);
    expect(links(await (await app.request('/check-in')).text()).map((m) => m[1])).toEqual(['/api/assets/application/check_in_header']);
    expect(links(await (await app.request('/appointments/X')).text()).map((m) => m[1])).toEqual([
      '/api/assets/application/confirmation_header',
    ]);
  });
});

describe('answers a slow network can afford', () => {
  it('compresses JSON and pages for a browser that accepts it, and says it varies', async () => {
    for (const path of ['/api/assets/i18n/en-AU.json', '/check-in']) {
      const plain = await app.request(path);
      const packed = await app.request(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(plain.headers.get('Content-Encoding'), path).toBeNull();
      // gzip: hono's compress() has no brotli on Node 20 (the build's files have it, precompressed).
      expect(packed.headers.get('Content-Encoding'), path).toBe('gzip');
      expect(packed.headers.get('Vary'), path).toContain('Accept-Encoding');
      const raw = Buffer.from(await plain.arrayBuffer());
      const { gunzipSync } = await import('node:zlib');
      const body = Buffer.from(await packed.arrayBuffer());
      expect(body.length, path).toBeLessThan(raw.length / 2);
      expect(gunzipSync(body).equals(raw) || path === '/check-in', path).toBe(true);
    }
  });

  it('lets a browser keep settings and texts, and answers an unchanged copy with 304', async () => {
    for (const path of ['/api/config', '/api/assets/i18n/en-AU.json']) {
      const first = await app.request(path);
      expect(first.headers.get('Cache-Control'), path).toContain('stale-while-revalidate');
      const tag = first.headers.get('ETag');
      expect(tag, path).toBeTruthy();
      const again = await app.request(path, { headers: { 'If-None-Match': tag! } });
      expect(again.status, path).toBe(304);
      // The gzipped copy's validator (weak: the bytes differ) revalidates too.
      const gzipHeaders = { 'Accept-Encoding': 'gzip' };
      const packed = (await app.request(path, { headers: gzipHeaders })).headers.get('ETag');
      expect(packed, path).toMatch(/^W\//);
      expect((await app.request(path, { headers: { ...gzipHeaders, 'If-None-Match': packed! } })).status, path).toBe(304);
    }
  });
});

describe('the demo index', () => {
  it('lives at /demo/ and /demo/index.html, linking every kind of page', async () => {
    for (const indexPath of ['/demo/', '/demo/index.html']) {
      const response = await app.request(indexPath);
      expect(response.status, indexPath).toBe(200);
      const html = await response.text();
      for (const href of [
        '/',
        '/kiosk?kioskMode=true',
        '/check-in?kioskMode=true&amp;kioskHome=/check-in',
        '/iframe-test',
        '/demo/cms.html',
        '/demo/referrer-booking.html',
        '/deny?status=EXPIRED',
        '/about',
        '/contact',
        '/terms',
        '/privacy',
        '/dev/outbox',
      ]) {
        expect(html, href).toContain(`href="${href}"`);
      }
      expect(html).toMatch(/href="\/preview-email\?template=appointment_confirmation&amp;lang=en-AU&amp;referenceId=[^"]+"/);
      for (const link of Object.values(DEMO_LINKS)) expect(html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
      expect(html).not.toContain('<rad-portal>');
    }
    const redirect = await app.request('/demo');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('Location')).toBe('/demo/');
  });
});
