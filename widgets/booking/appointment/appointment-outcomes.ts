/**
 * How questionnaire outcomes add up for one booking (docs/rules.md#questionnaire-outcomes-bind-booking): the latest minimum
 * date wins, a requirement once asked for stays, and a booking request turns the booking into an
 * enquiry. Pure, so the rule reads apart from the flow that applies it.
 */
import type { QuestionnaireOutcomeSummary } from '../../questionnaire/index';
import type { OutcomeState } from './appointment-types';

export function withOutcome(before: OutcomeState, outcome: QuestionnaireOutcomeSummary): OutcomeState {
  const minDate =
    outcome.restrictMinDate && (!before.minDate || outcome.restrictMinDate > before.minDate) ? outcome.restrictMinDate : before.minDate;
  return {
    ...before,
    minDate,
    requirements: {
      medicareNumber: before.requirements.medicareNumber || outcome.medicareNumberRequired,
      validationCode: before.requirements.validationCode || outcome.validationCodeRequired,
    },
    enquiry: outcome.bookingRequest
      ? { confirmationMessage: outcome.bookingRequest.confirmationMessage, apiKey: outcome.bookingRequest.apiKey }
      : before.enquiry,
  };
}
