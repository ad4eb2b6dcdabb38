/** The options of a choice item: its answerOption list, or the codes of a contained ValueSet (`#id`). */
import type { AnswerOption, AnswerValue, FhirQuestionnaire, QuestionnaireItem, ValueSet } from '../api/schemas/questionnaire.schema';
import { EXT, isExclusive, ordinalValue } from './extensions';

export function optionsOf(item: QuestionnaireItem, questionnaire: Pick<FhirQuestionnaire, 'contained'>): AnswerOption[] {
  if (item.answerOption?.length) return item.answerOption;
  const ref = item.answerValueSet;
  if (!ref?.startsWith('#')) return [];
  const valueSet = questionnaire.contained?.find(
    (resource): resource is ValueSet => resource.resourceType === 'ValueSet' && (resource as ValueSet).id === ref.slice(1),
  );
  if (!valueSet) return [];
  if (valueSet.expansion?.contains?.length) return valueSet.expansion.contains.map((coding) => ({ valueCoding: coding }));
  return (valueSet.compose?.include ?? []).flatMap((include) =>
    (include.concept ?? []).map((concept) => ({
      valueCoding: { ...(include.system ? { system: include.system } : {}), code: concept.code, display: concept.display ?? concept.code },
    })),
  );
}

/** True equality of an answer and an option: Codings on system and code, Quantities on value and unit, everything else by value. */
export function sameValue(a: AnswerValue, b: AnswerValue): boolean {
  if (a.valueCoding || b.valueCoding) {
    return (
      !!a.valueCoding &&
      !!b.valueCoding &&
      (a.valueCoding.system ?? '') === (b.valueCoding.system ?? '') &&
      a.valueCoding.code === b.valueCoding.code
    );
  }
  if (a.valueQuantity || b.valueQuantity) {
    const [x, y] = [a.valueQuantity, b.valueQuantity];
    return !!x && !!y && x.value === y.value && (x.code ?? x.unit) === (y.code ?? y.unit) && (x.system ?? '') === (y.system ?? '');
  }
  for (const key of [
    'valueString',
    'valueInteger',
    'valueDecimal',
    'valueDate',
    'valueDateTime',
    'valueTime',
    'valueBoolean',
    'valueUri',
  ] as const) {
    if (a[key] !== undefined || b[key] !== undefined) return a[key] === b[key];
  }
  return false;
}

/** A stable key of an option for form controls and drafts. */
export function optionKey(value: AnswerValue): string {
  if (value.valueCoding) return `c:${value.valueCoding.system ?? ''}|${value.valueCoding.code ?? ''}`;
  for (const key of ['valueString', 'valueInteger', 'valueDecimal', 'valueDate', 'valueTime'] as const) {
    if (value[key] !== undefined) return `${key}:${String(value[key])}`;
  }
  return 'unknown';
}

/** What a person reads for an option. */
export function optionLabel(value: AnswerValue): string {
  if (value.valueCoding) return value.valueCoding.display ?? value.valueCoding.code ?? '';
  return String(value.valueString ?? value.valueInteger ?? value.valueDecimal ?? value.valueDate ?? value.valueTime ?? '');
}

/**
 * The answer an option gives. Its ordinalValue travels on the Coding (as the SDC scoring examples
 * carry it), so a score can be summed from the stored response without the Questionnaire.
 */
export function answerOfOption(option: AnswerOption): AnswerValue {
  const { initialSelected: _selected, extension: _extension, ...value } = option;
  const ordinal = ordinalValue(option);
  if (value.valueCoding && ordinal !== undefined && !value.valueCoding.extension) {
    return { ...value, valueCoding: { ...value.valueCoding, extension: [{ url: EXT.ordinalValue, valueDecimal: ordinal }] } };
  }
  return value;
}

/**
 * Ticking or unticking an option of a choice: one answer replaces the other; with repeats, an
 * exclusive option ("None of these", optionExclusive) clears every other, and any other clears it.
 * Free text of an open-choice is kept apart by the caller.
 */
export function toggleChoice(
  chosen: readonly AnswerValue[],
  option: AnswerOption,
  on: boolean,
  options: readonly AnswerOption[],
  repeats: boolean,
): AnswerValue[] {
  if (!repeats) return on ? [answerOfOption(option)] : [];
  let next = chosen.filter((answer) => !sameValue(option, answer));
  if (on) {
    next = isExclusive(option) ? [] : next.filter((answer) => !options.some((other) => isExclusive(other) && sameValue(other, answer)));
    next.push(answerOfOption(option));
  }
  return next;
}
