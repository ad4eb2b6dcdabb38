/**
 * What every check-in step shares: the step shown, whether a call is out, the message under the
 * form, the error screen, and the person's session (what they typed and the booking it found).
 * The session lives only here, is forgotten on `restart` (a kiosk's next patient) and `dispose`,
 * and its abort signal ends whatever that person's calls still have in flight.
 */
import { batch, signal } from '@preact/signals-core';
import { problemKey } from '../../src/api/errors';
import type { CheckInIdentityRequest } from '../../src/api/schemas/check-in.schema';
import type { CheckInStep, ErrorScreen, Problem, Progress } from './check-in-flow';

export type FlowState = ReturnType<typeof createFlowState>;

export interface Session {
  person: CheckInIdentityRequest | null;
  bookingKey: string | null;
  /** The code was accepted: a retry loads the booking again instead of spending the code twice. */
  verified: boolean;
  work: AbortController;
}

export function createFlowState(has: (key: string) => boolean) {
  const step = signal<CheckInStep>('identity');
  const busy = signal(false);
  const problem = signal<Problem | null>(null);
  const errorScreen = signal<ErrorScreen | null>(null);
  const progress = signal<Progress>('idle');
  const session: Session = { person: null, bookingKey: null, verified: false, work: new AbortController() };

  function go(next: CheckInStep): void {
    batch(() => {
      problem.value = null;
      busy.value = false;
      step.value = next;
    });
  }

  return {
    step,
    busy,
    problem,
    errorScreen,
    progress,
    session,
    go,
    fail(title: Problem, description: Problem | null = null): void {
      errorScreen.value = { title, description };
      progress.value = 'idle';
      go('error');
    },
    /** A call is out: the form waits, and the last message goes. */
    start(): void {
      batch(() => {
        busy.value = true;
        problem.value = null;
      });
    },
    /** The call failed and the step stays: the form is usable again, with what went wrong. */
    stop(failure: Problem | null): void {
      batch(() => {
        busy.value = false;
        problem.value = failure;
      });
    },
    problemOf: (error: unknown, fallback?: string): Problem => ({ key: problemKey(error, has, fallback) }),
    /** Forget the person: nothing of theirs stays, and nothing in flight for them lands. */
    forgetSession(): void {
      session.work.abort();
      session.work = new AbortController();
      session.person = null;
      session.bookingKey = null;
      session.verified = false;
    },
  };
}
