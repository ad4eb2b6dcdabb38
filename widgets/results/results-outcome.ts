/**
 * What a failed results load means for the person (docs/rules.md#results-expiry,
 * docs/rules.md#sharing-revoke): results past their
 * availability go to the deny page's results-expired message, a withdrawn share to its
 * access-revoked message; anything else stays on the page with a retry. A table, tested alone.
 */
import { ApiError } from '../../src/api/errors';
import { RESULTS_EXPIRED_CODE, SHARE_REVOKED_CODE } from '../../src/api/schemas/results.schema';

export type FailureOutcome =
  | { kind: 'deny'; path: string; messageKey: 'message.deny_results_expired' | 'message.deny_access_revoked' }
  | { kind: 'error'; messageKey: string };

export function failureOutcome(error: unknown): FailureOutcome {
  if (error instanceof ApiError && error.kind === 'http') {
    const code = (error.body as { code?: unknown } | undefined)?.code;
    if (error.status === 410 || code === RESULTS_EXPIRED_CODE) {
      return { kind: 'deny', path: '/deny?resultsExpired=true', messageKey: 'message.deny_results_expired' };
    }
    if (code === SHARE_REVOKED_CODE) return { kind: 'deny', path: '/deny?revoked=true', messageKey: 'message.deny_access_revoked' };
    if (error.status === 404) return { kind: 'error', messageKey: 'results.not_found' };
    if (error.status !== undefined && error.status >= 500) return { kind: 'error', messageKey: error.messageKey };
  }
  return { kind: 'error', messageKey: 'results.load_failed' };
}
