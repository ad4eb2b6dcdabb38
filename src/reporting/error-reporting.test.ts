import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sentry = vi.hoisted(() => ({
  /** Called when `@sentry/browser` is imported at all. */
  loaded: vi.fn(),
  init: vi.fn(),
  captureException: vi.fn(),
}));

vi.mock('@sentry/browser', () => {
  sentry.loaded();
  return { init: sentry.init, captureException: sentry.captureException };
});

type Module = typeof import('./error-reporting');
type InitOptions = {
  beforeSend: (event: unknown) => unknown;
  beforeBreadcrumb: (breadcrumb: unknown) => unknown;
  integrations: (defaults: { name: string }[]) => { name: string }[];
  [key: string]: unknown;
};

/** A fresh copy of the module (its started state is per module instance). */
async function load(): Promise<Module> {
  vi.resetModules();
  return import('./error-reporting');
}

function initOptions(): InitOptions {
  expect(sentry.init).toHaveBeenCalledTimes(1);
  return sentry.init.mock.calls[0]?.[0] as InitOptions;
}

describe('error reporting', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([[''], ['   '], [null], [undefined]])('with DSN %j, never imports @sentry/browser', async (dsn) => {
    const { startErrorReporting, reportError } = await load();
    await startErrorReporting({ dsn });
    reportError(new Error('boom'));
    await Promise.resolve();
    expect(sentry.loaded).not.toHaveBeenCalled();
    expect(sentry.init).not.toHaveBeenCalled();
    expect(sentry.captureException).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it('with a DSN, loads the SDK and initialises it once, collecting no personal data', async () => {
    const { startErrorReporting } = await load();
    const options = { dsn: 'https://key@o1.ingest.sentry.io/1', release: '1.2.3', environment: 'test' };
    await Promise.all([startErrorReporting(options), startErrorReporting(options)]);
    await startErrorReporting(options);
    expect(sentry.loaded).toHaveBeenCalledTimes(1);
    const init = initOptions();
    expect(init).toMatchObject({ ...options });
    // Sentry 11: dataCollection replaces sendDefaultPii and collects everything by default.
    expect(init.dataCollection).toMatchObject({
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
      frameContextLines: 0,
    });
    expect(init).not.toHaveProperty('sendDefaultPii');
    expect(init).not.toHaveProperty('tracesSampleRate');
    expect(init).not.toHaveProperty('replaysSessionSampleRate');
  });

  it('passes scrubbers as beforeSend and beforeBreadcrumb', async () => {
    const { startErrorReporting } = await load();
    await startErrorReporting({ dsn: 'https://key@o1.ingest.sentry.io/1' });
    const { beforeSend, beforeBreadcrumb } = initOptions();
    const event = beforeSend({
      user: { email: 'jane.citizen@example.com' },
      request: { url: '/a/ABCD1234?dateOfBirth=1980-02-03', cookies: { s: 's3cr3t' } },
      exception: { values: [{ type: 'Error', value: 'no match for 1980-02-03' }] },
    });
    expect(JSON.stringify(event)).not.toMatch(/jane|1980|ABCD1234|s3cr3t/);
    expect(beforeBreadcrumb({ category: 'console', message: 'Jane' })).toBeNull();
    expect(beforeBreadcrumb({ category: 'fetch', data: { url: '/api/secured/appointments/XYZ789/attachments' } })).toEqual({
      category: 'fetch',
      data: { url: '/api/secured/appointments/:id/attachments' },
    });
  });

  it('keeps only the minimal default integrations', async () => {
    const { startErrorReporting } = await load();
    await startErrorReporting({ dsn: 'https://key@o1.ingest.sentry.io/1' });
    const names = [
      'EventFilters',
      'FunctionToString',
      'Console',
      'Breadcrumbs',
      'GlobalHandlers',
      'HttpContext',
      'BrowserSession',
      'Dedupe',
      'Replay',
    ];
    const kept = initOptions()
      .integrations(names.map((name) => ({ name })))
      .map((integration) => integration.name);
    expect(kept).toEqual(['EventFilters', 'FunctionToString', 'Breadcrumbs', 'GlobalHandlers', 'Dedupe']);
  });

  it('reports to Sentry once started, with context as extra', async () => {
    const { startErrorReporting, reportError } = await load();
    await startErrorReporting({ dsn: 'https://key@o1.ingest.sentry.io/1' });
    const error = new Error('boom');
    reportError(error, { widget: 'rad-booking' });
    expect(sentry.captureException).toHaveBeenCalledWith(error, { extra: { widget: 'rad-booking' } });
    expect(console.error).not.toHaveBeenCalled();
  });

  it('an error reported while the SDK loads is sent once it has started', async () => {
    const { startErrorReporting, reportError } = await load();
    const started = startErrorReporting({ dsn: 'https://key@o1.ingest.sentry.io/1' });
    const error = new Error('early');
    reportError(error);
    expect(console.error).toHaveBeenCalledWith(error);
    await started;
    await Promise.resolve();
    expect(sentry.captureException).toHaveBeenCalledWith(error, undefined);
  });
});
