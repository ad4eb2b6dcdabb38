import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import type { AuthResult, SendCodeResult } from '../api/schemas/auth.schema';
import enAU from '../i18n/messages/en-AU.json';
import { codeProblem, proveCode, proveDateOfBirth, sendOverChannels, type UpgradeCalls } from './code-upgrade';

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

describe('sendOverChannels', () => {
  const sent = (channel: 'EMAIL' | 'SMS'): SendCodeResult => ({ sent: true, channel, destination: 'x', resendAfterSeconds: 5 });
  const noAddress = () => new ApiError('http', 'error.server_error_message.422', 422, { message: 'message.otp_channel_unavailable' });

  it('sends by e-mail when the link allows it', async () => {
    const send = vi.fn((method: 'EMAIL' | 'SMS') => Promise.resolve(sent(method)));
    expect((await sendOverChannels(['SMS', 'EMAIL'], send)).channel).toBe('EMAIL');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends a text when the patient has no e-mail address on file', async () => {
    const send = vi.fn((method: 'EMAIL' | 'SMS') => (method === 'EMAIL' ? Promise.reject(noAddress()) : Promise.resolve(sent(method))));
    expect((await sendOverChannels(['EMAIL', 'SMS'], send)).channel).toBe('SMS');
    expect(send.mock.calls.map(([method]) => method)).toEqual(['EMAIL', 'SMS']);
  });

  it('passes any other failure on, and the last channel’s refusal too', async () => {
    const offline = new ApiError('network', 'error.network');
    await expect(sendOverChannels(['EMAIL', 'SMS'], () => Promise.reject(offline))).rejects.toBe(offline);
    const refusal = noAddress();
    await expect(sendOverChannels(['EMAIL'], () => Promise.reject(refusal))).rejects.toBe(refusal);
  });

  it('uses the only channel a shared link allows', async () => {
    const send = vi.fn((method: 'EMAIL' | 'SMS') => Promise.resolve(sent(method)));
    expect((await sendOverChannels(['SMS'], send)).channel).toBe('SMS');
  });
});
