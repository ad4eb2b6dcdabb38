/**
 * What an answered questionnaire does to the booking it belongs to
 * (docs/rules.md#questionnaire-outcomes-bind-booking): a denial gives every time back and stops
 * the booking, a later minimum date gives back a time chosen before it, and the rest adds up in
 * appointment-outcomes.ts. Its own part because these are the safety answers' effects, read apart
 * from the holds and the create they act on.
 */
import { signal, type Signal } from '@preact/signals-core';
import type { QuestionnaireOutcomeSummary } from '../../questionnaire/index';
import { withOutcome } from './appointment-outcomes';
import type { DenyReason, OutcomeState } from './appointment-types';
import type { SlotHolds } from './slot-holds';

export function createQuestionnaireAnswers(
  outcomes: Signal<OutcomeState>,
  holds: Pick<SlotHolds, 'chosen' | 'slotProblem' | 'releaseAll' | 'activity'>,
) {
  const { chosen, releaseAll } = holds;
  /** The runner's way to the deny page, kept in the booking instead: the clinic's phone and a call back are here. */
  const denial = signal<DenyReason | null>(null);

  return {
    denial,
    /** An answer denied the booking (outcomes.denied is already set): the booking says why and what next. */
    deny(reason: DenyReason): void {
      if (outcomes.peek().denied) denial.value = reason;
    },
    /** One questionnaire answered: its outcome steers the booking. */
    questionnaireAnswered(outcome: QuestionnaireOutcomeSummary): void {
      holds.activity();
      if (outcome.denied) {
        // The runner leaves for the deny page; nothing may stay held or be booked.
        outcomes.value = { ...outcomes.peek(), denied: true };
        releaseAll();
        return;
      }
      const next = withOutcome(outcomes.peek(), outcome);
      outcomes.value = next;
      const { minDate } = next;
      // A chosen time before the new minimum date is given back: the grid starts no earlier.
      if (minDate && chosen.peek().some((item) => item && item.slot.day < minDate)) {
        releaseAll();
        holds.slotProblem.value = 'too_early';
      }
    },
  };
}
