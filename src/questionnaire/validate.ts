/**
 * Validation per item type, the same on the widget (before submit) and the server (a posted
 * QuestionnaireResponse is checked against its Questionnaire): required, repeats, the value[x]
 * that fits the type, maxLength/minLength/regex, minValue/maxValue, maxDecimalPlaces, formats of
 * integer/decimal/date/dateTime/time/url/quantity, and for choices that the answer is an option.
 * Errors are translation keys with values, so both sides word them the same.
 */
import type { AnswerValue, FhirQuestionnaire, QuestionnaireItem } from '../api/schemas/questionnaire.schema';
import { intExtension, isExclusive, limitValue, occurrences, stringExtension, unitOf } from './extensions';
import { optionsOf, sameValue } from './options';

export interface ItemError {
  key: string;
  values?: Record<string, string | number>;
}

export const DATE_RE = /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/;
export const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?$/;
export const DATE_TIME_RE =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)?$/;

/** The value[x] each item type answers with (choice also takes the primitive of its options). */
const VALUE_KEY: Record<string, readonly (keyof AnswerValue)[]> = {
  boolean: ['valueBoolean'],
  decimal: ['valueDecimal'],
  integer: ['valueInteger'],
  date: ['valueDate'],
  dateTime: ['valueDateTime'],
  time: ['valueTime'],
  string: ['valueString'],
  text: ['valueString'],
  url: ['valueUri'],
  choice: ['valueCoding', 'valueString', 'valueInteger', 'valueDate', 'valueTime'],
  'open-choice': ['valueCoding', 'valueString', 'valueInteger', 'valueDate', 'valueTime'],
  attachment: ['valueAttachment'],
  quantity: ['valueQuantity'],
  reference: ['valueReference'],
};

/** A real calendar date (2025-02-30 is not). */
function realDate(value: string): boolean {
  if (value.length < 10) return true;
  const [y, m, d] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function decimalPlaces(value: number): number {
  const text = String(value);
  if (text.includes('e-')) return Number(text.split('e-')[1]);
  return text.includes('.') ? text.split('.')[1]!.length : 0;
}

/** A provider's regex must match the whole answer; a broken pattern is ignored rather than block everyone. */
function matchesPattern(pattern: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u').test(value);
  } catch {
    return true;
  }
}

function formatError(item: QuestionnaireItem, answer: AnswerValue): ItemError | null {
  switch (item.type) {
    case 'integer':
      return Number.isInteger(answer.valueInteger) ? null : { key: 'questionnaire.error_integer' };
    case 'decimal':
      return Number.isFinite(answer.valueDecimal) ? null : { key: 'questionnaire.error_decimal' };
    case 'date':
      return DATE_RE.test(answer.valueDate!) && realDate(answer.valueDate!) ? null : { key: 'questionnaire.error_date' };
    case 'dateTime':
      return DATE_TIME_RE.test(answer.valueDateTime!) && realDate(answer.valueDateTime!) ? null : { key: 'questionnaire.error_date_time' };
    case 'time':
      return TIME_RE.test(answer.valueTime!) ? null : { key: 'questionnaire.error_time' };
    case 'url':
      return /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(answer.valueUri!) ? null : { key: 'questionnaire.error_url' };
    case 'quantity': {
      if (!Number.isFinite(answer.valueQuantity!.value)) return { key: 'questionnaire.error_quantity' };
      // The unit is the form's (questionnaire-unit): 70 [lb_av] against a kg range would be checked wrongly.
      const unit = unitOf(item);
      const given = answer.valueQuantity!;
      if (unit && ((given.code ?? given.unit) !== (unit.code ?? unit.display) || (given.system ?? '') !== (unit.system ?? '')))
        return { key: 'questionnaire.error_unit' };
      return null;
    }
    default:
      return null;
  }
}

function limitError(item: QuestionnaireItem, answer: AnswerValue): ItemError | null {
  const value =
    answer.valueInteger ??
    answer.valueDecimal ??
    answer.valueQuantity?.value ??
    answer.valueDate ??
    answer.valueDateTime ??
    answer.valueTime;
  if (value === undefined) return null;
  const min = limitValue(item, 'minValue');
  const max = limitValue(item, 'maxValue');
  if (min !== undefined && typeof min === typeof value && value < min) return { key: 'questionnaire.error_min_value', values: { min } };
  if (max !== undefined && typeof max === typeof value && value > max) return { key: 'questionnaire.error_max_value', values: { max } };
  const places = intExtension(item, 'maxDecimalPlaces');
  const decimal = answer.valueDecimal ?? answer.valueQuantity?.value;
  if (places !== undefined && decimal !== undefined && decimalPlaces(decimal) > places) {
    return { key: 'questionnaire.error_decimal_places', values: { max: places } };
  }
  return null;
}

function textError(item: QuestionnaireItem, answer: AnswerValue): ItemError | null {
  const text = answer.valueString ?? answer.valueUri;
  if (text === undefined || answer.valueCoding) return null;
  if (item.maxLength !== undefined && [...text].length > item.maxLength)
    return { key: 'questionnaire.error_max_length', values: { max: item.maxLength } };
  const minLength = intExtension(item, 'minLength');
  if (minLength !== undefined && [...text].length < minLength) return { key: 'questionnaire.error_min_length', values: { min: minLength } };
  const pattern = stringExtension(item, 'regex');
  if (pattern !== undefined && !matchesPattern(pattern, text)) return { key: 'questionnaire.error_pattern' };
  return null;
}

function hasValue(answer: AnswerValue): boolean {
  return Object.entries(answer).some(([key, value]) => key.startsWith('value') && value !== undefined && value !== '');
}

/**
 * The first problem with an enabled item's answers, or null. `questionnaire` resolves contained
 * value sets for the option check. Display and group items have no answers of their own.
 */
export function validateItem(
  item: QuestionnaireItem,
  answers: readonly AnswerValue[],
  questionnaire: Pick<FhirQuestionnaire, 'contained'>,
): ItemError | null {
  if (item.type === 'display' || item.type === 'group') return null;
  const given = answers.filter(hasValue);
  // An attachment arrives through the attachments upload, not inside the response: its own upload checks "required".
  if (given.length === 0) return item.required && item.type !== 'attachment' ? { key: 'questionnaire.error_required' } : null;
  if (given.length > 1 && !item.repeats) return { key: 'questionnaire.error_single' };
  const allowed = VALUE_KEY[item.type] ?? [];
  const options = item.type === 'choice' || item.type === 'open-choice' ? optionsOf(item, questionnaire) : [];
  for (const answer of given) {
    const keys = Object.keys(answer).filter((key) => key.startsWith('value') && answer[key as keyof AnswerValue] !== undefined);
    if (keys.length !== 1 || !allowed.includes(keys[0] as keyof AnswerValue)) return { key: 'questionnaire.error_type' };
    const problem = formatError(item, answer) ?? limitError(item, answer) ?? textError(item, answer);
    if (problem) return problem;
    const freeText = item.type === 'open-choice' && answer.valueString !== undefined;
    if (options.length && !freeText && !options.some((option) => sameValue(option, answer))) return { key: 'questionnaire.error_option' };
  }
  // An exclusive option ("None of these") cannot be ticked together with another.
  if (given.length > 1 && options.some((option) => isExclusive(option) && given.some((answer) => sameValue(option, answer)))) {
    return { key: 'questionnaire.error_exclusive' };
  }
  return null;
}

/** A repeating group answered in `count` instances: too few (required, minOccurs) or too many (maxOccurs). */
export function occurrencesError(item: QuestionnaireItem, count: number): ItemError | null {
  const { min, max } = occurrences(item);
  if (count < min) return min <= 1 ? { key: 'questionnaire.error_required' } : { key: 'questionnaire.error_min_occurs', values: { min } };
  if (count > max) return { key: 'questionnaire.error_max_occurs', values: { max } };
  return null;
}

/**
 * A read-only item keeps what the form gave it: its initial value, or nothing. A response that
 * changed it was not made by the form.
 */
export function readOnlyError(item: QuestionnaireItem, answers: readonly AnswerValue[]): ItemError | null {
  if (!item.readOnly) return null;
  const given = answers.filter(hasValue);
  const initial = item.initial ?? [];
  if (!given.length) return null;
  const same = given.length === initial.length && given.every((answer, position) => sameValue(answer, initial[position]!));
  return same ? null : { key: 'questionnaire.error_read_only' };
}
