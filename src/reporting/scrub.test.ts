import { describe, expect, it } from 'vitest';
import { scrubBreadcrumb, scrubEvent, scrubText, scrubUrl, scrubValue } from './scrub';

/** Values that must never appear in anything sent. */
const CANARIES = [
  '1980-02-03',
  '03/02/1980',
  'ABCD1234',
  'XYZ789',
  'jane.citizen@example.com',
  'Jane',
  'Citizen',
  '0412 345 678',
  '+61412345678',
  '482913',
  'sessionid=s3cr3t',
  's3cr3t',
  'Bearer',
  '10.1.2.3',
  'Mozilla',
  'Australia/Sydney',
  'rad-user-42',
];

const hostileEvent = () => ({
  event_id: 'abc',
  level: 'error',
  platform: 'javascript',
  release: 'rad-widgets@1.2.3',
  environment: 'production',
  transaction: '/appointments/ABCD1234/result/patient',
  message: 'Booking ABCD1234 for jane.citizen@example.com',
  user: { id: 'rad-user-42', email: 'jane.citizen@example.com', ip_address: '10.1.2.3', username: 'Jane Citizen' },
  request: {
    url: 'https://portal.example.com/appointments/ABCD1234/result/patient?dateOfBirth=1980-02-03&bookingKey=ABCD1234#code=482913',
    query_string: 'dateOfBirth=1980-02-03&bookingKey=ABCD1234',
    cookies: { sessionid: 's3cr3t' },
    headers: {
      Cookie: 'sessionid=s3cr3t',
      Authorization: 'Bearer s3cr3t',
      'User-Agent': 'Mozilla/5.0',
      Referer: 'https://x/?dob=1980-02-03',
    },
    data: { dateOfBirth: '1980-02-03', contactNumber: '0412 345 678' },
  },
  exception: {
    values: [
      {
        type: 'HTTPError',
        value:
          'Authentication failed for jane.citizen@example.com, dateOfBirth=1980-02-03 (03/02/1980), phone +61412345678, code 482913 at /api/secured/appointments/XYZ789?x=1',
        mechanism: { type: 'onunhandledrejection', handled: false, data: { email: 'jane.citizen@example.com', note: 'ABCD1234' } },
        stacktrace: {
          frames: [
            {
              filename: 'https://portal.example.com/appointments/ABCD1234?dateOfBirth=1980-02-03',
              function: 'submit',
              lineno: 1,
              colno: 2,
              vars: { dob: '1980-02-03' },
              context_line: 'const name = "Jane Citizen";',
            },
            {
              filename: 'https://cdn.example.com/assets/runtime-3f2a.js',
              abs_path: 'https://cdn.example.com/assets/runtime-3f2a.js',
              lineno: 9,
            },
          ],
        },
      },
    ],
  },
  breadcrumbs: [
    {
      category: 'console',
      level: 'log',
      message: 'patient Jane Citizen loaded',
      data: { arguments: ['Jane Citizen', { dob: '1980-02-03' }] },
    },
    { category: 'console', level: 'warn', message: 'Citizen' },
    { category: 'ui.input', message: 'input[name="dateOfBirth"]' },
    {
      type: 'http',
      category: 'fetch',
      data: {
        method: 'POST',
        url: '/api/secured/appointments/XYZ789/attachments',
        status_code: 200,
        request_body: '{"dateOfBirth":"1980-02-03"}',
        response_body: { name: 'Jane Citizen' },
      },
    },
    { category: 'xhr', data: { method: 'GET', url: 'https://api.example.com/api/booking_requests/ABCD1234?slug=ABCD1234', body: 'Jane' } },
    { category: 'navigation', data: { from: '/a/ABCD1234?dateOfBirth=1980-02-03', to: '/br/XYZ789#Citizen' } },
    { category: 'sentry.event', message: 'Error: jane.citizen@example.com' },
  ],
  extra: { patient: { firstName: 'Jane', lastName: 'Citizen', dateOfBirth: '1980-02-03' }, note: 'call 0412 345 678' },
  contexts: {
    browser: { name: 'Chrome', version: '140' },
    os: { name: 'Linux' },
    culture: { timezone: 'Australia/Sydney', locale: 'en-AU' },
    state: { state: { value: { user: { username: 'Jane Citizen' } } } },
    trace: { trace_id: 'x', data: { url: '/a/ABCD1234' } },
  },
  tags: { bookingKey: 'ABCD1234', route: '/appointments/XYZ789', widget: 'rad-appointments' },
});

describe('scrubEvent', () => {
  it('leaves none of the canaries anywhere in the event', () => {
    const json = JSON.stringify(scrubEvent(hostileEvent()));
    for (const canary of CANARIES) expect(json, canary).not.toContain(canary);
  });

  it('removes user, cookies, headers, bodies and query strings, keeping a scrubbed url', () => {
    const result = scrubEvent(hostileEvent()) as Record<string, unknown>;
    expect(result.user).toBeUndefined();
    expect(result.request).toEqual({ url: 'https://portal.example.com/appointments/:id/result/patient' });
    expect(result.transaction).toBe('/appointments/:id/result/patient');
  });

  it('keeps what is needed to debug: type, frames of scripts, levels, release, browser and os', () => {
    const result = scrubEvent(hostileEvent());
    const frame = result.exception.values[0]?.stacktrace.frames[1];
    expect(result.exception.values[0]?.type).toBe('HTTPError');
    expect(result.exception.values[0]?.mechanism).toMatchObject({ type: 'onunhandledrejection', handled: false });
    expect(frame).toMatchObject({ filename: 'https://cdn.example.com/assets/runtime-3f2a.js', lineno: 9 });
    expect(result.release).toBe('rad-widgets@1.2.3');
    expect(result.contexts).toEqual({ browser: { name: 'Chrome', version: '140' }, os: { name: 'Linux' } });
    expect(result.tags).toMatchObject({ widget: 'rad-appointments', route: '/appointments/:id', bookingKey: '[Filtered]' });
  });

  it('drops console and input breadcrumbs and keeps scrubbed network and navigation ones', () => {
    const crumbs = scrubEvent(hostileEvent()).breadcrumbs as unknown[];
    expect(crumbs).toEqual([
      { type: 'http', category: 'fetch', data: { method: 'POST', url: '/api/secured/appointments/:id/attachments', status_code: 200 } },
      { category: 'xhr', data: { method: 'GET', url: 'https://api.example.com/api/booking_requests/:id' } },
      { category: 'navigation', data: { from: '/a/:id', to: '/br/:id' } },
      { category: 'sentry.event', message: 'Error: [Filtered]' },
    ]);
  });

  it('does not change its input and passes non-objects through', () => {
    const event = hostileEvent();
    const before = JSON.stringify(event);
    scrubEvent(event);
    expect(JSON.stringify(event)).toBe(before);
    expect(scrubEvent(null)).toBeNull();
  });

  it('scrubs unknown fields and the sampling context transaction', () => {
    const result = scrubEvent({
      somethingNew: { email: 'jane.citizen@example.com', text: 'born 1980-02-03' },
      sdkProcessingMetadata: {
        normalizedRequest: { headers: { Cookie: 'sessionid=s3cr3t' } },
        dynamicSamplingContext: { trace_id: '4bf92f3577b34da6a3ce929d0e0e4736', transaction: '/a/ABCD1234', public_key: 'k' },
      },
    });
    expect(JSON.stringify(result)).not.toMatch(/jane|1980|s3cr3t|ABCD1234/);
    expect(result.sdkProcessingMetadata).toEqual({
      dynamicSamplingContext: { trace_id: '4bf92f3577b34da6a3ce929d0e0e4736', public_key: 'k', transaction: '/a/:id' },
    });
  });
});

describe('scrubUrl', () => {
  it.each([
    ['/api/secured/appointments/XYZ789/attachments', '/api/secured/appointments/:id/attachments'],
    ['https://p.example.com/iframe/a/abc?dateOfBirth=1980-02-03', 'https://p.example.com/iframe/a/:id'],
    ['/appointments/pending/K3Y9Q2Z', '/appointments/pending/:id'],
    ['/clinic/booking-requests/plainkey', '/clinic/booking-requests/:id'],
    ['/br/x', '/br/:id'],
    ['/appointments/XYZ789/result/patient', '/appointments/:id/result/patient'],
    ['/result/anything', '/result/:id'],
    ['/questionnaires/3f2504e0-4f89-11d3-9a0c-0305e82c3301', '/questionnaires/:id'],
    ['/api/patients/12345678/files', '/api/patients/:id/files'],
    ['/slots/1980-02-03', '/slots/:id'],
    ['/users/jane.citizen%40example.com', '/users/:id'],
    ['https://jane:s3cr3t@host.example.com/x#frag', 'https://host.example.com/x'],
    ['/check-in?step=identity&kioskMode=true', '/check-in'],
    ['/iframe/select-region', '/iframe/select-region'],
    ['/assets/chunk-AB12CD34.js', '/assets/chunk-AB12CD34.js'],
    ['https://cdn.example.com/npm/@sentry/browser/bundle.min.js', 'https://cdn.example.com/npm/@sentry/browser/bundle.min.js'],
    ['/appointments', '/appointments'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(scrubUrl(input)).toBe(expected);
  });

  it('returns an empty string for non-strings', () => {
    expect(scrubUrl(undefined)).toBe('');
    expect(scrubUrl({ href: '/a/XYZ789' })).toBe('');
  });
});

describe('scrubText', () => {
  it.each([
    ['mail jane.citizen@example.com now', 'mail [Filtered] now'],
    ['born 1980-02-03.', 'born [Filtered].'],
    ['born 03/02/1980 or 3-2-1980', 'born [Filtered] or [Filtered]'],
    ['call +61 412 345 678 or 0412345678', 'call [Filtered] or [Filtered]'],
    ['your code is 482913', 'your code is [Filtered]'],
    ['dateOfBirth=1980-02-03&x=1', 'dateOfBirth=[Filtered]&x=1'],
    ['{"dateOfBirth":"1980-02-03","firstName":"Jane Citizen"}', '{"dateOfBirth":"[Filtered]","firstName":"[Filtered]"}'],
    ['bookingKey: ABCD1234', 'bookingKey: [Filtered]'],
    ['GET https://x.example.com/a/Q1W2E3?dob=1 failed', 'GET https://x.example.com/a/:id failed'],
    ['fetch "/api/secured/booking_requests/77/download" failed', 'fetch "/api/secured/booking_requests/77/download" failed'],
    ['Booking ABCD1234 not found', 'Booking :id not found'],
    ['booking DEMO-APPT-1001 or demo_br_2001 failed', 'booking :id or :id failed'],
  ])('%s → %s', (input, expected) => {
    expect(scrubText(input)).toBe(expected);
  });

  it('keeps ordinary error messages readable', () => {
    for (const message of [
      "Cannot read properties of undefined (reading 'map')",
      'Request failed with status code 404 Not Found',
      'Uint8Array is not defined',
      'rad-widgets 1.2.3 failed to load',
      'Failed to construct CSSStyleSheet: x-y-z is not valid',
    ]) {
      expect(scrubText(message)).toBe(message);
    }
  });
});

describe('scrubBreadcrumb', () => {
  it('drops console and ui.input breadcrumbs entirely', () => {
    expect(scrubBreadcrumb({ category: 'console', message: 'Jane Citizen' })).toBeNull();
    expect(scrubBreadcrumb({ category: 'ui.input', message: 'input#dob' })).toBeNull();
    expect(scrubBreadcrumb('not a breadcrumb')).toBeNull();
  });

  it('keeps only method, status and a scrubbed url of fetch and xhr breadcrumbs', () => {
    expect(
      scrubBreadcrumb({
        type: 'http',
        category: 'fetch',
        level: 'info',
        timestamp: 1,
        data: { method: 'GET', url: '/api/secured/appointments/XYZ789?x=1', status_code: 500, request_body_size: 9, response: {} },
      }),
    ).toEqual({
      type: 'http',
      category: 'fetch',
      level: 'info',
      timestamp: 1,
      data: { method: 'GET', url: '/api/secured/appointments/:id', status_code: 500 },
    });
  });

  it('scrubs data and messages of other breadcrumbs', () => {
    expect(scrubBreadcrumb({ category: 'ui.click', message: 'button.send', data: { email: 'jane.citizen@example.com', n: 1 } })).toEqual({
      category: 'ui.click',
      message: 'button.send',
      data: { email: '[Filtered]', n: 1 },
    });
  });
});

describe('scrubValue', () => {
  it('filters sensitive keys at any depth and stops at deep nesting', () => {
    const deep: Record<string, unknown> = { a: { b: { c: { d: { e: { f: { g: 'Jane' } } } } } } };
    expect(JSON.stringify(scrubValue(deep))).not.toContain('Jane');
    expect(scrubValue({ list: [{ contact_number: '0412345678' }], fn: () => 1 })).toEqual({
      list: [{ contact_number: '[Filtered]' }],
      fn: undefined,
    });
    expect(scrubValue(new Error('for jane.citizen@example.com'))).toBe('Error: for [Filtered]');
  });
});
