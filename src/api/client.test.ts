import { describe, expect, it, vi } from 'vitest';
import { createApiClient, isAuthenticatedPath, resolveApiBase } from './client';
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
  it('logs out on a 401 from any path but /api/authenticated', async () => {
    const onUnauthorized = vi.fn();
    const client = createApiClient({
      baseUrl: 'https://api.test',
      onUnauthorized,
      fetch: stubFetch(401, { message: 'expired' }),
      retryLimit: 0,
    });
    await expect(client.get('api/config').json()).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not log out on a 401 from /api/authenticated', async () => {
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseUrl: 'https://api.test', onUnauthorized, fetch: stubFetch(401), retryLimit: 0 });
    await expect(client.get('api/authenticated').json()).rejects.toThrow();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

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

  it('turns a malformed answer into a clear error, not a crash later', async () => {
    const client = createApiClient({
      baseUrl: 'https://api.test',
      onUnauthorized: () => {},
      fetch: stubFetch(200, { radiology: { name: 42 } }),
    });
    const error = await getConfig(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).messageKey).toBe('error.malformed_response');
  });

  it('maps 500–504 to their own keys and 505+ to the general one', async () => {
    for (const [status, key] of [
      [500, 'error.server_error_message.500'],
      [504, 'error.server_error_message.504'],
      [505, 'error.server_error_message.general_error'],
      [599, 'error.server_error_message.general_error'],
    ] as const) {
      const client = createApiClient({
        baseUrl: 'https://api.test',
        onUnauthorized: () => {},
        fetch: stubFetch(status, { message: 'x' }),
        retryLimit: 0,
      });
      const error = (await getConfig(client).catch((e: unknown) => e)) as ApiError;
      expect(error.status).toBe(status);
      expect(error.messageKey).toBe(key);
    }
  });

  it('reads a network failure as error.network', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const client = createApiClient({ baseUrl: 'https://api.test', onUnauthorized: () => {}, fetch, retryLimit: 0 });
    const error = (await getConfig(client).catch((e: unknown) => e)) as ApiError;
    expect(error.messageKey).toBe('error.network');
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
