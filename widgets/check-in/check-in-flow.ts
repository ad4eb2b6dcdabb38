/**
 * The check-in steps of one rad-check-in element (widgets/check-in/README.md, docs/rules.md#check-in):
 * identity → confirm (or feedback) → verify OTP → success (the check-in form, then prepare and
 * poll) → complete, and error. Signals and actions only, no DOM: every transition is unit-tested
 * with stubbed calls and fake timers. Composed of the identity and code steps (identity-steps.ts)
 * and arrival (arrival-steps.ts) over the state they share (flow-state.ts). What the person typed
 * lives only in that state and is forgotten on `restart` (a kiosk's next patient) and `dispose`.
 */
import { batch } from '@preact/signals-core';
import type { AuthResult, OtpMethod, SendCodeResult } from '../../src/api/schemas/auth.schema';
import type {
  CheckInFormInput,
  CheckInIdentity,
  CheckInIdentityRequest,
  CheckInItem,
  CurrentCheckIn,
  PatientMatchRequest,
  PollResult,
} from '../../src/api/schemas/check-in.schema';
import { createArrivalSteps } from './arrival-steps';
import { createFlowState } from './flow-state';
import { createIdentitySteps } from './identity-steps';
import type { Visibility } from './polling';

export { disabledReasonKey } from './identity-steps';

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

/** The steps a `step` deep link may ask for: each resumes only as far as the session has come. */
export function requestedStep(value: string | undefined): CheckInStep | null {
  return (CHECK_IN_STEPS as readonly string[]).includes(value ?? '') ? (value as CheckInStep) : null;
}

export type CheckInFlow = ReturnType<typeof createCheckInFlow>;

export function createCheckInFlow(deps: CheckInFlowDeps) {
  const flow = createFlowState(deps.has);
  const arrival = createArrivalSteps(deps, flow);
  const identity = createIdentitySteps(deps, flow, arrival.loadItems);

  /** Forget everything of this person (kiosk: the next patient starts clean). */
  function restart(): void {
    flow.forgetSession();
    if (deps.kioskMode) deps.kioskVisit?.end();
    batch(() => {
      arrival.forget();
      identity.forget();
      flow.progress.value = 'idle';
      flow.errorScreen.value = null;
      flow.go('identity');
    });
  }

  function dispose(): void {
    flow.session.work.abort();
    flow.session.person = null;
    flow.session.bookingKey = null;
  }

  return {
    step: flow.step,
    busy: flow.busy,
    problem: flow.problem,
    needsMatch: identity.needsMatch,
    codeSent: identity.codeSent,
    items: arrival.items,
    progress: flow.progress,
    errorScreen: flow.errorScreen,
    feedbackAnswered: identity.feedbackAnswered,
    alreadyCheckedIn: identity.alreadyCheckedIn,
    restoring: identity.restoring,
    connectionTrouble: arrival.connectionTrouble,
    fieldErrors: arrival.fieldErrors,
    bookingKey: () => flow.session.bookingKey,
    restore: identity.restore,
    submitIdentity: identity.submitIdentity,
    submitMatch: identity.submitMatch,
    sendCode: identity.sendCode,
    submitCode: identity.submitCode,
    submitForm: arrival.submitForm,
    back: identity.back,
    restart,
    dispose,
  };
}
