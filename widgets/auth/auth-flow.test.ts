import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import type { LinkRequirementsQuery } from '../../src/api/auth.api';
import type { AuthResult, LinkRequirements, SendCodeResult } from '../../src/api/schemas/auth.schema';
import enAU from '../../src/i18n/messages/en-AU.json';
import { createAuthModel } from '../../src/store';
import { createAuthFlow, type AuthFlowDeps } from './auth-flow';
import { parseAuthRequest, type AuthQuery } from './auth-request';

const ok = (extra: Partial<AuthResult> = {}): AuthResult => ({
  success: true,
  maxAttemptsReached: false,
  message: '',
  otpRequired: false,
  roleTranslations: '',
  ...extra,
});
const failed = (extra: Partial<AuthResult> = {}): AuthResult => ({ ...ok(), success: false, ...extra });
const SENT: SendCodeResult = { sent: true, channel: 'EMAIL', destination: 's•••@example.com', resendAfterSeconds: 5 };

/** The reference server's rule (demo/server/features/auth/service.ts), so the flow is tested against its answers. */
function serverRule(link: LinkRequirementsQuery): LinkRequirements {
  const code = !link.isBookingRequest && (link.shared === true || link.type === 'APPOINTMENT_RESULTS' || link.type === 'PATIENT_PORTAL');
  return { dateOfBirth: true, code, channels: !code ? [] : link.shared ? ['EMAIL'] : ['EMAIL', 'SMS'] };
}

function setup(query: AuthQuery, overrides: Partial<AuthFlowDeps> = {}) {
  const parsed = parseAuthRequest({ returnUrl: '/appointments/K1', type: 'APPOINTMENT', bookingKey: 'K1', ...query }, 'https://x.example');
  if (!parsed.complete) throw new Error('incomplete');
  const auth = createAuthModel();
  const deps = {
    request: parsed.request,
    requirements: vi.fn<AuthFlowDeps['requirements']>(async (link) => serverRule(link)),
    captcha: null,
    authenticate: vi.fn<AuthFlowDeps['authenticate']>(async () => ok()),
    sendCode: vi.fn<AuthFlowDeps['sendCode']>(async () => SENT),
    validateCode: vi.fn<AuthFlowDeps['validateCode']>(async () => ok()),
    authenticated: vi.fn(async () => ({
      authenticated: true,
      access: [{ type: parsed.request.type, bookingKey: 'K1', slug: parsed.request.slug ?? 'share-1' }],
      roleTranslations: '',
    })),
    auth,
    mergeRoleTranslations: vi.fn(async () => undefined),
    navigate: vi.fn(),
    cookiesEnabled: () => true,
    locale: () => 'en-AU',
    has: (key: string) => key in enAU,
    currentPath: () => '/authentication',
    // The stubs keep their mock types; an override is a mock too.
    ...(overrides as object),
  };
  return { flow: createAuthFlow(deps), deps, auth };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('start', () => {
  it('opens the date-of-birth dialog without an error when the link has no date', async () => {
    const { flow, deps } = setup({});
    await flow.start();
    expect(flow.phase.value).toBe('dob');
    expect(flow.dobProblem.value).toBeNull();
    expect(deps.authenticate).not.toHaveBeenCalled();
  });

  it('submits a date of birth from the link at once, with an empty contact number and populatedDoB', async () => {
    const { flow, deps } = setup({ dateOfBirth: '1985-03-27' });
    await flow.start();
    expect(deps.authenticate).toHaveBeenCalledWith(
      expect.objectContaining({ dateOfBirth: '1985-03-27', contactNumber: '', populatedDoB: true }),
    );
  });

  it('solves the captcha first; a failure offers a retry', async () => {
    const verify = vi.fn(async () => false);
    const { flow, auth } = setup(
      {},
      { captcha: { challenge: vi.fn(async () => ({}) as never), solve: vi.fn(async () => 'id.1'), verify } },
    );
    await flow.start();
    expect(flow.phase.value).toBe('prepare-failed');
    verify.mockResolvedValue(true);
    await flow.retryPrepare();
    expect(auth.verifiedCaptcha.value).toBe(true);
    expect(flow.phase.value).toBe('dob');
  });
});

describe('requirements (the server decides what the link needs)', () => {
  it('asks the server about the link first, naming it only (no date of birth), then opens the dialog', async () => {
    const { flow, deps } = setup({ type: 'APPOINTMENT_RESULTS', returnUrl: '/appointments/K1/result', dateOfBirth: '1985-03-27' });
    const started = flow.start();
    expect(flow.phase.value).toBe('requirements');
    await started;
    expect(deps.requirements).toHaveBeenCalledWith({
      type: 'APPOINTMENT_RESULTS',
      bookingKey: 'K1',
      slug: undefined,
      shared: false,
      isBookingRequest: false,
    });
    expect(flow.codeStep()).toEqual({ code: true, channel: 'EMAIL' });
  });

  it('a failed answer offers a retry and asks nothing of the person; the retry carries on', async () => {
    const requirements = vi.fn<AuthFlowDeps['requirements']>(() => Promise.reject(new ApiError('network', 'error.network')));
    const { flow, deps } = setup({}, { requirements });
    await flow.start();
    expect(flow.phase.value).toBe('requirements-failed');
    expect(flow.requirementsProblem.value?.key).toBe('error.network');
    expect(deps.authenticate).not.toHaveBeenCalled();
    requirements.mockResolvedValue({ dateOfBirth: true, code: false, channels: [] });
    await flow.retryRequirements();
    expect(flow.phase.value).toBe('dob');
    expect(flow.requirementsProblem.value).toBeNull();
  });

  it('a results link goes on to the code when the server said so, even if the sign-in answer is silent about it', async () => {
    const { flow, deps } = setup({ type: 'APPOINTMENT_RESULTS', returnUrl: '/appointments/K1/result' });
    await flow.start();
    await flow.submitDateOfBirth('1985-03-27', '');
    expect(deps.sendCode).toHaveBeenCalledWith(expect.objectContaining({ type: 'APPOINTMENT_RESULTS', otpMethod: 'EMAIL' }));
    expect(flow.phase.value).toBe('code');
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('a share whose contact has a phone sends the code by SMS though the link does not say so', async () => {
    const requirements = vi.fn<AuthFlowDeps['requirements']>(async () => ({ dateOfBirth: true, code: true, channels: ['SMS'] }));
    const { flow, deps } = setup({ type: 'APPOINTMENT_RESULTS', slug: 'share-1', shared: 'true', bookingKey: '' }, { requirements });
    await flow.start();
    expect(flow.codeStep()).toEqual({ code: true, channel: 'SMS' });
    await flow.submitDateOfBirth('1985-03-27', '');
    expect(deps.sendCode).toHaveBeenCalledWith(expect.objectContaining({ slug: 'share-1', otpMethod: 'SMS' }));
  });

  it('a patient-portal link with its date of birth asks no code when the server needs none', async () => {
    const requirements = vi.fn<AuthFlowDeps['requirements']>(async () => ({ dateOfBirth: true, code: false, channels: [] }));
    const { flow, deps } = setup(
      { type: 'PATIENT_PORTAL', returnUrl: '/appointments/K1/result/patient', dateOfBirth: '1985-03-27' },
      { requirements },
    );
    await flow.start();
    expect(deps.sendCode).not.toHaveBeenCalled();
    expect(deps.navigate).toHaveBeenCalledWith('/appointments/K1/result/patient');
  });
});

describe('date of birth', () => {
  it('success marks authenticated, merges role translations and navigates to the return URL', async () => {
    const { flow, deps, auth } = setup({}, { authenticate: vi.fn(async () => ok({ roleTranslations: '{"a":"b"}' })) });
    await flow.start();
    await flow.submitDateOfBirth('1985-03-27', '');
    expect(auth.isAuthenticated.value).toBe(true);
    expect(deps.mergeRoleTranslations).toHaveBeenCalledWith('{"a":"b"}');
    expect(deps.navigate).toHaveBeenCalledWith('/appointments/K1');
    expect(flow.phase.value).toBe('done');
  });

  it('failure reopens the dialog with the server message; a server’s own words are never shown', async () => {
    const { flow, deps } = setup({}, { authenticate: vi.fn(async () => failed({ message: 'message.authentication_failed' })) });
    await flow.start();
    await flow.submitDateOfBirth('1985-03-28', '');
    expect(flow.phase.value).toBe('dob');
    expect(flow.dobProblem.value).toEqual({ key: 'message.authentication_failed' });
    deps.authenticate.mockResolvedValue(failed({ message: 'Call us on 1900 000 000' }));
    await flow.start();
    await flow.submitDateOfBirth('1985-03-28', '');
    expect(flow.dobProblem.value).toEqual({ key: 'message.authentication_failed' });
    deps.authenticate.mockRejectedValue(new ApiError('http', 'error.server_error_message.500', 500, { message: 'Internal server error' }));
    await flow.start();
    await flow.submitDateOfBirth('1985-03-28', '');
    expect(flow.dobProblem.value).toEqual({ key: 'error.server_error_message.500' });
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('with cookies disabled, a failure says so (message.authentication_cookies_error)', async () => {
    const { flow } = setup({}, { authenticate: vi.fn(async () => failed()), cookiesEnabled: () => false });
    await flow.start();
    await flow.submitDateOfBirth('1985-03-27', '');
    expect(flow.dobProblem.value).toEqual({ key: 'message.authentication_cookies_error' });
  });

  it('a session cookie the browser did not keep reads as cookies disabled, not as success', async () => {
    const { flow, deps, auth } = setup(
      {},
      { authenticated: vi.fn(async () => ({ authenticated: false, access: [], roleTranslations: '' })) },
    );
    await flow.start();
    await flow.submitDateOfBirth('1985-03-27', '');
    expect(flow.dobProblem.value).toEqual({ key: 'message.authentication_cookies_error' });
    expect(auth.isAuthenticated.value).toBe(false);
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('max attempts goes to the deny page', async () => {
    const { flow, deps } = setup(
      { shared: 'true', type: 'APPOINTMENT_RESULTS' },
      { authenticate: vi.fn(async () => failed({ maxAttemptsReached: true })) },
    );
    await flow.start();
    await flow.submitDateOfBirth('1985-03-27', '');
    expect(deps.navigate).toHaveBeenCalledWith('/deny?maxAttempts=true&message=max_attempts_reached_shared');
  });

  it('a network failure keeps the dialog with the request error, and a double submit sends once', async () => {
    let settle: (value: AuthResult) => void = () => undefined;
    const { flow, deps } = setup({}, { authenticate: vi.fn(() => new Promise<AuthResult>((resolve) => (settle = resolve))) });
    const first = flow.submitDateOfBirth('1985-03-27', '');
    void flow.submitDateOfBirth('1985-03-27', '');
    expect(deps.authenticate).toHaveBeenCalledTimes(1);
    settle(failed());
    await first;
    deps.authenticate.mockRejectedValue(new ApiError('network', 'error.network'));
    await flow.start();
    await flow.submitDateOfBirth('1985-03-27', '');
    expect(flow.dobProblem.value).toEqual({ key: 'error.network' });
  });
});

describe('one-time code', () => {
  const shared = { type: 'APPOINTMENT_RESULTS', slug: 'share-1', shared: 'true', bookingKey: '' };

  it('after the date of birth, sends a code and counts the resend wait down each second', async () => {
    const { flow, deps, auth } = setup(shared);
    await flow.start();
    await flow.submitDateOfBirth('1985-03-27', '');
    expect(deps.sendCode).toHaveBeenCalledWith(expect.objectContaining({ slug: 'share-1', otpMethod: 'EMAIL' }));
    expect(auth.otpSent.value).toBe(true);
    expect(flow.phase.value).toBe('code');
    expect(flow.resendIn.value).toBe(5);
    vi.advanceTimersByTime(1000);
    expect(flow.resendIn.value).toBe(4);
    await flow.resendCode(); // disabled while counting
    expect(deps.sendCode).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(4000);
    expect(flow.resendIn.value).toBe(0);
    await flow.resendCode();
    expect(deps.sendCode).toHaveBeenCalledTimes(2);
    expect(flow.resent.value).toBe(true);
    expect(flow.resendIn.value).toBe(5);
  });

  it('a wrong code shows the server message, or message.authentication_otp_error', async () => {
    const { flow, deps } = setup(shared, { validateCode: vi.fn(async () => failed({ message: 'message.otp_expired' })) });
    await flow.start();
    await flow.submitDateOfBirth('1985-03-27', '');
    await flow.submitCode('123456');
    expect(flow.codeProblem.value).toEqual({ key: 'message.otp_expired' });
    deps.validateCode.mockResolvedValue(failed());
    await flow.submitCode('123456');
    expect(flow.codeProblem.value).toEqual({ key: 'message.authentication_otp_error' });
    expect(flow.phase.value).toBe('code');
  });

  it('a wrong code after a resend clears "a new code is on its way"', async () => {
    const { flow } = setup(shared, { validateCode: vi.fn(async () => failed()) });
    await flow.start();
    await flow.submitDateOfBirth('1985-03-27', '');
    vi.advanceTimersByTime(5000);
    await flow.resendCode();
    expect(flow.resent.value).toBe(true);
    await flow.submitCode('123456');
    expect(flow.codeProblem.value).toEqual({ key: 'message.authentication_otp_error' });
    expect(flow.resent.value).toBe(false);
  });

  it('the right code (pasted with a space) signs in and returns', async () => {
    const { flow, deps } = setup(shared);
    await flow.start();
    await flow.submitDateOfBirth('1985-03-27', '');
    await flow.submitCode('123 456');
    expect(deps.validateCode).toHaveBeenCalledWith(expect.objectContaining({ code: '123456', slug: 'share-1' }));
    expect(deps.navigate).toHaveBeenCalledWith('/appointments/K1');
  });

  it('max attempts on the code goes to the deny page with the results message', async () => {
    const { flow, deps } = setup(
      { returnUrl: '/appointments/K1/result/patient', type: 'PATIENT_PORTAL', dateOfBirth: '1985-03-27' },
      { validateCode: vi.fn(async () => failed({ maxAttemptsReached: true })) },
    );
    await flow.start();
    await flow.submitCode('000000');
    expect(deps.navigate).toHaveBeenCalledWith('/deny?maxAttempts=true&message=max_attempts_reached_results');
  });

  it('a code whose answer was lost, or that the server calls used, asks the session; signed in, it returns', async () => {
    const lost = setup(shared, { validateCode: vi.fn(() => Promise.reject(new ApiError('malformed', 'error.malformed_response'))) });
    await lost.flow.start();
    await lost.flow.submitDateOfBirth('1985-03-27', '');
    await lost.flow.submitCode('123456');
    expect(lost.deps.navigate).toHaveBeenCalledWith('/appointments/K1');
    expect(lost.auth.isAuthenticated.value).toBe(true);

    const used = setup(shared, { validateCode: vi.fn(async () => failed({ message: 'message.otp_used' })) });
    await used.flow.start();
    await used.flow.submitDateOfBirth('1985-03-27', '');
    await used.flow.submitCode('123456');
    expect(used.deps.navigate).toHaveBeenCalledWith('/appointments/K1');

    const signedOut = setup(shared, {
      validateCode: vi.fn(() => Promise.reject(new ApiError('http', 'error.server_error_message.500', 500, 'Internal server error'))),
      authenticated: vi.fn(async () => ({ authenticated: false, access: [], roleTranslations: '' })),
    });
    await signedOut.flow.start();
    await signedOut.flow.submitDateOfBirth('1985-03-27', '');
    await signedOut.flow.submitCode('123456');
    expect(signedOut.deps.navigate).not.toHaveBeenCalled();
    expect(signedOut.flow.phase.value).toBe('code');
    expect(signedOut.flow.codeProblem.value).toEqual({ key: 'error.server_error_message.500' });
  });

  it('a 429 on resend counts down the seconds the server asks for', async () => {
    const { flow, deps } = setup(shared);
    await flow.start();
    await flow.submitDateOfBirth('1985-03-27', '');
    vi.advanceTimersByTime(5000);
    deps.sendCode.mockRejectedValue(
      new ApiError('http', 'error.request_failed', 429, { message: 'message.otp_resend_wait', retryAfterSeconds: 3 }),
    );
    await flow.resendCode();
    expect(flow.codeProblem.value).toEqual({ key: 'message.otp_resend_wait' });
    expect(flow.resendIn.value).toBe(3);
  });
});

describe('hardening', () => {
  it('a captcha answer from the server even after solving it again means the cookie was dropped', async () => {
    const captcha = { challenge: vi.fn(async () => ({}) as never), solve: vi.fn(async () => 'id.1'), verify: vi.fn(async () => true) };
    const { flow, deps } = setup({}, { captcha, authenticate: vi.fn(async () => failed({ message: 'message.captcha_required' })) });
    await flow.start();
    await flow.submitDateOfBirth('1985-03-27', '');
    expect(captcha.verify).toHaveBeenCalledTimes(2);
    expect(deps.authenticate).toHaveBeenCalledTimes(2);
    expect(flow.dobProblem.value).toEqual({ key: 'message.authentication_cookies_error' });
  });

  it('a session that lost its captcha (an earlier answer lost with its cookie) solves it again and signs in', async () => {
    const captcha = { challenge: vi.fn(async () => ({}) as never), solve: vi.fn(async () => 'id.1'), verify: vi.fn(async () => true) };
    const authenticate = vi
      .fn()
      .mockResolvedValueOnce(failed({ message: 'message.captcha_required' }))
      .mockResolvedValue(ok());
    const { flow, deps } = setup({}, { captcha, authenticate });
    await flow.start();
    await flow.submitDateOfBirth('1985-03-27', '');
    expect(flow.dobProblem.value).toBeNull();
    expect(deps.navigate).toHaveBeenCalledWith('/appointments/K1');
  });

  it('two quick clicks on "send a new code" send one', async () => {
    const { flow, deps } = setup({ type: 'APPOINTMENT_RESULTS', slug: 'share-1', shared: 'true', bookingKey: '' });
    await flow.start();
    await flow.submitDateOfBirth('1985-03-27', '');
    vi.advanceTimersByTime(5000);
    await Promise.all([flow.resendCode(), flow.resendCode()]);
    expect(deps.sendCode).toHaveBeenCalledTimes(2); // the first code, and one resend
  });

  it('role translations that fail to load do not stop the sign-in', async () => {
    const { flow, deps } = setup({}, { mergeRoleTranslations: vi.fn(async () => Promise.reject(new Error('parser chunk failed'))) });
    await flow.start();
    await flow.submitDateOfBirth('1985-03-27', '');
    expect(deps.navigate).toHaveBeenCalledWith('/appointments/K1');
  });

  it('an answer that arrives after the element is gone moves nothing', async () => {
    let settle: (value: AuthResult) => void = () => undefined;
    const { flow, deps } = setup({}, { authenticate: vi.fn(() => new Promise<AuthResult>((resolve) => (settle = resolve))) });
    const pending = flow.submitDateOfBirth('1985-03-27', '');
    flow.dispose();
    settle(ok());
    await pending;
    expect(deps.navigate).not.toHaveBeenCalled();
  });
});
