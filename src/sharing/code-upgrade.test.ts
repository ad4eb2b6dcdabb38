import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import type { AuthResult, SendCodeResult } from '../api/schemas/auth.schema';
import enAU from '../i18n/messages/en-AU.json';
import { codeProblem, proveCode, proveDateOfBirth, type UpgradeCalls } from './code-upgrade';

const ok = (extra: Partial<AuthResult> = {}): AuthResult => ({
  success: true,
  maxAttemptsReached: false,
  message: '',
  otpRequired: true,
  roleTranslations: '',
  ...extra,
});
const SENT: SendCodeResult = { sent: true, channel: 'EMAIL', destination: 'a•••@example.com', resendAfterSeconds: 5 };

function calls(overrides: Partial<UpgradeCalls> = {}) {
  return {
    authenticate: vi.fn<UpgradeCalls['authenticate']>(async () => ok()),
    sendCode: vi.fn<UpgradeCalls['sendCode']>(async () => SENT),
    validateCode: vi.fn<UpgradeCalls['validateCode']>(async () => ok({ otpRequired: false })),
    has: (key: string) => key in enAU,
    ...overrides,
  };
}

describe('proving the results link from the sharing panel', () => {
  it('the date of birth, then a code on its way, then the code: done', async () => {
    const api = calls();
    expect(await proveDateOfBirth(api, '1985-03-27')).toEqual({ step: 'code', problem: null, sent: SENT });
    expect(api.authenticate).toHaveBeenCalledWith('1985-03-27');
    expect(await proveCode(api, '123 456', SENT)).toEqual({ step: 'done' });
    expect(api.validateCode).toHaveBeenCalledWith('123456');
  });

  it('a refused date of birth stays at the date with the server’s key, or the generic one for its own words', async () => {
    const refused = calls({ authenticate: vi.fn(async () => ok({ success: false, message: 'message.authentication_failed' })) });
    expect(await proveDateOfBirth(refused, '1985-03-28')).toEqual({ step: 'dob', problem: 'message.authentication_failed' });
    const words = calls({ authenticate: vi.fn(async () => ok({ success: false, message: 'Call 1900 123 456' })) });
    expect(await proveDateOfBirth(words, '1985-03-28')).toEqual({ step: 'dob', problem: 'message.authentication_failed' });
    const locked = calls({ authenticate: vi.fn(async () => ok({ success: false, maxAttemptsReached: true })) });
    expect(await proveDateOfBirth(locked, '1985-03-28')).toEqual({ step: 'dob', problem: 'message.deny_max_attempts' });
    expect(refused.sendCode).not.toHaveBeenCalled();
  });

  it('a code that could not be sent keeps the date of birth and offers the code step with the reason', async () => {
    const api = calls({ sendCode: vi.fn(() => Promise.reject(new ApiError('network', 'error.network'))) });
    expect(await proveDateOfBirth(api, '1985-03-27')).toEqual({ step: 'code', problem: 'error.network', sent: null });
  });

  it('a short or wrong code stays at the code with its message; nothing short is sent', async () => {
    const api = calls({ validateCode: vi.fn(async () => ok({ success: false, message: 'message.otp_expired' })) });
    expect(await proveCode(api, '12345', SENT)).toEqual({ step: 'code', problem: 'message.otp_length', sent: SENT });
    expect(api.validateCode).not.toHaveBeenCalled();
    expect(await proveCode(api, '123456', SENT)).toEqual({ step: 'code', problem: 'message.otp_expired', sent: SENT });
    expect(codeProblem('')).toBe('message.otp_required');
    expect(codeProblem('12a456')).toBe('message.otp_digits_only');
  });
});
