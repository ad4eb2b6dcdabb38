import { describe, expect, it } from 'vitest';
import type { AnswerValue, QuestionnaireItem } from '../api/schemas/questionnaire.schema';
import { EXT } from './extensions';
import { parseInput } from './input';
import { validateItem } from './validate';

const ext = (url: string, value: Record<string, unknown>) => ({ url, ...value });
const check = (item: Partial<QuestionnaireItem>, answers: AnswerValue[], contained: unknown[] = []) =>
  validateItem({ linkId: 'q', type: 'string', ...item } as QuestionnaireItem, answers, { contained: contained as never })?.key ?? null;

describe('validateItem per type', () => {
  it.each([
    // [item, answers, expected error key]
    [{ required: true }, [], 'questionnaire.error_required'],
    [{ required: true }, [{ valueString: '' }], 'questionnaire.error_required'],
    [{ required: true, type: 'boolean' }, [{ valueBoolean: false }], null],
    [{ required: false }, [], null],
    [{ type: 'display', required: true }, [], null],
    [{}, [{ valueString: 'a' }, { valueString: 'b' }], 'questionnaire.error_single'],
    [{ repeats: true }, [{ valueString: 'a' }, { valueString: 'b' }], null],
    [{}, [{ valueInteger: 3 }], 'questionnaire.error_type'],
    [{ maxLength: 3 }, [{ valueString: 'abcd' }], 'questionnaire.error_max_length'],
    [{ maxLength: 3 }, [{ valueString: 'abc' }], null],
    [{ extension: [ext(EXT.minLength, { valueInteger: 2 })] }, [{ valueString: 'a' }], 'questionnaire.error_min_length'],
    [{ extension: [ext(EXT.regex, { valueString: '[0-9]{10}' })] }, [{ valueString: '2123456701' }], null],
    [{ extension: [ext(EXT.regex, { valueString: '[0-9]{10}' })] }, [{ valueString: '21234567011' }], 'questionnaire.error_pattern'],
    [{ extension: [ext(EXT.regex, { valueString: '([' })] }, [{ valueString: 'x' }], null],
    [{ type: 'text', maxLength: 5 }, [{ valueString: 'a\nbcdef' }], 'questionnaire.error_max_length'],
    [{ type: 'integer' }, [{ valueInteger: 2.5 }], 'questionnaire.error_integer'],
    [{ type: 'integer', extension: [ext(EXT.maxValue, { valueInteger: 10 })] }, [{ valueInteger: 11 }], 'questionnaire.error_max_value'],
    [{ type: 'integer', extension: [ext(EXT.minValue, { valueInteger: 0 })] }, [{ valueInteger: -1 }], 'questionnaire.error_min_value'],
    [{ type: 'integer', extension: [ext(EXT.minValue, { valueInteger: 0 })] }, [{ valueInteger: 0 }], null],
    [{ type: 'decimal' }, [{ valueDecimal: Number.NaN }], 'questionnaire.error_decimal'],
    [
      { type: 'decimal', extension: [ext(EXT.maxDecimalPlaces, { valueInteger: 1 })] },
      [{ valueDecimal: 1.25 }],
      'questionnaire.error_decimal_places',
    ],
    [{ type: 'decimal', extension: [ext(EXT.maxDecimalPlaces, { valueInteger: 1 })] }, [{ valueDecimal: 1.2 }], null],
    [{ type: 'decimal', extension: [ext(EXT.maxValue, { valueDecimal: 2.5 })] }, [{ valueDecimal: 2.6 }], 'questionnaire.error_max_value'],
    [{ type: 'date' }, [{ valueDate: '2026-02-30' }], 'questionnaire.error_date'],
    [{ type: 'date' }, [{ valueDate: '2026-02-28' }], null],
    [{ type: 'date' }, [{ valueDate: '2026-02' }], null],
    [
      { type: 'date', extension: [ext(EXT.maxValue, { valueDate: '2026-01-01' })] },
      [{ valueDate: '2026-02-28' }],
      'questionnaire.error_max_value',
    ],
    [{ type: 'dateTime' }, [{ valueDateTime: '2026-03-14T09:30:00' }], null],
    [{ type: 'dateTime' }, [{ valueDateTime: '2026-03-14T09:30:00+11:00' }], null],
    [{ type: 'dateTime' }, [{ valueDateTime: '2026-03-14 09:30' }], 'questionnaire.error_date_time'],
    [{ type: 'time' }, [{ valueTime: '24:00:00' }], 'questionnaire.error_time'],
    [{ type: 'time' }, [{ valueTime: '23:59:00' }], null],
    [{ type: 'url' }, [{ valueUri: 'https://example.com/a' }], null],
    [{ type: 'url' }, [{ valueUri: 'javascript:alert(1)' }], 'questionnaire.error_url'],
    [{ type: 'quantity' }, [{ valueQuantity: { value: 72, unit: 'kg' } }], null],
    [{ type: 'quantity' }, [{ valueQuantity: { unit: 'kg' } }], 'questionnaire.error_quantity'],
    [{ type: 'boolean' }, [{ valueString: 'yes' }], 'questionnaire.error_type'],
    [{ type: 'attachment' }, [{ valueAttachment: { title: 'referral.pdf' } }], null],
  ] as [Partial<QuestionnaireItem>, AnswerValue[], string | null][])('%j with %j → %s', (item, answers, expected) => {
    expect(check(item, answers)).toBe(expected);
  });

  const choice: Partial<QuestionnaireItem> = {
    type: 'choice',
    repeats: true,
    answerOption: [
      { valueCoding: { system: 'urn:s', code: 'pacemaker' } },
      { valueCoding: { system: 'urn:s', code: 'clip' } },
      { valueCoding: { system: 'urn:s', code: 'none' }, extension: [ext(EXT.optionExclusive, { valueBoolean: true })] },
    ],
  };
  it('choice answers must be options, matched on system and code', () => {
    expect(check(choice, [{ valueCoding: { system: 'urn:s', code: 'clip', display: 'anything' } }])).toBeNull();
    expect(check(choice, [{ valueCoding: { system: 'urn:other', code: 'clip' } }])).toBe('questionnaire.error_option');
    expect(check(choice, [{ valueString: 'free text' }])).toBe('questionnaire.error_option');
  });
  it('an exclusive option stands alone', () => {
    expect(check(choice, [{ valueCoding: { system: 'urn:s', code: 'none' } }])).toBeNull();
    expect(check(choice, [{ valueCoding: { system: 'urn:s', code: 'none' } }, { valueCoding: { system: 'urn:s', code: 'clip' } }])).toBe(
      'questionnaire.error_exclusive',
    );
  });
  it('open-choice accepts free text; contained value sets supply options', () => {
    const open = { ...choice, type: 'open-choice' };
    expect(check(open, [{ valueString: 'cochlear implant' }])).toBeNull();
    const contained = [
      { resourceType: 'ValueSet', id: 'yn', compose: { include: [{ system: 'urn:yn', concept: [{ code: 'Y' }, { code: 'N' }] }] } },
    ];
    const fromValueSet = { type: 'choice', answerValueSet: '#yn' };
    expect(check(fromValueSet, [{ valueCoding: { system: 'urn:yn', code: 'Y' } }], contained)).toBeNull();
    expect(check(fromValueSet, [{ valueCoding: { system: 'urn:yn', code: 'maybe' } }], contained)).toBe('questionnaire.error_option');
  });
});

describe('parseInput', () => {
  const item = (type: string, extension?: unknown[]) => ({ linkId: 'q', type, ...(extension ? { extension } : {}) }) as QuestionnaireItem;
  it.each([
    ['integer', '42', { value: { valueInteger: 42 } }],
    ['integer', '4.2', { error: { key: 'questionnaire.error_integer' } }],
    ['integer', '  ', { value: null }],
    ['decimal', '1.25', { value: { valueDecimal: 1.25 } }],
    ['decimal', '1,25', { error: { key: 'questionnaire.error_decimal' } }],
    ['dateTime', '2026-03-14T09:30', { value: { valueDateTime: '2026-03-14T09:30:00' } }],
    ['time', '09:30', { value: { valueTime: '09:30:00' } }],
    ['url', 'https://x.example', { value: { valueUri: 'https://x.example' } }],
    ['string', ' Ana ', { value: { valueString: 'Ana' } }],
  ])('%s %j', (type, raw, expected) => {
    expect(parseInput(item(type), raw)).toEqual(expected);
  });
  it('quantity takes its unit from questionnaire-unit', () => {
    const weight = item('quantity', [{ url: EXT.unit, valueCoding: { system: 'http://unitsofmeasure.org', code: 'kg', display: 'kg' } }]);
    expect(parseInput(weight, '72.5')).toEqual({
      value: { valueQuantity: { value: 72.5, unit: 'kg', system: 'http://unitsofmeasure.org', code: 'kg' } },
    });
  });
});
