/**
 * Outcome rules: the provider's "if these answers, then this outcome", evaluated on the server so
 * no FHIRPath engine ships to the browser. A rule's conditions are enableWhen conditions (the same
 * true-equality evaluator as the form); matching rules merge into one processed outcome
 * (`OutcomeSchema` in src/api/schemas/questionnaire.schema.ts).
 */
import { EMPTY_OUTCOME, type AnswerValue, type EnableWhen, type Outcome } from '../../../../src/api/schemas/questionnaire.schema';
import { conditionHolds } from '../../../../src/questionnaire';

export type RuleOutcome =
  | { kind: 'DENY_BOOKING'; message: string }
  | { kind: 'CHANGE_EXAM'; newExamSlug: string; medicareNumberRequired?: boolean }
  | { kind: 'RESTRICT_MIN_DATE'; days: number; message?: string }
  | { kind: 'REQUIRE_MEDICARE_NUMBER' }
  | { kind: 'REQUIRE_VALIDATION_CODE' }
  | { kind: 'REDIRECT'; url: string }
  | { kind: 'WALK_IN'; walkInExamName: string; prepTime: string; minutesPrior: number; walkInEnabledGroup?: string }
  | { kind: 'CREATE_BOOKING_REQUEST'; confirmationMessage: string };

export interface OutcomeRule {
  /** Only for these exams (the booking's exam); every exam when absent. */
  examSlugs?: string[];
  when: EnableWhen[];
  behavior?: 'all' | 'any';
  then: RuleOutcome;
}

export { EMPTY_OUTCOME };

/** The rules that hold for these answers and this exam. */
export function matchingRules(
  rules: readonly OutcomeRule[],
  answers: ReadonlyMap<string, readonly AnswerValue[]>,
  examSlug: string | null,
): OutcomeRule[] {
  return rules.filter((rule) => {
    if (rule.examSlugs && (!examSlug || !rule.examSlugs.includes(examSlug))) return false;
    const results = rule.when.map((condition) => conditionHolds(condition, answers.get(condition.question) ?? []));
    return rule.behavior === 'any' ? results.some(Boolean) : results.every(Boolean);
  });
}

function addDays(today: Date, days: number): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}

/**
 * Merges the matching rules' outcomes. A denial wins over everything else (nothing else is
 * returned with it); CREATE_BOOKING_REQUEST is left to the caller, which creates the request.
 */
export function mergeOutcomes(rules: readonly OutcomeRule[], questionnaireId: string, today = new Date()): Outcome {
  const deny = rules.find((rule) => rule.then.kind === 'DENY_BOOKING');
  if (deny?.then.kind === 'DENY_BOOKING') return { ...EMPTY_OUTCOME, denied: true, message: deny.then.message };
  const outcome: Outcome = { ...EMPTY_OUTCOME };
  for (const { then } of rules) {
    switch (then.kind) {
      case 'CHANGE_EXAM':
        outcome.newExamSlug = then.newExamSlug;
        if (then.medicareNumberRequired) outcome.medicareNumberRequired = true;
        break;
      case 'RESTRICT_MIN_DATE': {
        const date = addDays(today, then.days);
        if (!outcome.restrictMinDate || date > outcome.restrictMinDate) outcome.restrictMinDate = date;
        outcome.restrictQuestionnaireId = questionnaireId;
        if (then.message) outcome.message = then.message;
        break;
      }
      case 'REQUIRE_MEDICARE_NUMBER':
        outcome.medicareNumberRequired = true;
        break;
      case 'REQUIRE_VALIDATION_CODE':
        outcome.validationCodeRequired = true;
        break;
      case 'REDIRECT':
        outcome.url = then.url;
        break;
      case 'WALK_IN':
        Object.assign(outcome, {
          walkInExamName: then.walkInExamName,
          prepTime: then.prepTime,
          minutesPrior: then.minutesPrior,
          walkInEnabledGroup: then.walkInEnabledGroup ?? null,
        });
        break;
      default:
        break;
    }
  }
  return outcome;
}
