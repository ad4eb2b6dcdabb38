/**
 * The form's questionnaires come before Book (docs/rules.md#questionnaire-required-before-booking):
 * asked under the booking key once the form is open, retried when the key could not be had, and a
 * Book pressed meanwhile waits and goes ahead by itself once they are answered. Its own part
 * because this gate is a safety rule: a screening is never skipped because a call failed.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { FlowStep, OutcomeState, QuestionsState } from './appointment-types';
import type { BookingKey } from './booking-key';

export function createQuestionnaires(parts: {
  step: ReadonlySignal<FlowStep>;
  outcomes: ReadonlySignal<OutcomeState>;
  key: BookingKey;
  /** Book again, for the press that waited on the questionnaires. */
  book(): void;
}) {
  const { step, outcomes, key } = parts;
  const questions = signal<QuestionsState>('waiting');
  /** Book was pressed before the questionnaires were done: it goes ahead when they are. */
  const submitAfterQuestions = signal(false);
  let asking = false;

  /** Without a key they cannot be asked, so they fail, and Book waits for a retry. */
  async function askQuestions(): Promise<void> {
    if (questions.peek() !== 'waiting' || step.peek() !== 'form' || asking) return;
    asking = true;
    questions.value = 'preparing';
    try {
      await key.ensure();
    } finally {
      asking = false;
    }
    if (questions.peek() !== 'preparing' || step.peek() !== 'form') return;
    questions.value = key.current ? 'open' : 'failed';
  }

  /** The questionnaires are answered (or none applied): a Book pressed meanwhile goes ahead. */
  function finished(): void {
    questions.value = 'done';
    if (submitAfterQuestions.peek()) {
      submitAfterQuestions.value = false;
      if (step.peek() === 'form' && !outcomes.peek().denied) parts.book();
    }
  }

  return {
    /** What the flow shows the components; bookWaits stays between the parts. */
    exposed: {
      questions,
      submitAfterQuestions,
      askQuestions,
      /** "Try again" after the questionnaires could not be prepared. */
      retryQuestions(): void {
        if (questions.peek() !== 'failed') return;
        questions.value = 'waiting';
        void askQuestions();
      },
      questionsDone(): void {
        if (questions.peek() === 'open') finished();
      },
    },
    /** Book was pressed with a valid form: true when it waits for the questionnaires (they are asked now). */
    bookWaits(): boolean {
      if (questions.value === 'done' || step.value !== 'form') return false;
      submitAfterQuestions.value = true;
      if (questions.value === 'failed') questions.value = 'waiting';
      void askQuestions();
      return true;
    },
  };
}
