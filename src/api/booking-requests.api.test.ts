import { describe, expect, it, vi } from 'vitest';
import { getReferralLink } from './booking-requests.api';
import { createApiClient } from './client';
import { ApiError } from './errors';

/** A fetch that answers like a server at https://api.test (a Response built in a test has no url of its own). */
function server(status: number, body: unknown) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const response = new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    Object.defineProperty(response, 'url', { value: (input as Request).url });
    return response;
  });
}

const clientWith = (fetch: ReturnType<typeof server>) =>
  createApiClient({ baseUrl: 'https://api.test', onUnauthorized: () => {}, fetch, retryLimit: 0 });

describe('referral link (GET /api/secured/booking_requests/{id}/download)', () => {
  it('asks for the request by id and resolves a root-relative link against the API', async () => {
    const fetch = server(200, { url: '/files/referral-42.pdf' });
    await expect(getReferralLink(clientWith(fetch), 'BR 42')).resolves.toBe('https://api.test/files/referral-42.pdf');
    expect((fetch.mock.calls[0]![0] as Request).url).toBe('https://api.test/api/secured/booking_requests/BR%2042/download');
  });

  it('keeps an absolute https link', async () => {
    const fetch = server(200, { url: 'https://files.example/r/42?sig=abc' });
    await expect(getReferralLink(clientWith(fetch), '42')).resolves.toBe('https://files.example/r/42?sig=abc');
  });

  it.each(['javascript:alert(1)', '//evil.example/x', 'data:text/html,x'])('refuses %s as malformed', async (url) => {
    const error = await getReferralLink(clientWith(server(200, { url })), '42').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).messageKey).toBe('error.malformed_response');
  });

  it('reports a failed call with the status text key', async () => {
    const error = await getReferralLink(clientWith(server(503, { message: 'busy' })), '42').catch((e: unknown) => e);
    expect((error as ApiError).messageKey).toBe('error.server_error_message.503');
  });
});
