/**
 * `api-base` and `locale` are page settings: one API client, one store and one dictionary per page.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRuntime } from './runtime';

function answering(routes: Record<string, unknown>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const body = routes[url.pathname];
    return body === undefined
      ? new Response(JSON.stringify({ message: 'not found' }), { status: 404, headers: { 'content-type': 'application/json' } })
      : new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  document.head.querySelectorAll('meta[name="rad-locale"]').forEach((meta) => meta.remove());
});

describe('page settings', () => {
  it('warns when a second element names another API or another locale, and follows the page', () => {
    answering({});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const runtime = createRuntime();
    void runtime.start('https://api.one.example', 'mk').catch(() => undefined);
    void runtime.start('https://api.two.example', 'en-US').catch(() => undefined);
    expect(runtime.apiBase).toBe('https://api.one.example');
    const said = warn.mock.calls.map((call) => String(call[0]));
    expect(said.some((text) => text.includes('api-base "https://api.two.example" ignored'))).toBe(true);
    expect(said.some((text) => text.includes('locale "en-US" ignored') && text.includes('"mk"'))).toBe(true);
  });

  it('says nothing when the elements agree, however the locale is spelled', () => {
    answering({});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const runtime = createRuntime();
    void runtime.start('https://api.one.example', 'mk').catch(() => undefined);
    void runtime.start('https://api.one.example', 'mk-MK').catch(() => undefined);
    void runtime.start('https://api.one.example', null).catch(() => undefined);
    expect(warn).not.toHaveBeenCalled();
  });

  it('takes the locale of <meta name="rad-locale"> when no element names one', async () => {
    const meta = document.createElement('meta');
    meta.name = 'rad-locale';
    meta.content = 'mk';
    document.head.append(meta);
    const fetch = answering({});
    const runtime = createRuntime();
    await runtime.start('https://api.one.example');
    const asked = fetch.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input)).pathname);
    // Named before the settings arrive, so the Macedonian texts are asked for beside them.
    expect(asked).toContain('/api/assets/i18n/mk.json');
  });
});
