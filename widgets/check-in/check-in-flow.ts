/**
 * The check-in steps of one rad-check-in element (document 001 §2 "Check-in steps", §4 "Check-in"):
 * identity → confirm (or feedback) → verify OTP → success (the check-in form, then prepare and
 * poll) → complete, and error. Signals and actions only, no DOM: every transition is unit-tested
 * with stubbed calls and fake timers. What the person typed lives only in this closure and is
 * forgotten on `restart` (a kiosk's next patient) and `dispose`.
 */
import { batch, signal } from '@preact/signals-core';
import { ApiError, knownKey, outcomeUnknown, problemKey } from '../../src/api/errors';
import { fieldProblems } from '../../src/api/field-problems';
import type { AuthResult, OtpMethod, SendCodeResult } from '../../src/api/schemas/auth.schema';
import {
  KNOWN_DISABLED_REASONS,
  type CheckInFormInput,
  type CheckInIdentity,
  type CheckInIdentityRequest,
  type CheckInItem,
  type CurrentCheckIn,
  type PatientMatchRequest,
  type PollResult,
} from '../../src/api/schemas/check-in.schema';
import { OTP_CODE_LENGTH } from '../../src/constants';
import { pollUntilDone, type Visibility } from './polling';

export const CHECK_IN_STEPS = ['identity', 'confirm', 'feedback', 'verify-otp', 'success', 'complete', 'error'] as const;
export type CheckInStep = (typeof CHECK_IN_STEPS)[number];

/** Where the check-in form stands once sent: the live region announces each change. */
export type Progress = 'idle' | 'sending-form' | 'preparing' | 'checking-in';

/** A key to translate: the server's when the dictionary has it, never the server's own words. */
export type Problem = import('../../src/api/problem').Problem;

export interface ErrorScreen {
  title: Problem;
  description: Problem | null;
}

export interface CheckInFlowDeps {
  identify(body: CheckInIdentityRequest, kioskMode: boolean): Promise<CheckInIdentity>;
  matchPatient(body: PatientMatchRequest, kioskMode: boolean): Promise<CheckInIdentity>;
  sendCode(body: { type: 'APPOINTMENT'; bookingKey: string; otpMethod: OtpMethod; locale: string }): Promise<SendCodeResult>;
  validateCode(body: { type: 'APPOINTMENT'; bookingKey: string; code: string; locale: string }): Promise<AuthResult>;
  items(bookingKey: string, signal: AbortSignal): Promise<CheckInItem[]>;
  prepare(slug: string, form: CheckInFormInput): Promise<void>;
  poll(slug: string, step: 'preparation_sent' | 'check_in_sent', signal: AbortSignal): Promise<PollResult>;
  /** The check-in this session is in (a `step` deep link resumes it); absent: deep links start at identity. */
  current?(signal: AbortSignal): Promise<CurrentCheckIn>;
  kioskMode: boolean;
  /**
   * The kiosk's visit cookie (patientKioskIdentity): started when identity finds a person at the
   * kiosk, ended when they are done; a deep link at a kiosk resumes only while it exists.
   */
  kioskVisit?: { start(): void; end(): void; active(): boolean };
  /** `feedback`: the person came to give feedback, not to check in. */
  process?: string | undefined;
  locale(): string;
  /** Whether the dictionary has a key: only those the server sends are shown. */
  has(key: string): boolean;
  visibility?: Visibility;
  pollGiveUpMs?: number;
}

/** Document 001 §8: known reasons have their own text; any other is message.unknown_reason. */
export function disabledReasonKey(reason: string): string {
  if ((KNOWN_DISABLED_REASONS as readonly string[]).includes(reason)) return `check_in.reason_${reason.toLowerCase()}`;
  return 'message.unknown_reason';
}

/** The steps a `step` deep link may ask for: each resumes only as far as the session has come. */
export function requestedStep(value: string | undefined): CheckInStep | null {
  return (CHECK_IN_STEPS as readonly string[]).includes(value ?? '') ? (value as CheckInStep) : null;
}

export type CheckInFlow = ReturnType<typeof createCheckInFlow>;

export function createCheckInFlow(deps: CheckInFlowDeps) {
  const step = signal<CheckInStep>('identity');
  const busy = signal(false);
  const problem = signal<Problem | null>(null);
  /** Several people share the name and birthday: the patient match form is shown. */
  const needsMatch = signal(false);
  const codeSent = signal<SendCodeResult | null>(null);
  const items = signal<CheckInItem[]>([]);
  const progress = signal<Progress>('idle');
  const errorScreen = signal<ErrorScreen | null>(null);
  const feedbackAnswered = signal(false);
  /** The feedback step is shown because the person is already checked in (not because they came for it). */
  const alreadyCheckedIn = signal(false);
  /** A `step` deep link is being checked with the server; the identity form waits. */
  const restoring = signal(false);
  /** Polls keep failing (the connection, most likely): the patient is told it keeps trying. */
  const connectionTrouble = signal(false);
  /** The server refused the check-in form field by field (the agreed 400 issues): each field's key. */
  const fieldErrors = signal<Record<string, string>>({});

  let person: CheckInIdentityRequest | null = null;
  let bookingKey: string | null = null;
  /** The code was accepted: a retry loads the booking again instead of spending the code twice. */
  let verified = false;
  let work = new AbortController();

  const problemOf = (error: unknown, fallback?: string): Problem => ({ key: problemKey(error, deps.has, fallback) });

  function go(next: CheckInStep): void {
    batch(() => {
      problem.value = null;
      busy.value = false;
      step.value = next;
    });
  }

  function fail(title: Problem, description: Problem | null = null): void {
    errorScreen.value = { title, description };
    progress.value = 'idle';
    go('error');
  }

  function afterIdentity(identity: CheckInIdentity): void {
    const keys = identity.appointmentBookingKeys;
    if (keys.length === 0) {
      // One message for every miss: it never tells which half was wrong.
      batch(() => {
        busy.value = false;
        problem.value = { key: needsMatch.value ? 'message.patient_matching_error' : 'check_in.identity_not_found' };
      });
      return;
    }
    if (!identity.samePatient) {
      batch(() => {
        busy.value = false;
        problem.value = null;
        needsMatch.value = true;
      });
      return;
    }
    // Document 001 §4: more than one booking key leads to the error step.
    if (keys.length > 1) return fail({ key: 'check_in.several_bookings' }, { key: 'check_in.see_reception' });
    bookingKey = keys[0]!;
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
    person = form;
    batch(() => {
      busy.value = true;
      problem.value = null;
    });
    try {
      afterIdentity(await deps.identify(form, deps.kioskMode));
    } catch (error) {
      // Locked out (this name, or this device after too many guesses): nothing more to try here.
      if (error instanceof ApiError && error.status === 429 && error.serverMessage === 'message.deny_max_attempts')
        return fail({ key: 'message.deny_max_attempts' }, { key: 'check_in.see_reception' });
      batch(() => {
        busy.value = false;
        problem.value = problemOf(error);
      });
    }
  }

  async function submitMatch(contact: { email: string; phone: string }): Promise<void> {
    if (busy.value || !person) return;
    batch(() => {
      busy.value = true;
      problem.value = null;
    });
    try {
      afterIdentity(await deps.matchPatient({ ...person, ...contact }, deps.kioskMode));
    } catch (error) {
      batch(() => {
        busy.value = false;
        problem.value = problemOf(error, 'message.patient_matching_error');
      });
    }
  }

  async function sendCode(otpMethod: OtpMethod): Promise<void> {
    if (busy.value || !bookingKey) return;
    busy.value = true;
    problem.value = null;
    try {
      codeSent.value = await deps.sendCode({ type: 'APPOINTMENT', bookingKey, otpMethod, locale: deps.locale() });
      go('verify-otp');
    } catch (error) {
      batch(() => {
        busy.value = false;
        problem.value = problemOf(error);
      });
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
      const found = await deps.current(work.signal);
      if (!found.verified || found.bookingKey !== key) return false;
    } catch {
      return false;
    }
    verified = true;
    await loadItems(key);
    return true;
  }

  async function submitCode(code: string): Promise<void> {
    if (busy.value || !bookingKey) return;
    const key = bookingKey;
    if (!verified && !new RegExp(`^\\d{${OTP_CODE_LENGTH}}$`).test(code)) {
      problem.value = { key: 'check_in.code_invalid' };
      return;
    }
    busy.value = true;
    problem.value = null;
    try {
      if (!verified) {
        let result: AuthResult;
        try {
          result = await deps.validateCode({ type: 'APPOINTMENT', bookingKey: key, code, locale: deps.locale() });
        } catch (error) {
          if (outcomeUnknown(error) && (await signedInAlready(key))) return;
          throw error;
        }
        if (!result.success) {
          if (result.maxAttemptsReached) return fail({ key: 'message.deny_max_attempts' }, { key: 'check_in.see_reception' });
          if (result.message === 'message.otp_used' && (await signedInAlready(key))) return;
          batch(() => {
            busy.value = false;
            problem.value = { key: knownKey(result.message, deps.has) ?? 'message.authentication_otp_error' };
          });
          return;
        }
        verified = true;
      }
      await loadItems(key);
    } catch (error) {
      // With the code accepted, "Verify" now only loads the booking again (the code is spent).
      batch(() => {
        busy.value = false;
        problem.value = problemOf(error, verified ? 'check_in.load_failed' : undefined);
      });
    }
  }

  /** Today's items of the booking the code opened: the form, or complete when all are checked in. */
  async function loadItems(key: string): Promise<void> {
    const today = await deps.items(key, work.signal);
    items.value = today;
    if (today.length === 0) return fail({ key: 'message.unknown_reason' }, { key: 'check_in.see_reception' });
    go(today.every((item) => item.checkInPreparedSent) ? 'complete' : 'success');
  }

  /**
   * Document 001 §2 `step` query parameter: resume as far as the session has come, never further,
   * and never past identity. Without identity's grant this is the identity step; with it, confirm
   * (or feedback); with the code given, the form (or complete). At a kiosk only the current visit
   * resumes (its cookie), so a reload never shows the previous person's booking.
   */
  async function restore(requested: CheckInStep | null): Promise<void> {
    if (!requested || requested === 'identity' || requested === 'error' || !deps.current) return;
    if (deps.kioskMode && !deps.kioskVisit?.active()) return;
    const signal = work.signal;
    restoring.value = true;
    try {
      const found = await deps.current(signal);
      if (signal.aborted || !found.bookingKey || step.value !== 'identity') return;
      bookingKey = found.bookingKey;
      if (deps.process === 'feedback' || requested === 'feedback') return go('feedback');
      if (!found.verified) return go('confirm');
      verified = true;
      await loadItems(found.bookingKey);
    } catch {
      // Nothing to resume: the person starts at identity, as without a deep link.
      if (!signal.aborted) bookingKey = null;
    } finally {
      restoring.value = false;
    }
  }

  /** Whether the server holds this item's check-in (its preparation answers); null when it cannot be asked. */
  async function stored(slug: string, signal: AbortSignal): Promise<boolean | null> {
    try {
      await deps.poll(slug, 'preparation_sent', signal);
      return true;
    } catch (error) {
      return error instanceof ApiError && error.status === 404 ? false : null;
    }
  }

  function stayOnForm(failure: Problem | null): void {
    batch(() => {
      busy.value = false;
      progress.value = 'idle';
      problem.value = failure;
    });
  }

  /**
   * The form of one item is valid (the form component checked it): send it, then poll twice. A
   * failure keeps the form and everything typed; sending it again is the same attempt (the client
   * repeats its idempotency key, and the server answers a repeat with its first answer). When the
   * answer was lost the server is asked whether it stored the check-in, and the patient told.
   */
  async function submitForm(slug: string, form: CheckInFormInput): Promise<void> {
    if (busy.value) return;
    const signal = work.signal;
    batch(() => {
      busy.value = true;
      problem.value = null;
      fieldErrors.value = {};
      progress.value = 'sending-form';
    });
    try {
      await deps.prepare(slug, form);
    } catch (error) {
      if (signal.aborted) return;
      const byField = fieldProblems(error, deps.has);
      if (byField.referrerName) byField.referrer ??= byField.referrerName; // the doctor, chosen or typed
      if (Object.keys(byField).length) {
        fieldErrors.value = byField;
        return stayOnForm(null);
      }
      const failure = problemOf(error, 'message.check_in_error');
      // Late enable has its own message and nothing to retry (document 001 §8).
      if (failure.key === 'message.late_enable_digital_check_in_error') return fail(failure);
      const known = !outcomeUnknown(error);
      // A repeat the server refuses because the first one got through: that check-in is what counts.
      const alreadyIn = known && failure.key === 'message.already_checked_in';
      if (!alreadyIn && (known || (await stored(slug, signal)) !== true)) {
        if (!signal.aborted) stayOnForm(failure);
        return;
      }
      if (signal.aborted) return;
    }
    await follow(slug, signal);
  }

  /** The practice system prepares, then checks in: polled until it says so (document 001 §4). */
  async function follow(slug: string, signal: AbortSignal): Promise<void> {
    const options = {
      ...(deps.visibility ? { visibility: deps.visibility } : {}),
      ...(deps.pollGiveUpMs ? { giveUpMs: deps.pollGiveUpMs } : {}),
      onTrouble: (trouble: boolean) => (connectionTrouble.value = trouble),
    };
    progress.value = 'preparing';
    const prepared = await pollUntilDone((s) => deps.poll(slug, 'preparation_sent', s), signal, options);
    if (prepared === 'aborted') return;
    if (prepared === 'failed') return fail({ key: 'message.check_in_error' }, { key: 'message.check_in_error_desc' });
    progress.value = 'checking-in';
    const checkedIn = await pollUntilDone((s) => deps.poll(slug, 'check_in_sent', s), signal, options);
    if (checkedIn === 'aborted') return;
    if (checkedIn === 'failed') return fail({ key: 'message.check_in_error' }, { key: 'message.check_in_error_desc' });
    items.value = items.value.map((item) => (item.slug === slug ? { ...item, checkInPrepared: true, checkInPreparedSent: true } : item));
    progress.value = 'idle';
    go(items.value.every((item) => item.checkInPreparedSent) ? 'complete' : 'success');
  }

  /** Back from confirm (and the code step) to identity; the booking found is forgotten. */
  function back(): void {
    if (step.value === 'verify-otp') return go('confirm');
    bookingKey = null;
    verified = false;
    codeSent.value = null;
    go('identity');
  }

  /** Forget everything of this person (kiosk: the next patient starts clean). */
  function restart(): void {
    work.abort();
    work = new AbortController();
    person = null;
    bookingKey = null;
    verified = false;
    if (deps.kioskMode) deps.kioskVisit?.end();
    batch(() => {
      connectionTrouble.value = false;
      needsMatch.value = false;
      codeSent.value = null;
      items.value = [];
      progress.value = 'idle';
      errorScreen.value = null;
      feedbackAnswered.value = false;
      alreadyCheckedIn.value = false;
      go('identity');
    });
  }

  function dispose(): void {
    work.abort();
    person = null;
    bookingKey = null;
  }

  return {
    step,
    busy,
    problem,
    needsMatch,
    codeSent,
    items,
    progress,
    errorScreen,
    feedbackAnswered,
    alreadyCheckedIn,
    restoring,
    connectionTrouble,
    fieldErrors,
    bookingKey: () => bookingKey,
    restore,
    submitIdentity,
    submitMatch,
    sendCode,
    submitCode,
    submitForm,
    back,
    restart,
    dispose,
  };
}
