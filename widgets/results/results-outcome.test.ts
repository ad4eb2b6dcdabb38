import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { failureOutcome } from './results-outcome';

const http = (status: number, body: unknown) => new ApiError('http', 'error.request_failed', status, body);

describe('failureOutcome', () => {
  it('expired results go to the deny page’s results-expired message', () => {
    expect(failureOutcome(http(410, { message: 'message.deny_results_expired', code: 'results_expired' }))).toEqual({
      kind: 'deny',
      path: '/deny?resultsExpired=true',
      messageKey: 'message.deny_results_expired',
    });
  });

  it('a withdrawn share goes to the access-revoked message', () => {
    expect(failureOutcome(http(403, { message: 'message.deny_access_revoked', code: 'share_revoked' }))).toEqual({
      kind: 'deny',
      path: '/deny?revoked=true',
      messageKey: 'message.deny_access_revoked',
    });
  });

  it('anything else stays on the page with its message', () => {
    expect(failureOutcome(http(404, { message: 'Not found' }))).toEqual({ kind: 'error', messageKey: 'results.not_found' });
    expect(failureOutcome(new ApiError('http', 'error.server_error_message.503', 503, {}))).toEqual({
      kind: 'error',
      messageKey: 'error.server_error_message.503',
    });
    expect(failureOutcome(http(403, { code: 'forbidden' }))).toEqual({ kind: 'error', messageKey: 'results.load_failed' });
    expect(failureOutcome(new ApiError('network', 'error.network'))).toEqual({ kind: 'error', messageKey: 'results.load_failed' });
    expect(failureOutcome(new Error('boom'))).toEqual({ kind: 'error', messageKey: 'results.load_failed' });
  });
});
