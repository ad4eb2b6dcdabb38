import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import enAU from '../../src/i18n/messages/en-AU.json';
import { createCheckInFlow, disabledReasonKey, requestedStep, type CheckInFlowDeps } from './check-in-flow';
import { IDENTITY_FOUND, IDENTITY_NOBODY, IDENTITY_TWO_BOOKINGS, IDENTITY_TWO_PEOPLE, ITEM } from './fixtures';
import type { Visibility } from './polling';

const FORM = {
  referrer: 11,
  referrerName: '',
  dateOfReferral: '2026-01-02',
  medicareNumber: '2123456701',
  referenceNumber: 'R1',
  gender: 'Female' as const,
  appointmentSlug: ITEM.slug,
};

function deps(overrides: Partial<CheckInFlowDeps> = {}): CheckInFlowDeps {
  return {
    identify: vi.fn(async () => IDENTITY_FOUND),
    matchPatient: vi.fn(async () => IDENTITY_FOUND),
    sendCode: vi.fn(async () => ({ sent: true, channel: 'EMAIL' as const, destination: 's•••@example.com', resendAfterSeconds: 30 })),
    validateCode: vi.fn(async () => ({ success: true, maxAttemptsReached: false, message: '', otpRequired: false, roleTranslations: '' })),
    items: vi.fn(async () => [ITEM]),
    prepare: vi.fn(async () => undefined),
    poll: vi.fn(async () => ({ sent: true, failed: false })),
    kioskMode: false,
    locale: () => 'en-AU',
    has: (key) => key in enAU,
    ...overrides,
  };
}

const lost = () => new ApiError('malformed', 'error.malformed_response');
const offline = () => new ApiError('network', 'error.network');
const serverError = () => new ApiError('http', 'error.server_error_message.500', 500, { message: 'Internal server error' });
const notFound = () => new ApiError('http', 'error.not_found', 404, { message: 'No check-in was prepared', code: 'not_found' });

async function toSuccess(flow: ReturnType<typeof createCheckInFlow>) {
  await flow.submitIdentity({ lastName: 'Olsen', dateOfBirth: '1988-02-19' });
  await flow.sendCode('EMAIL');
  await flow.submitCode('123456');
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('check-in steps', () => {
  it('goes identity → confirm → verify OTP → success → complete, polling preparation then check-in', async () => {
    const d = deps();
    const flow = createCheckInFlow(d);
    expect(flow.step.value).toBe('identity');
    await flow.submitIdentity({ lastName: 'Olsen', dateOfBirth: '1988-02-19' });
    expect(flow.step.value).toBe('confirm');
    await flow.sendCode('SMS');
    expect(d.sendCode).toHaveBeenCalledWith({ type: 'APPOINTMENT', bookingKey: 'CHECKIN-3001', otpMethod: 'SMS', locale: 'en-AU' });
    expect(flow.step.value).toBe('verify-otp');
    await flow.submitCode('123456');
    expect(flow.step.value).toBe('success');
    expect(flow.items.value).toEqual([ITEM]);

    const done = flow.submitForm(ITEM.slug, FORM);
    await vi.advanceTimersByTimeAsync(0);
    expect(flow.progress.value).toBe('preparing');
    await vi.advanceTimersByTimeAsync(500);
    expect(flow.progress.value).toBe('checking-in');
    await vi.advanceTimersByTimeAsync(500);
    await done;
    expect(vi.mocked(d.poll).mock.calls.map((call) => call[1])).toEqual(['preparation_sent', 'check_in_sent']);
    expect(flow.step.value).toBe('complete');
  });

  it('keeps one generic problem for a miss, and sends several booking keys to the error step', async () => {
    const flow = createCheckInFlow(deps({ identify: vi.fn(async () => IDENTITY_NOBODY) }));
    await flow.submitIdentity({ lastName: 'X', dateOfBirth: '1988-02-19' });
    expect(flow.step.value).toBe('identity');
    expect(flow.problem.value).toEqual({ key: 'check_in.identity_not_found' });

    const two = createCheckInFlow(deps({ identify: vi.fn(async () => IDENTITY_TWO_BOOKINGS) }));
    await two.submitIdentity({ lastName: 'Walsh', dateOfBirth: '1966-12-01' });
    expect(two.step.value).toBe('error');
    expect(two.errorScreen.value?.title).toEqual({ key: 'check_in.several_bookings' });
  });

  it('asks two people of one name and birthday for their e-mail or phone (patient match)', async () => {
    const d = deps({ identify: vi.fn(async () => IDENTITY_TWO_PEOPLE), matchPatient: vi.fn(async () => IDENTITY_NOBODY) });
    const flow = createCheckInFlow(d);
    await flow.submitIdentity({ lastName: 'Reid', dateOfBirth: '1970-05-05' });
    expect(flow.needsMatch.value).toBe(true);
    await flow.submitMatch({ email: 'x@example.com', phone: '' });
    expect(d.matchPatient).toHaveBeenCalledWith({ lastName: 'Reid', dateOfBirth: '1970-05-05', email: 'x@example.com', phone: '' }, false);
    expect(flow.problem.value).toEqual({ key: 'message.patient_matching_error' });
    vi.mocked(d.matchPatient).mockRejectedValueOnce(
      new ApiError('http', 'error.request_failed', 422, { message: 'message.patient_matching_error' }),
    );
    await flow.submitMatch({ email: '', phone: '0411' });
    expect(flow.problem.value).toEqual({ key: 'message.patient_matching_error' });
  });

  it('maps reasons: known ones to their text, unknown ones to message.unknown_reason; already checked in to feedback', async () => {
    expect(disabledReasonKey('CHECK_IN_DISABLED')).toBe('check_in.reason_check_in_disabled');
    expect(disabledReasonKey('SOMETHING_NEW')).toBe('message.unknown_reason');
    const flow = createCheckInFlow(deps({ identify: vi.fn(async () => ({ ...IDENTITY_FOUND, disabledReason: 'SOMETHING_NEW' })) }));
    await flow.submitIdentity({ lastName: 'Olsen', dateOfBirth: '1988-02-19' });
    expect(flow.step.value).toBe('error');
    expect(flow.errorScreen.value?.title).toEqual({ key: 'message.unknown_reason' });
    const done = createCheckInFlow(deps({ identify: vi.fn(async () => ({ ...IDENTITY_FOUND, disabledReason: 'ALREADY_CHECKED_IN' })) }));
    await done.submitIdentity({ lastName: 'Fischer', dateOfBirth: '1982-10-05' });
    expect(done.step.value).toBe('feedback');
  });

  it('keeps a wrong code on the code step with the server message', async () => {
    const flow = createCheckInFlow(
      deps({
        validateCode: vi.fn(async () => ({
          success: false,
          maxAttemptsReached: false,
          message: 'message.authentication_otp_error',
          otpRequired: false,
          roleTranslations: '',
        })),
      }),
    );
    await toSuccess(flow);
    expect(flow.step.value).toBe('verify-otp');
    expect(flow.problem.value).toEqual({ key: 'message.authentication_otp_error' });
    await flow.submitCode('12');
    expect(flow.problem.value).toEqual({ key: 'check_in.code_invalid' });
  });

  it('shows check_in_error with its description when the preparation fails, and the late-enable text when refused so', async () => {
    const flow = createCheckInFlow(deps({ poll: vi.fn(async () => ({ sent: false, failed: true })) }));
    await toSuccess(flow);
    const done = flow.submitForm(ITEM.slug, FORM);
    await vi.advanceTimersByTimeAsync(600);
    await done;
    expect(flow.step.value).toBe('error');
    expect(flow.errorScreen.value).toEqual({
      title: { key: 'message.check_in_error' },
      description: { key: 'message.check_in_error_desc' },
    });

    const late = createCheckInFlow(
      deps({
        prepare: vi.fn(async () =>
          Promise.reject(new ApiError('http', 'error.request_failed', 409, { message: 'message.late_enable_digital_check_in_error' })),
        ),
      }),
    );
    await toSuccess(late);
    await late.submitForm(ITEM.slug, FORM);
    expect(late.errorScreen.value?.title).toEqual({ key: 'message.late_enable_digital_check_in_error' });
  });

  it('keeps a form the server refused on screen with its message', async () => {
    const flow = createCheckInFlow(
      deps({
        prepare: vi.fn(async () =>
          Promise.reject(new ApiError('http', 'error.request_failed', 400, { message: 'message.check_in_gender_required' })),
        ),
      }),
    );
    await toSuccess(flow);
    await flow.submitForm(ITEM.slug, FORM);
    expect(flow.step.value).toBe('success');
    expect(flow.problem.value).toEqual({ key: 'message.check_in_gender_required' });
  });

  it('a check-in whose answer was lost keeps the form; asked, the server says it is stored, so it carries on to complete', async () => {
    const poll = vi.fn(async () => ({ sent: true, failed: false }));
    const d = deps({ prepare: vi.fn(() => Promise.reject(lost())), poll });
    const flow = createCheckInFlow(d);
    await toSuccess(flow);
    const done = flow.submitForm(ITEM.slug, FORM);
    await vi.advanceTimersByTimeAsync(2000);
    await done;
    expect(d.prepare).toHaveBeenCalledOnce();
    expect(flow.step.value).toBe('complete');
    expect(flow.problem.value).toBeNull();
  });

  it.each([
    ['offline', offline, 'error.network'],
    ['a 500 with the server’s own words', serverError, 'error.server_error_message.500'],
    ['a 503', () => new ApiError('http', 'error.server_error_message.503', 503, 'Service Unavailable'), 'error.server_error_message.503'],
    [
      'a 429 of the server',
      () => new ApiError('http', 'error.request_failed', 429, { message: 'message.too_many_requests' }),
      'message.too_many_requests',
    ],
  ])(
    'a check-in that failed (%s) and is not stored keeps the form with the message for it; sent again, it goes through',
    async (_name, error, key) => {
      const prepare = vi.fn().mockRejectedValueOnce(error()).mockResolvedValue(undefined);
      const poll = vi.fn().mockRejectedValueOnce(notFound()).mockResolvedValue({ sent: true, failed: false });
      const flow = createCheckInFlow(deps({ prepare, poll }));
      await toSuccess(flow);
      await flow.submitForm(ITEM.slug, FORM);
      expect(flow.step.value).toBe('success');
      expect(flow.progress.value).toBe('idle');
      expect(flow.busy.value).toBe(false);
      expect(flow.problem.value).toEqual({ key });
      const done = flow.submitForm(ITEM.slug, FORM);
      await vi.advanceTimersByTimeAsync(2000);
      await done;
      expect(prepare.mock.calls[1]).toEqual(prepare.mock.calls[0]);
      expect(flow.step.value).toBe('complete');
    },
  );

  it('a form the server refuses field by field (the agreed 400 body) puts each message at its field', async () => {
    const refused = new ApiError('http', 'error.request_failed', 400, {
      message: 'message.check_in_referral_date_future',
      code: 'invalid_request',
      issues: [
        { path: 'dateOfReferral', message: 'message.check_in_referral_date_future' },
        { path: 'referrerName', message: 'check_in.referrer_required' },
      ],
    });
    const flow = createCheckInFlow(deps({ prepare: vi.fn(() => Promise.reject(refused)) }));
    await toSuccess(flow);
    await flow.submitForm(ITEM.slug, FORM);
    expect(flow.step.value).toBe('success');
    expect(flow.problem.value).toBeNull();
    expect(flow.fieldErrors.value).toMatchObject({
      dateOfReferral: 'message.check_in_referral_date_future',
      referrer: 'check_in.referrer_required',
    });
  });

  it('a repeat refused because the first check-in got through carries on with that check-in', async () => {
    const refused = new ApiError('http', 'error.request_failed', 409, { message: 'message.already_checked_in' });
    const flow = createCheckInFlow(deps({ prepare: vi.fn(() => Promise.reject(refused)) }));
    await toSuccess(flow);
    const done = flow.submitForm(ITEM.slug, FORM);
    await vi.advanceTimersByTimeAsync(2000);
    await done;
    expect(flow.step.value).toBe('complete');
  });

  it('never shows a server’s own words: identity, the code request and the code show the status’s message', async () => {
    const identity = createCheckInFlow(deps({ identify: vi.fn(() => Promise.reject(serverError())) }));
    await identity.submitIdentity({ lastName: 'Olsen', dateOfBirth: '1988-02-19' });
    expect(identity.problem.value).toEqual({ key: 'error.server_error_message.500' });
    const send = createCheckInFlow(deps({ sendCode: vi.fn(() => Promise.reject(serverError())) }));
    await send.submitIdentity({ lastName: 'Olsen', dateOfBirth: '1988-02-19' });
    await send.sendCode('EMAIL');
    expect(send.problem.value).toEqual({ key: 'error.server_error_message.500' });
    const code = createCheckInFlow(
      deps({
        validateCode: vi.fn(() => Promise.reject(serverError())),
        current: vi.fn(async () => ({ bookingKey: null, verified: false })),
      }),
    );
    await toSuccess(code);
    expect(code.problem.value).toEqual({ key: 'error.server_error_message.500' });
    const words = createCheckInFlow(
      deps({
        validateCode: vi.fn(async () => ({
          success: false,
          maxAttemptsReached: false,
          message: 'Code wrong, call 1900 000 000',
          otpRequired: false,
          roleTranslations: '',
        })),
      }),
    );
    await toSuccess(words);
    expect(words.problem.value).toEqual({ key: 'message.authentication_otp_error' });
  });

  it('a code whose answer was lost, or that the server calls used: the session is asked, and a signed-in one goes on', async () => {
    const signedIn = vi.fn(async () => ({ bookingKey: 'CHECKIN-3001', verified: true }));
    const lostAnswer = createCheckInFlow(deps({ validateCode: vi.fn(() => Promise.reject(lost())), current: signedIn }));
    await toSuccess(lostAnswer);
    expect(lostAnswer.step.value).toBe('success');
    const used = {
      success: false,
      maxAttemptsReached: false,
      message: 'message.otp_used',
      otpRequired: false,
      roleTranslations: '',
    };
    const usedCode = createCheckInFlow(deps({ validateCode: vi.fn(async () => used), current: signedIn }));
    await toSuccess(usedCode);
    expect(usedCode.step.value).toBe('success');
    const notSignedIn = createCheckInFlow(
      deps({ validateCode: vi.fn(async () => used), current: vi.fn(async () => ({ bookingKey: 'CHECKIN-3001', verified: false })) }),
    );
    await toSuccess(notSignedIn);
    expect(notSignedIn.step.value).toBe('verify-otp');
    expect(notSignedIn.problem.value).toEqual({ key: 'message.otp_used' });
  });

  it('the booking fails to load after the code was accepted: Verify loads it again without spending the code twice', async () => {
    const items = vi.fn().mockRejectedValueOnce(offline()).mockResolvedValue([ITEM]);
    const d = deps({ items });
    const flow = createCheckInFlow(d);
    await toSuccess(flow);
    expect(flow.step.value).toBe('verify-otp');
    expect(flow.problem.value).toEqual({ key: 'error.network' });
    await flow.submitCode('123456');
    expect(flow.step.value).toBe('success');
    expect(d.validateCode).toHaveBeenCalledOnce();
  });

  it('says the connection is the trouble after polls keep failing, and stops saying it when one answers', async () => {
    const poll = vi
      .fn()
      .mockRejectedValueOnce(offline())
      .mockRejectedValueOnce(offline())
      .mockResolvedValueOnce({ sent: false, failed: false })
      .mockResolvedValue({ sent: true, failed: false });
    const flow = createCheckInFlow(deps({ poll }));
    await toSuccess(flow);
    void flow.submitForm(ITEM.slug, FORM);
    await vi.advanceTimersByTimeAsync(500 + 750);
    expect(flow.connectionTrouble.value).toBe(true);
    await vi.advanceTimersByTimeAsync(1125);
    expect(flow.connectionTrouble.value).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(flow.step.value).toBe('complete');
  });

  it('backs off between polls, pauses while the page is hidden, and stops when disposed', async () => {
    let hidden = false;
    const listeners = new Set<() => void>();
    const visibility: Visibility = {
      hidden: () => hidden,
      subscribe: (callback) => {
        listeners.add(callback);
        return () => listeners.delete(callback);
      },
    };
    const poll = vi.fn(async () => ({ sent: false, failed: false }));
    const flow = createCheckInFlow(deps({ poll, visibility }));
    await toSuccess(flow);
    void flow.submitForm(ITEM.slug, FORM);
    await vi.advanceTimersByTimeAsync(500); // first poll after 500 ms
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(749);
    expect(poll).toHaveBeenCalledTimes(1); // the second waits 750 ms
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(2);
    hidden = true;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(poll).toHaveBeenCalledTimes(2); // hidden: no polls
    hidden = false;
    for (const listener of listeners) listener();
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(3);
    flow.dispose();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it('forgets the person on restart (the next kiosk patient starts clean)', async () => {
    const flow = createCheckInFlow(deps({ kioskMode: true }));
    await toSuccess(flow);
    flow.restart();
    expect(flow.step.value).toBe('identity');
    expect(flow.items.value).toEqual([]);
    expect(flow.codeSent.value).toBeNull();
    expect(flow.bookingKey()).toBeNull();
  });

  it('gives each reason the clinic states its own text, and tells the person to see reception', async () => {
    for (const [reason, key] of [
      ['CHECK_IN_DISABLED', 'check_in.reason_check_in_disabled'],
      ['TOO_EARLY', 'check_in.reason_too_early'],
      ['SOMETHING_THE_CLINIC_ADDED', 'message.unknown_reason'],
    ] as const) {
      const flow = createCheckInFlow(deps({ identify: vi.fn(async () => ({ ...IDENTITY_FOUND, disabledReason: reason })) }));
      await flow.submitIdentity({ lastName: 'Lindqvist', dateOfBirth: '1993-11-17' });
      expect(flow.step.value).toBe('error');
      expect(flow.errorScreen.value).toEqual({ title: { key }, description: { key: 'check_in.see_reception' } });
    }
  });

  it('sends a locked-out person (or kiosk) to the error step; a busy server only asks to wait', async () => {
    const locked = createCheckInFlow(
      deps({
        identify: vi.fn(() => Promise.reject(new ApiError('http', 'error.request_failed', 429, { message: 'message.deny_max_attempts' }))),
      }),
    );
    await locked.submitIdentity({ lastName: 'Olsen', dateOfBirth: '1988-02-19' });
    expect(locked.step.value).toBe('error');
    expect(locked.errorScreen.value?.title).toEqual({ key: 'message.deny_max_attempts' });
    const busy = createCheckInFlow(
      deps({
        identify: vi.fn(() => Promise.reject(new ApiError('http', 'error.request_failed', 429, { message: 'message.too_many_requests' }))),
      }),
    );
    await busy.submitIdentity({ lastName: 'Olsen', dateOfBirth: '1988-02-19' });
    expect(busy.step.value).toBe('identity');
    expect(busy.problem.value).toEqual({ key: 'message.too_many_requests' });
  });

  it('at a kiosk starts a visit when a person is found and ends it when they are done; never on a phone', async () => {
    const visit = { start: vi.fn(), end: vi.fn(), active: vi.fn(() => false) };
    const kiosk = createCheckInFlow(deps({ kioskMode: true, kioskVisit: visit }));
    await kiosk.submitIdentity({ lastName: 'Olsen', dateOfBirth: '1988-02-19' });
    expect(visit.start).toHaveBeenCalledTimes(1);
    kiosk.restart();
    expect(visit.end).toHaveBeenCalledTimes(1);
    const nobody = createCheckInFlow(deps({ kioskMode: true, kioskVisit: visit, identify: vi.fn(async () => IDENTITY_NOBODY) }));
    await nobody.submitIdentity({ lastName: 'X', dateOfBirth: '1988-02-19' });
    expect(visit.start).toHaveBeenCalledTimes(1);
    const phone = createCheckInFlow(deps({ kioskVisit: visit }));
    await phone.submitIdentity({ lastName: 'Olsen', dateOfBirth: '1988-02-19' });
    phone.restart();
    expect(visit.start).toHaveBeenCalledTimes(1);
    expect(visit.end).toHaveBeenCalledTimes(1);
  });
});

describe('step deep links', () => {
  const current = (bookingKey: string | null, verified: boolean) => vi.fn(async () => ({ bookingKey, verified }));

  it('reads only the spec’s steps', () => {
    expect(requestedStep('success')).toBe('success');
    expect(requestedStep('verify-otp')).toBe('verify-otp');
    expect(requestedStep('admin')).toBeNull();
    expect(requestedStep(undefined)).toBeNull();
  });

  it('never skips identity: without the session’s booking every step starts there', async () => {
    const d = deps({ current: current(null, false) });
    const flow = createCheckInFlow(d);
    await flow.restore('success');
    expect(flow.step.value).toBe('identity');
    expect(flow.bookingKey()).toBeNull();
    expect(d.items).not.toHaveBeenCalled();
    // Identity and error have nothing to resume: no call at all.
    await createCheckInFlow(d).restore('identity');
    await createCheckInFlow(d).restore('error');
    expect(d.current).toHaveBeenCalledTimes(1);
  });

  it('resumes as far as the session came: confirm before the code, the form after it, complete when done', async () => {
    const before = createCheckInFlow(deps({ current: current('CHECKIN-3001', false) }));
    await before.restore('success');
    expect(before.step.value).toBe('confirm');
    expect(before.bookingKey()).toBe('CHECKIN-3001');
    const after = deps({ current: current('CHECKIN-3001', true) });
    const form = createCheckInFlow(after);
    await form.restore('success');
    expect(after.items).toHaveBeenCalledWith('CHECKIN-3001', expect.any(AbortSignal));
    expect(form.step.value).toBe('success');
    const done = createCheckInFlow(
      deps({ current: current('CHECKIN-3001', true), items: vi.fn(async () => [{ ...ITEM, checkInPreparedSent: true }]) }),
    );
    await done.restore('complete');
    expect(done.step.value).toBe('complete');
    const feedback = createCheckInFlow(deps({ current: current('CHECKIN-3009', false), process: 'feedback' }));
    await feedback.restore('feedback');
    expect(feedback.step.value).toBe('feedback');
  });

  it('at a kiosk resumes only the visit under way (its cookie), so a reload never shows the previous person', async () => {
    const d = deps({
      kioskMode: true,
      current: current('CHECKIN-3001', true),
      kioskVisit: { start: vi.fn(), end: vi.fn(), active: () => false },
    });
    const flow = createCheckInFlow(d);
    await flow.restore('success');
    expect(d.current).not.toHaveBeenCalled();
    expect(flow.step.value).toBe('identity');
    const visiting = createCheckInFlow({ ...d, kioskVisit: { start: vi.fn(), end: vi.fn(), active: () => true } });
    await visiting.restore('success');
    expect(visiting.step.value).toBe('success');
  });

  it('starts at identity when the server cannot say', async () => {
    const flow = createCheckInFlow(deps({ current: vi.fn(() => Promise.reject(new ApiError('network', 'error.network'))) }));
    await flow.restore('success');
    expect(flow.step.value).toBe('identity');
    expect(flow.restoring.value).toBe(false);
  });
});
