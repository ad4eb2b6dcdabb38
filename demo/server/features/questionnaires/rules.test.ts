import { describe, expect, it } from 'vitest';
import type { AnswerValue } from '../../../../src/api/schemas/questionnaire.schema';
import { EMPTY_OUTCOME, matchingRules, mergeOutcomes, type OutcomeRule } from './rules';

const answers = (entries: [string, AnswerValue[]][]) => new Map(entries);
const TODAY = new Date('2026-11-24T12:00:00Z');

describe('outcome rules', () => {
  const rules: OutcomeRule[] = [
    { when: [{ question: 'a', operator: '=', answerBoolean: true }], then: { kind: 'REQUIRE_MEDICARE_NUMBER' } },
    {
      examSlugs: ['mri-knee'],
      when: [{ question: 'a', operator: '=', answerBoolean: true }],
      then: { kind: 'CHANGE_EXAM', newExamSlug: 'mri-knee-open' },
    },
    {
      behavior: 'any',
      when: [
        { question: 'b', operator: '>', answerInteger: 5 },
        { question: 'c', operator: 'exists', answerBoolean: true },
      ],
      then: { kind: 'RESTRICT_MIN_DATE', days: 7 },
    },
  ];

  it('match by conditions, behaviour and exam', () => {
    const given = answers([
      ['a', [{ valueBoolean: true }]],
      ['b', [{ valueInteger: 3 }]],
    ]);
    expect(matchingRules(rules, given, 'mri-brain').map((rule) => rule.then.kind)).toEqual(['REQUIRE_MEDICARE_NUMBER']);
    expect(matchingRules(rules, given, 'mri-knee').map((rule) => rule.then.kind)).toEqual(['REQUIRE_MEDICARE_NUMBER', 'CHANGE_EXAM']);
    expect(matchingRules(rules, answers([['c', [{ valueString: 'x' }]]]), null).map((rule) => rule.then.kind)).toEqual([
      'RESTRICT_MIN_DATE',
    ]);
  });

  it.each<[string, OutcomeRule['then'][], Partial<typeof EMPTY_OUTCOME>]>([
    ['nothing', [], {}],
    [
      'a denial wins over everything',
      [
        { kind: 'CHANGE_EXAM', newExamSlug: 'x' },
        { kind: 'DENY_BOOKING', message: 'No.' },
      ],
      { denied: true, message: 'No.', newExamSlug: null },
    ],
    [
      'an exam change',
      [{ kind: 'CHANGE_EXAM', newExamSlug: 'mammogram-diagnostic', medicareNumberRequired: true }],
      { newExamSlug: 'mammogram-diagnostic', medicareNumberRequired: true },
    ],
    [
      'the latest minimum date',
      [
        { kind: 'RESTRICT_MIN_DATE', days: 7 },
        { kind: 'RESTRICT_MIN_DATE', days: 14, message: 'Blood test first' },
      ],
      { restrictMinDate: '2026-12-08', restrictQuestionnaireId: 'q', message: 'Blood test first' },
    ],
    [
      'medicare and validation code',
      [{ kind: 'REQUIRE_MEDICARE_NUMBER' }, { kind: 'REQUIRE_VALIDATION_CODE' }],
      { medicareNumberRequired: true, validationCodeRequired: true },
    ],
    ['a redirect', [{ kind: 'REDIRECT', url: '/booking/ct' }], { url: '/booking/ct' }],
    [
      'walk-in details',
      [{ kind: 'WALK_IN', walkInExamName: 'Chest X-ray', prepTime: 'None', minutesPrior: 10, walkInEnabledGroup: 'xray' }],
      { walkInExamName: 'Chest X-ray', prepTime: 'None', minutesPrior: 10, walkInEnabledGroup: 'xray' },
    ],
    ['a booking request is left to the caller', [{ kind: 'CREATE_BOOKING_REQUEST', confirmationMessage: 'Sent' }], {}],
  ])('%s', (_name, outcomes, expected) => {
    const matched = outcomes.map((then) => ({ when: [], then }));
    expect(mergeOutcomes(matched, 'q', TODAY)).toEqual({ ...EMPTY_OUTCOME, ...expected });
  });
});
