import { describe, expect, it } from 'vitest';
import type { AnswerValue, EnableWhen, QuestionnaireItem } from '../api/schemas/questionnaire.schema';
import { conditionHolds, createEnableState, itemConditionsHold } from './enable-when';
import { indexItems } from './walk';

const LOINC = 'http://loinc.org';
const yes: AnswerValue = { valueCoding: { system: LOINC, code: 'LA33-6', display: 'Yes' } };

// operator, condition answer, the question's answers, expected
const TABLE: [string, Omit<EnableWhen, 'question'>, AnswerValue[], boolean][] = [
  ['exists true, answered', { operator: 'exists', answerBoolean: true }, [{ valueString: 'x' }], true],
  ['exists true, unanswered', { operator: 'exists', answerBoolean: true }, [], false],
  ['exists false, unanswered', { operator: 'exists', answerBoolean: false }, [], true],
  ['exists false, answered', { operator: 'exists', answerBoolean: false }, [{ valueBoolean: false }], false],
  ['= boolean', { operator: '=', answerBoolean: true }, [{ valueBoolean: true }], true],
  ['= boolean false vs true', { operator: '=', answerBoolean: false }, [{ valueBoolean: true }], false],
  ['= coding same system and code', { operator: '=', answerCoding: { system: LOINC, code: 'LA33-6' } }, [yes], true],
  ['= coding same code, other system', { operator: '=', answerCoding: { system: 'http://snomed.info/sct', code: 'LA33-6' } }, [yes], false],
  ['= coding display is not compared', { operator: '=', answerCoding: { system: LOINC, code: 'LA33-6', display: 'Oui' } }, [yes], true],
  ['= coding without system on both', { operator: '=', answerCoding: { code: 'a' } }, [{ valueCoding: { code: 'a' } }], true],
  ['= coding one side without system', { operator: '=', answerCoding: { code: 'LA33-6' } }, [yes], false],
  ['= integer', { operator: '=', answerInteger: 3 }, [{ valueInteger: 3 }], true],
  ['= decimal vs integer answer', { operator: '=', answerDecimal: 3 }, [{ valueInteger: 3 }], true],
  ['= string', { operator: '=', answerString: 'left' }, [{ valueString: 'left' }], true],
  ['= string is case sensitive', { operator: '=', answerString: 'left' }, [{ valueString: 'Left' }], false],
  ['= date', { operator: '=', answerDate: '2026-01-02' }, [{ valueDate: '2026-01-02' }], true],
  [
    '= quantity same unit',
    { operator: '=', answerQuantity: { value: 70, code: 'kg' } },
    [{ valueQuantity: { value: 70, code: 'kg' } }],
    true,
  ],
  [
    '= quantity other unit',
    { operator: '=', answerQuantity: { value: 70, code: 'kg' } },
    [{ valueQuantity: { value: 70, code: '[lb_av]' } }],
    false,
  ],
  ['= with no answer', { operator: '=', answerBoolean: false }, [], false],
  ['= any of several answers', { operator: '=', answerString: 'b' }, [{ valueString: 'a' }, { valueString: 'b' }], true],
  ['!= different', { operator: '!=', answerInteger: 3 }, [{ valueInteger: 4 }], true],
  ['!= equal', { operator: '!=', answerInteger: 3 }, [{ valueInteger: 3 }], false],
  ['!= coding other code', { operator: '!=', answerCoding: { system: LOINC, code: 'LA32-8' } }, [yes], true],
  ['!= with no answer (R4: false)', { operator: '!=', answerInteger: 3 }, [], false],
  ['> integer', { operator: '>', answerInteger: 5 }, [{ valueInteger: 6 }], true],
  ['> integer equal', { operator: '>', answerInteger: 5 }, [{ valueInteger: 5 }], false],
  ['< decimal', { operator: '<', answerDecimal: 1.5 }, [{ valueDecimal: 1.2 }], true],
  ['>= equal', { operator: '>=', answerInteger: 7 }, [{ valueInteger: 7 }], true],
  ['<= greater', { operator: '<=', answerInteger: 7 }, [{ valueInteger: 8 }], false],
  ['> date', { operator: '>', answerDate: '2026-01-01' }, [{ valueDate: '2026-03-01' }], true],
  ['< dateTime', { operator: '<', answerDateTime: '2026-01-01T10:00:00Z' }, [{ valueDateTime: '2025-12-31T10:00:00Z' }], true],
  ['>= time', { operator: '>=', answerTime: '09:00:00' }, [{ valueTime: '08:59:00' }], false],
  [
    '> quantity same unit',
    { operator: '>', answerQuantity: { value: 60, code: 'mL/min' } },
    [{ valueQuantity: { value: 90, code: 'mL/min' } }],
    true,
  ],
  [
    '> quantity other unit is not comparable',
    { operator: '>', answerQuantity: { value: 60, code: 'a' } },
    [{ valueQuantity: { value: 90, code: 'b' } }],
    false,
  ],
  ['> coding is not ordered', { operator: '>', answerCoding: { code: 'a' } }, [{ valueCoding: { code: 'b' } }], false],
  ['> mixed kinds', { operator: '>', answerInteger: 1 }, [{ valueString: '5' }], false],
];

describe('enableWhen conditions (true equality)', () => {
  it.each(TABLE)('%s', (_name, condition, answers, expected) => {
    expect(conditionHolds({ question: 'q', ...condition } as EnableWhen, answers)).toBe(expected);
  });
});

describe('enableBehavior', () => {
  const item = (behavior?: 'any' | 'all'): QuestionnaireItem => ({
    linkId: 'x',
    type: 'string',
    ...(behavior ? { enableBehavior: behavior } : {}),
    enableWhen: [
      { question: 'a', operator: '=', answerBoolean: true },
      { question: 'b', operator: '=', answerBoolean: true },
    ],
  });
  const answers = (a: boolean, b: boolean) => (id: string) => [{ valueBoolean: id === 'a' ? a : b }];
  it.each([
    ['all', true, true, true],
    ['all', true, false, false],
    ['any', true, false, true],
    ['any', false, false, false],
    [undefined, true, false, false],
  ] as const)('%s with a=%s b=%s → %s', (behavior, a, b, expected) => {
    expect(itemConditionsHold(item(behavior), answers(a, b))).toBe(expected);
  });
});

describe('EnableState', () => {
  const questionnaire = {
    item: [
      { linkId: 'implant', type: 'boolean' },
      {
        linkId: 'implant-group',
        type: 'group',
        enableWhen: [{ question: 'implant', operator: '=' as const, answerBoolean: true }],
        item: [
          { linkId: 'implant-type', type: 'string' },
          { linkId: 'pacemaker', type: 'boolean' },
        ],
      },
      // Depends on an item inside the group: disabled when the group is.
      { linkId: 'pacemaker-card', type: 'string', enableWhen: [{ question: 'pacemaker', operator: '=' as const, answerBoolean: true }] },
      { linkId: 'unrelated', type: 'string' },
    ],
  };
  const index = indexItems(questionnaire);

  it('starts from the answers and cascades through groups and dependents', () => {
    const answers = new Map<string, AnswerValue[]>([['pacemaker', [{ valueBoolean: true }]]]);
    const state = createEnableState(index, answers);
    // No implant: the group is off, so its pacemaker answer does not count.
    expect(state.isEnabled('implant-group')).toBe(false);
    expect(state.isEnabled('pacemaker')).toBe(false);
    expect(state.isEnabled('pacemaker-card')).toBe(false);

    answers.set('implant', [{ valueBoolean: true }]);
    const flipped = state.update('implant', answers);
    expect(flipped.sort()).toEqual(['implant-group', 'implant-type', 'pacemaker', 'pacemaker-card'].sort());
    expect(state.isEnabled('pacemaker-card')).toBe(true);

    answers.set('implant', [{ valueBoolean: false }]);
    expect(state.update('implant', answers)).toContain('pacemaker-card');
    expect(state.isEnabled('pacemaker-card')).toBe(false);
  });

  it('a change re-evaluates only the items that depend on it', () => {
    const answers = new Map<string, AnswerValue[]>();
    const state = createEnableState(index, answers);
    answers.set('unrelated', [{ valueString: 'typing' }]);
    expect(state.update('unrelated', answers)).toEqual([]);
    expect(index.dependents.get('unrelated')).toBeUndefined();
    expect(index.dependents.get('implant')).toEqual(['implant-group']);
  });

  it('survives a cycle of conditions', () => {
    const cyclic = indexItems({
      item: [
        { linkId: 'a', type: 'string', enableWhen: [{ question: 'b', operator: 'exists', answerBoolean: false }] },
        { linkId: 'b', type: 'string', enableWhen: [{ question: 'a', operator: 'exists', answerBoolean: false }] },
      ],
    });
    const answers = new Map<string, AnswerValue[]>([['a', [{ valueString: 'x' }]]]);
    const state = createEnableState(cyclic, answers);
    expect(() => state.update('a', answers)).not.toThrow();
  });
});
