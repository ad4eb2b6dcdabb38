import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { createApiClient, isAuthenticatedPath, randomKey, request, resolveApiBase, type ApiClientOptions } from './client';
import { getConfig } from './config.api';
import { ApiError } from './errors';

function stubFetch(status: number, body: unknown = {}, contentType = 'application/json') {
  return vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': contentType } }),
  );
}

const minimalConfig = { radiology: { name: 'Harbourside Radiology', code: 'HRAD' } };

describe('api client', () => {
  it('retries idempotent requests but never a POST', async () => {
    const fetch = stubFetch(503, { message: 'busy' });
    const client = createApiClient({ baseUrl: 'https://api.test', onUnauthorized: () => {}, fetch, retryLimit: 2, retryDelay: () => 0 });
    await expect(client.get('api/config')).rejects.toThrow();
    expect(fetch).toHaveBeenCalledTimes(3);
    fetch.mockClear();
    await expect(client.post('api/bookings', { json: {} })).rejects.toThrow();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends cookies of the API origin and resolves paths against a base with a path', async () => {
    const fetch = stubFetch(200, minimalConfig);
    const client = createApiClient({ baseUrl: 'https://api.test/portal', onUnauthorized: () => {}, fetch });
    await getConfig(client);
    const request = fetch.mock.calls[0]?.[0] as unknown as Request;
    expect(request.url).toBe('https://api.test/portal/api/config');
    expect(request.credentials).toBe('include');
  });

  it('recognises the authenticated path exactly', () => {
    expect(isAuthenticatedPath('https://a.test/api/authenticated')).toBe(true);
    expect(isAuthenticatedPath('https://a.test/api/authenticated/')).toBe(true);
    expect(isAuthenticatedPath('https://a.test/api/authenticated-extra')).toBe(false);
    expect(isAuthenticatedPath('https://a.test/api/config?x=/api/authenticated')).toBe(false);
  });

  it('takes the base from the attribute, then the page meta, then the origin', () => {
    expect(resolveApiBase(' https://api.one ')).toBe('https://api.one');
    const meta = document.createElement('meta');
    meta.name = 'rad-api-base';
    meta.content = 'https://api.meta';
    document.head.append(meta);
    expect(resolveApiBase(null)).toBe('https://api.meta');
    meta.remove();
    expect(resolveApiBase('')).toBe(location.origin);
  });
});

const Answer = v.object({ id: v.string(), count: v.number() });

/** A fetch answering each call from the list in turn (the last one repeats), recording every Request. */
function answers(...list: { status: number; body?: unknown; contentType?: string }[]) {
  const seen: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    seen.push((input as Request).clone());
    const { status, body = {}, contentType = 'application/json' } = list[Math.min(seen.length - 1, list.length - 1)]!;
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': contentType } });
  });
  return { fetch, seen };
}

function api(fetch: typeof globalThis.fetch, extra: Partial<ApiClientOptions> = {}) {
  return createApiClient({ baseUrl: 'https://api.test', onUnauthorized: () => {}, fetch, retryLimit: 2, retryDelay: () => 0, ...extra });
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ApiError,
  );

describe('request(): one way to call the API', () => {
  it('sends the method, path, query and JSON body, and returns the checked answer', async () => {
    const { fetch, seen } = answers({ status: 200, body: { id: 'A1', count: 2, extra: true } });
    const answer = await request(api(fetch), {
      method: 'post',
      path: 'api/things',
      searchParams: { locale: 'en-AU' },
      json: { name: 'x' },
      schema: Answer,
    });
    expect(answer).toEqual({ id: 'A1', count: 2 });
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url).toBe('https://api.test/api/things?locale=en-AU');
    expect(await seen[0]!.json()).toEqual({ name: 'x' });
  });

  it('gives every create a fresh Idempotency-Key, kept across the retries of one call', async () => {
    const { fetch, seen } = answers({ status: 503, body: { message: 'busy' } }, { status: 200, body: { id: 'A1', count: 1 } });
    const client = api(fetch);
    await request(client, { method: 'post', path: 'api/bookings', json: {}, schema: Answer, idempotent: true });
    expect(seen).toHaveLength(2); // retried once
    const key = seen[0]!.headers.get('Idempotency-Key');
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(seen[1]!.headers.get('Idempotency-Key')).toBe(key);

    await request(client, { method: 'patch', path: 'api/bookings/A1', json: {}, schema: Answer });
    expect(seen[2]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[2]!.headers.get('Idempotency-Key')).not.toBe(key); // a new logical call, a new key
  });

  it('sends an idempotent create again, with its key, while the server says the first is still running', async () => {
    const { fetch, seen } = answers(
      { status: 409, body: { message: 'still running', code: 'idempotency_request_in_progress' } },
      { status: 200, body: { id: 'A1', count: 1 } },
    );
    const client = api(fetch);
    const answer = await request(client, { method: 'post', path: 'api/bookings', json: {}, schema: Answer, idempotent: true });
    expect(answer).toEqual({ id: 'A1', count: 1 });
    expect(seen).toHaveLength(2);
    expect(seen[1]!.headers.get('Idempotency-Key')).toBe(seen[0]!.headers.get('Idempotency-Key'));
  });

  it('takes any other 409 as the answer: a slot already taken is not asked for again', async () => {
    const { fetch, seen } = answers({ status: 409, body: { message: 'slot taken', code: 'slot_taken' } });
    const client = api(fetch);
    const error = await failure(request(client, { method: 'post', path: 'api/bookings', json: {}, schema: Answer, idempotent: true }));
    expect(error?.status).toBe(409);
    expect(seen).toHaveLength(1);
  });

  it('never retries a create that is not marked idempotent, and sends no key with a GET', async () => {
    const { fetch, seen } = answers({ status: 503, body: { message: 'busy' } });
    const client = api(fetch);
    await failure(request(client, { method: 'post', path: 'api/bookings', json: {}, schema: Answer }));
    expect(seen).toHaveLength(1);
    await failure(request(client, { path: 'api/config', schema: Answer }));
    expect(seen).toHaveLength(4); // a GET is retried twice
    expect(seen[1]!.headers.has('Idempotency-Key')).toBe(false);
    expect(seen[1]!.headers.has('X-Rad-Embedded')).toBe(false); // a GET stays a simple request
  });

  it('tells the server on every change whether the widget is embedded, configured once on the client', async () => {
    const { fetch, seen } = answers({ status: 200, body: { id: 'A1', count: 1 } });
    let framed = false;
    const client = api(fetch, { embedded: () => framed });
    await request(client, { method: 'post', path: 'api/auth/patient', json: {}, schema: Answer });
    framed = true;
    await request(client, { method: 'post', path: 'api/auth/patient', json: {}, schema: Answer });
    await client.post('api/logout'); // also a call made without the helper
    expect(seen.map((call) => call.headers.get('X-Rad-Embedded'))).toEqual(['0', '1', '1']);
    expect(seen[2]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await client.post('api/logout', { keepalive: true, retry: 0 }); // the kiosk's unload-time logout
    expect(seen[3]!.headers.has('X-Rad-Embedded')).toBe(false);
    expect(seen[3]!.headers.has('Idempotency-Key')).toBe(false);
  });

  it('logs out on a 401 from any path but /api/authenticated', async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = answers({ status: 401, body: { message: 'expired' } });
    const client = api(fetch, { onUnauthorized });
    expect((await failure(request(client, { path: 'api/authenticated', schema: Answer })))?.status).toBe(401);
    expect(onUnauthorized).not.toHaveBeenCalled();
    const error = await failure(request(client, { path: 'api/secured/things', schema: Answer }));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ kind: 'http', status: 401, messageKey: 'error.request_failed', serverMessage: 'expired' });
  });

  it.each([
    [500, 'error.server_error_message.500'],
    [501, 'error.server_error_message.501'],
    [502, 'error.server_error_message.502'],
    [503, 'error.server_error_message.503'],
    [504, 'error.server_error_message.504'],
    [505, 'error.server_error_message.general_error'],
    [599, 'error.server_error_message.general_error'],
    [404, 'error.not_found'],
    [400, 'error.request_failed'],
  ])('maps HTTP %i to %s', async (status, key) => {
    const { fetch } = answers({ status, body: { message: 'x' } });
    const error = await failure(request(api(fetch, { retryLimit: 0 }), { path: 'api/config', schema: Answer }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status, messageKey: key });
  });

  it('reads a JSON error body sent as a binary blob into a normal body, and keeps other text as it is', async () => {
    const blob = answers({ status: 409, body: '{"message":"Slot taken"}', contentType: 'application/octet-stream' });
    expect(
      (await failure(request(api(blob.fetch), { method: 'post', path: 'api/bookings', json: {}, schema: Answer })))?.serverMessage,
    ).toBe('Slot taken');
    const html = answers({ status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html' });
    expect((await failure(request(api(html.fetch, { retryLimit: 0 }), { path: 'api/config', schema: Answer })))?.body).toBe(
      '<html>Bad gateway</html>',
    );
  });

  it('turns a malformed answer into a clear error naming the field, without the value', async () => {
    const { fetch } = answers({ status: 200, body: { id: 'A1', count: 'Jane Citizen' } });
    const error = await failure(request(api(fetch), { path: 'api/things', schema: Answer }));
    expect(error).toMatchObject({ kind: 'malformed', messageKey: 'error.malformed_response', detail: 'answer.count: expected number' });
    expect(error!.message).toBe('error.malformed_response: answer.count: expected number');
    expect(error!.message).not.toContain('Jane');
    const notJson = answers({ status: 200, body: '<html>', contentType: 'text/html' });
    expect(await failure(request(api(notJson.fetch), { path: 'api/things', schema: Answer }))).toMatchObject({ kind: 'malformed' });
  });

  it('reads a network failure as error.network and an abort as aborted', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await failure(request(api(fetch, { retryLimit: 0 }), { path: 'api/config', schema: Answer }))).toMatchObject({
      kind: 'network',
      messageKey: 'error.network',
    });
    const aborted = vi.fn(async () => {
      throw new DOMException('The operation was aborted.', 'AbortError'); // what fetch does for an aborted signal
    });
    expect(await failure(request(api(aborted), { path: 'api/config', schema: Answer }))).toMatchObject({ kind: 'aborted' });
  });

  describe('a manual retry of the same content is the same attempt (one key until an answer settles it)', () => {
    const send = (client: ReturnType<typeof api>, json: unknown, path = 'api/shares') =>
      failure(request(client, { method: 'post', path, json, schema: Answer }));
    const keys = (seen: Request[]) => seen.map((call) => call.headers.get('Idempotency-Key'));

    it.each([
      ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
      ['a 500', () => Promise.resolve(new Response('Internal server error', { status: 500 }))],
      ['a 502 from a proxy', () => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 }))],
      ['an answer cut off', () => Promise.resolve(new Response('{"id":"A1","cou', { status: 201 }))],
      ['an answer of the wrong shape', () => Promise.resolve(Response.json({ unexpected: true }, { status: 201 }))],
      ['"still running"', () => Promise.resolve(Response.json({ code: 'idempotency_request_in_progress' }, { status: 409 }))],
    ])('after %s the retry sends the first key again', async (_name, fail) => {
      const seen: Request[] = [];
      let calls = 0;
      const fetch = vi.fn(async (input: RequestInfo | URL) => {
        seen.push((input as Request).clone());
        calls += 1;
        return calls === 1 ? fail() : Response.json({ id: 'A1', count: 1 }, { status: 201 });
      });
      const client = api(fetch as unknown as typeof globalThis.fetch);
      expect(await send(client, { contactName: 'Sam', note: 'hi' })).toBeInstanceOf(ApiError);
      // The same form again (its keys in another order are the same content).
      expect(await send(client, { note: 'hi', contactName: 'Sam' })).toBeNull();
      expect(keys(seen)[1]).toBe(keys(seen)[0]);
    });

    it('gives changed content a new key, and the same content after a success or a refusal a new one', async () => {
      const { fetch, seen } = answers(
        { status: 503 },
        { status: 503 },
        { status: 201, body: { id: 'A1', count: 1 } },
        { status: 201, body: { id: 'A2', count: 1 } },
        { status: 429, body: { message: 'message.too_many_requests' } },
        { status: 201, body: { id: 'A3', count: 1 } },
      );
      const client = api(fetch);
      await send(client, { contactName: 'Sam' });
      await send(client, { contactName: 'Sal' }); // the patient corrected the name: a new attempt
      await send(client, { contactName: 'Sal' }); // booked
      await send(client, { contactName: 'Sal' }); // a second share, asked for on purpose
      await send(client, { contactName: 'Max' }); // refused: the server keeps that refusal under its key
      await send(client, { contactName: 'Max' });
      const [first, corrected, retried, again, refused, afterRefusal] = keys(seen);
      expect(new Set([first, corrected, again, refused, afterRefusal]).size).toBe(5);
      expect(retried).toBe(corrected);
    });

    it('keeps attempts per client and per path', async () => {
      const one = answers({ status: 503 });
      const two = answers({ status: 503 });
      await send(api(one.fetch), { a: 1 });
      await send(api(two.fetch), { a: 1 });
      await send(api(one.fetch), { a: 1 }, 'api/other');
      expect(new Set([...keys(one.seen), ...keys(two.seen)]).size).toBe(3);
    });
  });

  it('makes a UUID v4 also where crypto.randomUUID is missing (a plain-http page)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(randomKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
