/**
 * The documented subset (widgets/questionnaire/README.md), item type by item type and extension by
 * extension: what the renderer and the server do with each. Complements validate/enable-when tests.
 */
import { describe, expect, it } from 'vitest';
import type { AnswerOption, AnswerValue, FhirQuestionnaire, QuestionnaireItem } from '../api/schemas/questionnaire.schema';
import { EXT, isHidden, itemControl, occurrences, ordinalValue, unitOf } from './extensions';
import { formatInput, parseInput } from './input';
import { answerOfOption, optionsOf, sameValue, toggleChoice } from './options';
import { checkResponse } from './response';
import { findUnsupported } from './supported';
import { readOnlyError, validateItem } from './validate';

const S = 'urn:test';
const item = (fields: Partial<QuestionnaireItem>): QuestionnaireItem => ({ linkId: 'q', type: 'string', ...fields });
const control = (code: string) => ({ url: EXT.itemControl, valueCodeableConcept: { coding: [{ code }] } });
const coding = (code: string): AnswerValue => ({ valueCoding: { system: S, code, display: code } });
const none: AnswerOption = { ...coding('none'), extension: [{ url: EXT.optionExclusive, valueBoolean: true }] };
const options: AnswerOption[] = [coding('swelling'), coding('locking'), none];

describe('quantity and questionnaire-unit', () => {
  const weight = item({
    type: 'quantity',
    extension: [
      { url: EXT.unit, valueCoding: { system: 'http://unitsofmeasure.org', code: 'kg', display: 'kg' } },
      { url: EXT.maxDecimalPlaces, valueInteger: 1 },
      { url: EXT.maxValue, valueDecimal: 300 },
    ],
  });
  const kg = (value: number) => ({ valueQuantity: { value, unit: 'kg', system: 'http://unitsofmeasure.org', code: 'kg' } });

  it('typed text becomes a Quantity in the form’s unit, and shows again as the number', () => {
    expect(unitOf(weight)).toEqual({ system: 'http://unitsofmeasure.org', code: 'kg', display: 'kg' });
    expect(parseInput(weight, '72.5')).toEqual({ value: kg(72.5) });
    expect(parseInput(weight, '72,5')).toEqual({ error: { key: 'questionnaire.error_quantity' } });
    expect(formatInput(weight, kg(72.5))).toBe('72.5');
  });

  it.each<[string, AnswerValue, string | null]>([
    ['in range', kg(72.5), null],
    ['maxDecimalPlaces on a quantity', kg(72.55), 'questionnaire.error_decimal_places'],
    ['maxValue on a quantity', kg(301), 'questionnaire.error_max_value'],
    [
      'another unit',
      { valueQuantity: { value: 160, unit: 'lb', system: 'http://unitsofmeasure.org', code: '[lb_av]' } },
      'questionnaire.error_unit',
    ],
    ['no unit system', { valueQuantity: { value: 70, code: 'kg' } }, 'questionnaire.error_unit'],
  ])('%s', (_name, answer, expected) => {
    expect(validateItem(weight, [answer], {})?.key ?? null).toBe(expected);
  });

  it('without questionnaire-unit any unit is taken as given', () => {
    expect(validateItem(item({ type: 'quantity' }), [{ valueQuantity: { value: 3, unit: 'tablets' } }], {})).toBeNull();
  });
});

describe('url', () => {
  const site = item({ type: 'url' });
  it('is a valueUri of http(s) only', () => {
    expect(parseInput(site, ' https://clinic.example/a ')).toEqual({ value: { valueUri: 'https://clinic.example/a' } });
    expect(validateItem(site, [{ valueUri: 'ftp://clinic.example' }], {})?.key).toBe('questionnaire.error_url');
    expect(validateItem(site, [{ valueString: 'https://clinic.example' }], {})?.key).toBe('questionnaire.error_type');
  });
});

describe('choice, open-choice and their controls', () => {
  it('recognises every item control of the subset, autocomplete included, and reports others', () => {
    for (const code of ['radio-button', 'check-box', 'drop-down', 'autocomplete', 'slider', 'page'])
      expect(findUnsupported({ item: [item({ type: 'choice', extension: [control(code)] })] })).toEqual([]);
    expect(itemControl(item({ extension: [control('autocomplete')] }))).toBe('autocomplete');
    expect(findUnsupported({ item: [item({ type: 'choice', extension: [control('lookup')] })] })).toEqual([
      { linkId: 'q', what: 'itemControl:lookup' },
    ]);
  });

  it('one answer: an option replaces the other; unticking leaves none', () => {
    expect(toggleChoice([coding('swelling')], coding('locking'), true, options, false)).toEqual([coding('locking')]);
    expect(toggleChoice([coding('locking')], coding('locking'), false, options, false)).toEqual([]);
  });

  it('optionExclusive: "None of these" clears the others, and another option clears it', () => {
    const both = toggleChoice([coding('swelling')], coding('locking'), true, options, true);
    expect(both).toEqual([coding('swelling'), coding('locking')]);
    expect(toggleChoice(both, none, true, options, true)).toEqual([answerOfOption(none)]);
    expect(toggleChoice([answerOfOption(none)], coding('swelling'), true, options, true)).toEqual([coding('swelling')]);
    expect(
      validateItem(item({ type: 'choice', repeats: true, answerOption: options }), [coding('swelling'), coding('none')], {})?.key,
    ).toBe('questionnaire.error_exclusive');
  });

  it('open-choice takes an option or free text, checked for maxLength', () => {
    const open = item({ type: 'open-choice', answerOption: options, maxLength: 10 });
    expect(validateItem(open, [{ valueString: 'cochlear' }], {})).toBeNull();
    expect(validateItem(open, [{ valueString: 'a very long implant name' }], {})?.key).toBe('questionnaire.error_max_length');
    expect(validateItem(open, [coding('locking')], {})).toBeNull();
    expect(validateItem(item({ type: 'choice', answerOption: options }), [{ valueString: 'cochlear' }], {})?.key).toBe(
      'questionnaire.error_option',
    );
  });

  it('ordinalValue (on the option or its Coding) travels on the answer’s Coding; display does not matter for equality', () => {
    const onOption: AnswerOption = { ...coding('good'), extension: [{ url: EXT.ordinalValue, valueDecimal: 3 }] };
    const onCoding: AnswerOption = {
      valueCoding: { system: S, code: 'poor', display: 'Poor', extension: [{ url: EXT.ordinalValue, valueInteger: 1 }] },
    };
    expect(ordinalValue(onOption)).toBe(3);
    expect(ordinalValue(onCoding)).toBe(1);
    expect(answerOfOption(onOption)).toEqual({
      valueCoding: { system: S, code: 'good', display: 'good', extension: [{ url: EXT.ordinalValue, valueDecimal: 3 }] },
    });
    expect(answerOfOption(onCoding)).toEqual({ valueCoding: onCoding.valueCoding });
    expect(sameValue(answerOfOption(onOption), { valueCoding: { system: S, code: 'good', display: 'Bien' } })).toBe(true);
    expect(sameValue(coding('good'), { valueCoding: { code: 'good' } })).toBe(false);
  });

  it('a contained ValueSet by #id: expansion first, else compose', () => {
    const questionnaire = {
      contained: [
        { resourceType: 'ValueSet', id: 'a', expansion: { contains: [{ system: S, code: 'x', display: 'X' }] } },
        { resourceType: 'ValueSet', id: 'b', compose: { include: [{ system: S, concept: [{ code: 'y' }] }] } },
      ],
    } as Pick<FhirQuestionnaire, 'contained'>;
    expect(optionsOf(item({ type: 'choice', answerValueSet: '#a' }), questionnaire)).toEqual([
      { valueCoding: { system: S, code: 'x', display: 'X' } },
    ]);
    expect(optionsOf(item({ type: 'choice', answerValueSet: '#b' }), questionnaire)).toEqual([
      { valueCoding: { system: S, code: 'y', display: 'y' } },
    ]);
    expect(optionsOf(item({ type: 'choice', answerValueSet: 'http://elsewhere/vs' }), questionnaire)).toEqual([]);
  });
});

describe('hidden, readOnly, minLength, regex, entryFormat', () => {
  it('questionnaire-hidden on a group hides its children: the server refuses their answers', () => {
    const questionnaire: FhirQuestionnaire = {
      resourceType: 'Questionnaire',
      item: [
        {
          linkId: 'staff',
          type: 'group',
          extension: [{ url: EXT.hidden, valueBoolean: true }],
          item: [item({ linkId: 'code', required: true })],
        },
      ],
    };
    expect(isHidden(questionnaire.item![0]!)).toBe(true);
    // Required but hidden: never blocks.
    expect(checkResponse(questionnaire, { resourceType: 'QuestionnaireResponse', status: 'completed', item: [] })).toBeNull();
    expect(
      checkResponse(questionnaire, {
        resourceType: 'QuestionnaireResponse',
        status: 'completed',
        item: [{ linkId: 'staff', item: [{ linkId: 'code', answer: [{ valueString: 'x' }] }] }],
      }),
    ).toEqual({ linkId: 'code', key: 'questionnaire.error_not_enabled' });
  });

  it('readOnly keeps its initial value: the same is accepted, a changed one refused', () => {
    const fixed = item({ readOnly: true, initial: [{ valueString: 'MRI knee' }] });
    expect(readOnlyError(fixed, [{ valueString: 'MRI knee' }])).toBeNull();
    expect(readOnlyError(fixed, [])).toBeNull();
    expect(readOnlyError(fixed, [{ valueString: 'CT' }])).toEqual({ key: 'questionnaire.error_read_only' });
    expect(readOnlyError(item({ readOnly: true }), [{ valueString: 'x' }])).toEqual({ key: 'questionnaire.error_read_only' });
    const quantity = item({ type: 'quantity', readOnly: true, initial: [{ valueQuantity: { value: 1, code: 'mg' } }] });
    expect(readOnlyError(quantity, [{ valueQuantity: { value: 1, code: 'mg' } }])).toBeNull();
  });

  it('minLength and regex check the whole text; entryFormat is only a hint', () => {
    const phone = item({
      extension: [
        { url: EXT.minLength, valueInteger: 10 },
        { url: EXT.regex, valueString: '0[0-9]{9}' },
        { url: EXT.entryFormat, valueString: '0298765432' },
      ],
    });
    expect(validateItem(phone, [{ valueString: '029876' }], {})?.key).toBe('questionnaire.error_min_length');
    expect(validateItem(phone, [{ valueString: '1298765432' }], {})?.key).toBe('questionnaire.error_pattern');
    expect(validateItem(phone, [{ valueString: '0298765432' }], {})).toBeNull();
  });

  it('minOccurs/maxOccurs bound a repeating group; a required one needs at least one', () => {
    const group = item({
      type: 'group',
      repeats: true,
      extension: [
        { url: EXT.minOccurs, valueInteger: 2 },
        { url: EXT.maxOccurs, valueInteger: 4 },
      ],
    });
    expect(occurrences(group)).toEqual({ min: 2, max: 4 });
    expect(occurrences(item({ type: 'group', repeats: true, required: true }))).toEqual({ min: 1, max: 20 });
    expect(occurrences(item({ type: 'group', repeats: true, extension: [{ url: EXT.maxOccurs, valueInteger: 500 }] })).max).toBe(20);
  });
});
