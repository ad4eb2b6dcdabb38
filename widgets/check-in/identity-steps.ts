/**
 * Who the person is (docs/rules.md#check-in-identity): identity (and the patient match when
 * several people share the name and birthday), confirm, the code sent and verified, and a `step`
 * deep link resumed only as far as the session has come. What identity finds decides the next
 * step: confirm, feedback, or the error screen with the reason.
 */
import { batch, signal } from '@preact/signals-core';
import { ApiError, knownKey, outcomeUnknown } from '../../src/api/errors';
import type { AuthResult, OtpMethod, SendCodeResult } from '../../src/api/schemas/auth.schema';
import { KNOWN_DISABLED_REASONS, type CheckInIdentity, type CheckInIdentityRequest } from '../../src/api/schemas/check-in.schema';
import { OTP_CODE_LENGTH } from '../../src/constants';
import type { CheckInFlowDeps, CheckInStep } from './check-in-flow';
import type { FlowState } from './flow-state';

/** Known reasons have their own text; any other is message.unknown_reason (docs/rules.md#check-in-window). */
export function disabledReasonKey(reason: string): string {
  if ((KNOWN_DISABLED_REASONS as readonly string[]).includes(reason)) return `check_in.reason_${reason.toLowerCase()}`;
  return 'message.unknown_reason';
}

export type IdentitySteps = ReturnType<typeof createIdentitySteps>;

export function createIdentitySteps(deps: CheckInFlowDeps, flow: FlowState, loadItems: (bookingKey: string) => Promise<void>) {
  const { step, busy, problem, session, go, fail } = flow;
  /** Several people share the name and birthday: the patient match form is shown. */
  const needsMatch = signal(false);
  const codeSent = signal<SendCodeResult | null>(null);
  const feedbackAnswered = signal(false);
  /** The feedback step is shown because the person is already checked in (not because they came for it). */
  const alreadyCheckedIn = signal(false);
  /** A `step` deep link is being checked with the server; the identity form waits. */
  const restoring = signal(false);

  function afterIdentity(identity: CheckInIdentity): void {
    const keys = identity.appointmentBookingKeys;
    // One message for every miss: it never tells which half was wrong.
    if (keys.length === 0) return flow.stop({ key: needsMatch.value ? 'message.patient_matching_error' : 'check_in.identity_not_found' });
    if (!identity.samePatient) {
      batch(() => {
        flow.stop(null);
        needsMatch.value = true;
      });
      return;
    }
    // More than one booking key leads to the error step (docs/rules.md#check-in-identity).
    if (keys.length > 1) return fail({ key: 'check_in.several_bookings' }, { key: 'check_in.see_reception' });
    session.bookingKey = keys[0]!;
    // A person found at the kiosk: their visit starts (a new id, whoever was here before).
    if (deps.kioskMode) deps.kioskVisit?.start();
    feedbackAnswered.value = identity.feedbackQuestionnaireAnswered;
    needsMatch.value = false;
    const reason = identity.disabledReason;
    alreadyCheckedIn.value = reason === 'ALREADY_CHECKED_IN';
    if (reason === 'ALREADY_CHECKED_IN' || (deps.process === 'feedback' && reason === null)) return go('feedback');
    if (reason) return fail({ key: disabledReasonKey(reason) }, { key: 'check_in.see_reception' });
    go('confirm');
  }

  async function submitIdentity(form: CheckInIdentityRequest): Promise<void> {
    if (busy.value) return;
    session.person = form;
    flow.start();
    try {
      afterIdentity(await deps.identify(form, deps.kioskMode));
    } catch (error) {
      // Locked out (this name, or this device after too many guesses): nothing more to try here.
      if (error instanceof ApiError && error.status === 429 && error.serverMessage === 'message.deny_max_attempts')
        return fail({ key: 'message.deny_max_attempts' }, { key: 'check_in.see_reception' });
      flow.stop(flow.problemOf(error));
    }
  }

  async function submitMatch(contact: { email: string; phone: string }): Promise<void> {
    if (busy.value || !session.person) return;
    flow.start();
    try {
      afterIdentity(await deps.matchPatient({ ...session.person, ...contact }, deps.kioskMode));
    } catch (error) {
      flow.stop(flow.problemOf(error, 'message.patient_matching_error'));
    }
  }

  async function sendCode(otpMethod: OtpMethod): Promise<void> {
    const bookingKey = session.bookingKey;
    if (busy.value || !bookingKey) return;
    flow.start();
    try {
      codeSent.value = await deps.sendCode({ type: 'APPOINTMENT', bookingKey, otpMethod, locale: deps.locale() });
      go('verify-otp');
    } catch (error) {
      flow.stop(flow.problemOf(error));
    }
  }

  /**
   * The code's answer was lost, or the server says the code was used: the session may already be
   * signed in with it (the answer carried the new session cookie). Asked before the person is told
   * to get another code; true when it is and the booking has loaded.
   */
  async function signedInAlready(key: string): Promise<boolean> {
    if (!deps.current) return false;
    try {
      const found = await deps.current(session.work.signal);
      if (!found.verified || found.bookingKey !== key) return false;
    } catch {
      return false;
    }
    session.verified = true;
    await loadItems(key);
    return true;
  }

  /** The code checked with the server: 'verified', or 'done' when this answer already settled the step. */
  async function verify(key: string, code: string): Promise<'verified' | 'done'> {
    let result: AuthResult;
    try {
      result = await deps.validateCode({ type: 'APPOINTMENT', bookingKey: key, code, locale: deps.locale() });
    } catch (error) {
      if (outcomeUnknown(error) && (await signedInAlready(key))) return 'done';
      throw error;
    }
    if (result.success) return 'verified';
    if (result.maxAttemptsReached) {
      fail({ key: 'message.deny_max_attempts' }, { key: 'check_in.see_reception' });
      return 'done';
    }
    if (result.message === 'message.otp_used' && (await signedInAlready(key))) return 'done';
    flow.stop({ key: knownKey(result.message, deps.has) ?? 'message.authentication_otp_error' });
    return 'done';
  }

  async function submitCode(code: string): Promise<void> {
    const key = session.bookingKey;
    if (busy.value || !key) return;
    if (!session.verified && !new RegExp(`^\\d{${OTP_CODE_LENGTH}}$`).test(code)) {
      problem.value = { key: 'check_in.code_invalid' };
      return;
    }
    flow.start();
    try {
      if (!session.verified) {
        if ((await verify(key, code)) === 'done') return;
        session.verified = true;
      }
      await loadItems(key);
    } catch (error) {
      // With the code accepted, "Verify" now only loads the booking again (the code is spent).
      flow.stop(flow.problemOf(error, session.verified ? 'check_in.load_failed' : undefined));
    }
  }

  /**
   * The `step` query parameter (widgets/check-in/README.md): resume as far as the session has come, never further,
   * and never past identity. Without identity's grant this is the identity step; with it, confirm
   * (or feedback); with the code given, the form (or complete). At a kiosk only the current visit
   * resumes (its cookie), so a reload never shows the previous person's booking.
   */
  async function restore(requested: CheckInStep | null): Promise<void> {
    if (!requested || requested === 'identity' || requested === 'error' || !deps.current) return;
    if (deps.kioskMode && !deps.kioskVisit?.active()) return;
    const signal = session.work.signal;
    restoring.value = true;
    try {
      const found = await deps.current(signal);
      if (signal.aborted || !found.bookingKey || step.value !== 'identity') return;
      session.bookingKey = found.bookingKey;
      if (deps.process === 'feedback' || requested === 'feedback') return go('feedback');
      if (!found.verified) return go('confirm');
      session.verified = true;
      await loadItems(found.bookingKey);
    } catch {
      // Nothing to resume: the person starts at identity, as without a deep link.
      if (!signal.aborted) session.bookingKey = null;
    } finally {
      restoring.value = false;
    }
  }

  return {
    needsMatch,
    codeSent,
    feedbackAnswered,
    alreadyCheckedIn,
    restoring,
    restore,
    submitIdentity,
    submitMatch,
    sendCode,
    submitCode,
    /** Back from confirm (and the code step) to identity; the booking found is forgotten. */
    back(): void {
      if (step.value === 'verify-otp') return go('confirm');
      session.bookingKey = null;
      session.verified = false;
      codeSent.value = null;
      go('identity');
    },
    /** The next person is asked who they are from the start (call inside a batch). */
    forget(): void {
      needsMatch.value = false;
      codeSent.value = null;
      feedbackAnswered.value = false;
      alreadyCheckedIn.value = false;
    },
  };
}
