/**
 * The real Sentry SDK with our options: what would be sent holds none of the canaries, even with
 * personal data in the page URL, cookies, console, a fetch, the scope and the error itself.
 */
import * as Sentry from '@sentry/browser';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sentryOptions } from './error-reporting';

const CANARIES = ['1980-02-03', 'ABCD1234', 'XYZ789', 'jane.citizen@example.com', 'Jane', 'Citizen', 's3cr3t', '482913', 'rad-user-42'];

describe('error reporting with the real SDK', () => {
  afterAll(async () => {
    await Sentry.close();
  });

  it('sends no personal data', async () => {
    const sent: unknown[] = [];
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    window.fetch = vi.fn(() => Promise.resolve(new Response('{"name":"Jane Citizen"}'))) as typeof fetch;
    history.replaceState(null, '', '/appointments/ABCD1234/result/patient?dateOfBirth=1980-02-03&code=482913#Jane');
    document.cookie = 'sessionid=s3cr3t';

    Sentry.init({
      ...sentryOptions({ dsn: 'https://public@o1.ingest.sentry.io/1', release: 'test', environment: 'test' }),
      transport: () => ({
        send: (envelope) => {
          sent.push(envelope);
          return Promise.resolve({ statusCode: 200 });
        },
        flush: () => Promise.resolve(true),
      }),
    });

    console.log('loaded patient Jane Citizen', { dateOfBirth: '1980-02-03' });
    await fetch('/api/secured/appointments/XYZ789/attachments?bookingKey=ABCD1234', { method: 'POST', body: 'Jane Citizen' });
    Sentry.setUser({ id: 'rad-user-42', email: 'jane.citizen@example.com' });
    Sentry.setTag('bookingKey', 'ABCD1234');
    Sentry.setExtra('patient', { name: 'Jane Citizen' });
    Sentry.setContext('patient', { dateOfBirth: '1980-02-03' });
    Sentry.addBreadcrumb({ category: 'navigation', data: { from: '/a/ABCD1234?code=482913', to: '/br/XYZ789' } });
    Sentry.captureException(new Error('Authentication failed for jane.citizen@example.com (1980-02-03), key ABCD1234'));
    await Sentry.flush(2000);

    expect(sent.length).toBeGreaterThan(0);
    const json = JSON.stringify(sent);
    expect(json).toContain('Authentication failed for');
    expect(json).toContain('/api/secured/appointments/:id/attachments');
    for (const canary of CANARIES) expect(json, canary).not.toContain(canary);
  });
});
