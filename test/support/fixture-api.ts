/**
 * An in-page stand-in for the reference server, answering from the same seed the server
 * stores (demo/server/seed) and the shipped dictionaries. Browser tests and Storybook use it to
 * put a widget in states a live server cannot hold still: loading forever, failing, malformed.
 * End-to-end tests use the real server instead.
 */
import { seedProviderConfig, seedTerms } from '../../demo/server/seed/provider';
import { seedTranslationOverrides } from '../../demo/server/seed/translations';
import { emailPreviewFixture } from '../../widgets/email-preview/fixtures';
import enAU from '../../src/i18n/messages/en-AU.json';
import enCA from '../../src/i18n/messages/en-CA.json';
import enNZ from '../../src/i18n/messages/en-NZ.json';
import enUS from '../../src/i18n/messages/en-US.json';
import mk from '../../src/i18n/messages/mk.json';

const PRIMARY: Record<string, Record<string, string>> = { 'en-AU': enAU, 'en-NZ': enNZ, 'en-CA': enCA, 'en-US': enUS, mk };

/** How one endpoint behaves: answer, fail with a status, never answer (loading), or answer garbage. */
export type Behaviour = 'ok' | 'never' | 'malformed' | number;

export interface Scenario {
  config?: Behaviour;
  terms?: Behaviour;
  i18n?: Behaviour;
  /** Milliseconds before each answer. */
  delayMs?: number;
  /** Fields merged over the seeded radiology section (hostile HTML, missing texts). */
  radiology?: Record<string, unknown>;
  /** Fields merged over the seeded application section (kiosk timings, flags). */
  application?: Record<string, unknown>;
  emailPreview?: Behaviour;
  /** GET /api/secured/booking_requests/{id}/download: the referral link. */
  referralLink?: Behaviour;
  /** Counts the /api calls answered, by path. */
  calls?: Map<string, number>;
}

/** Where the fixture's referral links point (root-relative, as src/api/API.md allows). */
export const referralFileUrl = (id: string) => `/api/secured/booking_requests/${id}/referral.pdf`;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function answer(behaviour: Behaviour, body: () => unknown): Promise<Response> {
  if (behaviour === 'never') return new Promise<Response>(() => {});
  if (behaviour === 'malformed') return Promise.resolve(json({ unexpected: true }));
  if (typeof behaviour === 'number') return Promise.resolve(json({ message: `Fixture failure ${behaviour}` }, behaviour));
  return Promise.resolve(json(body()));
}

export function fixtureResponse(url: URL, scenario: Scenario = {}): Promise<Response> | null {
  const path = url.pathname;
  if (path.startsWith('/api/')) scenario.calls?.set(path, (scenario.calls.get(path) ?? 0) + 1);
  if (path === '/api/config') {
    return answer(scenario.config ?? 'ok', () => ({
      ...seedProviderConfig,
      radiology: { ...seedProviderConfig.radiology, ...scenario.radiology },
      application: { ...seedProviderConfig.application, ...scenario.application },
    }));
  }
  if (path === '/api/config/terms') return answer(scenario.terms ?? 'ok', () => ({ terms: seedTerms }));
  if (path === '/api/authenticated') return answer('ok', () => ({ authenticated: false }));
  if (path === '/api/notifications/preview_translated_email') {
    return answer(scenario.emailPreview ?? 'ok', () => ({ content: emailPreviewFixture.content }));
  }
  const referral = /^\/api\/secured\/booking_requests\/([^/]+)\/download$/.exec(path);
  if (referral) return answer(scenario.referralLink ?? 'ok', () => ({ url: referralFileUrl(referral[1]!) }));
  if (path === '/api/logout') return Promise.resolve(new Response(null, { status: 204 }));
  const provider = /^\/api\/assets\/i18n\/([A-Za-z0-9_-]+)\/([A-Za-z-]+)\.json$/.exec(path);
  if (provider) {
    return answer(scenario.i18n ?? 'ok', () => seedTranslationOverrides[provider[2] as keyof typeof seedTranslationOverrides] ?? {});
  }
  const primary = /^\/api\/assets\/i18n\/([A-Za-z-]+)\.json$/.exec(path);
  if (primary) return answer(scenario.i18n ?? 'ok', () => PRIMARY[primary[1]!] ?? {});
  return null;
}

/** Replaces window.fetch for /api/* calls; returns a function that restores it. */
export function installFixtureApi(scenario: Scenario = {}): () => void {
  const realFetch = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const response = fixtureResponse(url, scenario);
    if (!response) return realFetch(input, init);
    if (scenario.delayMs) await new Promise((resolve) => setTimeout(resolve, scenario.delayMs));
    // A real fetch answer knows its URL (links in answers are resolved against it); a built Response does not.
    const answered = await response;
    Object.defineProperty(answered, 'url', { value: url.href });
    return answered;
  };
  return () => {
    window.fetch = realFetch;
  };
}
