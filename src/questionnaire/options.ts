/** The options of a choice item: its answerOption list, or the codes of a contained ValueSet (`#id`). */
import type { AnswerOption, AnswerValue, FhirQuestionnaire, QuestionnaireItem, ValueSet } from '../api/schemas/questionnaire.schema';

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

/** True equality of an answer and an option: Codings on system and code, everything else by value. */
export function sameValue(a: AnswerValue, b: AnswerValue): boolean {
  if (a.valueCoding || b.valueCoding) {
    return (
      !!a.valueCoding &&
      !!b.valueCoding &&
      (a.valueCoding.system ?? '') === (b.valueCoding.system ?? '') &&
      a.valueCoding.code === b.valueCoding.code
    );
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
