import { describe, expect, it } from 'vitest';
import { denyMessage, plainText, safeRedirect } from './deny-message';

const known = new Set(['message.max_attempts_reached_shared', 'message.max_attempts_reached_results', 'message.pain_score_problem']);
const has = (key: string) => known.has(key);
const key = (k: string) => ({ kind: 'key', key: k });

describe('deny page message by query', () => {
  it.each([
    ['EXPIRED', 'message.deny_expired'],
    ['EXPIRED_PATIENT', 'message.deny_expired'],
    ['CANCELED', 'message.deny_canceled'],
    ['DECLINED_BY_PATIENT', 'message.deny_declined_by_patient'],
    ['REMOVED_BY_OPERATOR', 'message.deny_removed_by_operator'],
    ['DELETED', 'message.deny_removed_by_operator'],
    ['ON_HOLD', 'message.deny_waiting_protocol'],
    ['SOMETHING_ELSE', 'message.deny_restrict'],
    ['expired', 'message.deny_expired'],
  ])('status %s → %s', (status, expected) => {
    expect(denyMessage({ status }, has)).toEqual(key(expected));
  });

  it('revoked=true → access revoked', () => {
    expect(denyMessage({ revoked: true }, has)).toEqual(key('message.deny_access_revoked'));
  });

  it('maxAttempts → the max-attempts message, or the message it names', () => {
    expect(denyMessage({ maxAttempts: true }, has)).toEqual(key('message.deny_max_attempts'));
    expect(denyMessage({ maxAttempts: true, message: 'max_attempts_reached_shared' }, has)).toEqual(
      key('message.max_attempts_reached_shared'),
    );
    expect(denyMessage({ maxAttempts: true, message: 'message.max_attempts_reached_results' }, has)).toEqual(
      key('message.max_attempts_reached_results'),
    );
    expect(denyMessage({ maxAttempts: true, message: 'no_such_key' }, has)).toEqual(key('message.deny_max_attempts'));
  });

  it('resultsExpired → results expired', () => {
    expect(denyMessage({ resultsExpired: true }, has)).toEqual(key('message.deny_results_expired'));
  });

  it('messageId → the provider’s text, looked up by that id; a text in the link is never shown', () => {
    expect(denyMessage({ messageId: '1x2y3z' }, has)).toEqual({ kind: 'lookup', id: '1x2y3z' });
    expect(denyMessage({ messageId: '<b>Call 1900</b>' }, has)).toEqual(key('message.deny_generic'));
    expect(plainText('  Please call   reception.  ')).toBe('Please call reception.');
    expect(plainText('x'.repeat(1000))).toHaveLength(300);
  });

  it('message alone → its key when known; a text there shows the generic message', () => {
    expect(denyMessage({ message: 'message.pain_score_problem' }, has)).toEqual(key('message.pain_score_problem'));
    expect(denyMessage({ message: 'Call 1900 123 456 to keep your appointment' }, has)).toEqual(key('message.deny_generic'));
  });

  it('nothing → the generic problem message', () => {
    expect(denyMessage({}, has)).toEqual(key('message.deny_generic'));
    expect(denyMessage({ status: '  ', message: '' }, has)).toEqual(key('message.deny_generic'));
  });

  it('follows the spec order: status before revoked before maxAttempts', () => {
    expect(denyMessage({ status: 'CANCELED', revoked: true, maxAttempts: true }, has)).toEqual(key('message.deny_canceled'));
    expect(denyMessage({ revoked: true, maxAttempts: true, resultsExpired: true }, has)).toEqual(key('message.deny_access_revoked'));
    expect(denyMessage({ resultsExpired: true, messageId: 'abc' }, has)).toEqual(key('message.deny_results_expired'));
  });
});

describe('safeRedirect', () => {
  const page = 'https://portal.example';
  it('allows the page origin and allow-listed origins only', () => {
    expect(safeRedirect('/kiosk', page, [])).toBe('https://portal.example/kiosk');
    expect(safeRedirect('https://provider.example/home', page, ['https://provider.example'])).toBe('https://provider.example/home');
    expect(safeRedirect('https://evil.example/', page, ['https://provider.example'])).toBeNull();
    expect(safeRedirect('javascript:alert(1)', page, [])).toBeNull();
    expect(safeRedirect('//evil.example/x', page, [])).toBeNull();
    expect(safeRedirect(undefined, page, [])).toBeNull();
  });
});
