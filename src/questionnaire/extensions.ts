/**
 * The SDC and core extensions the questionnaire subset understands (widgets/questionnaire/README.md).
 * Anything else on an item is "unsupported": the renderer shows a notice and reports it once.
 */
import type { AnswerOption, Coding, Extension, QuestionnaireItem } from '../api/schemas/questionnaire.schema';

const SD = 'http://hl7.org/fhir/StructureDefinition/';
export const EXT = {
  itemControl: `${SD}questionnaire-itemControl`,
  sliderStepValue: `${SD}questionnaire-sliderStepValue`,
  minValue: `${SD}minValue`,
  maxValue: `${SD}maxValue`,
  minLength: `${SD}minLength`,
  regex: `${SD}regex`,
  maxDecimalPlaces: `${SD}maxDecimalPlaces`,
  entryFormat: `${SD}entryFormat`,
  optionExclusive: `${SD}questionnaire-optionExclusive`,
  ordinalValue: `${SD}ordinalValue`,
  hidden: `${SD}questionnaire-hidden`,
  unit: `${SD}questionnaire-unit`,
  minOccurs: `${SD}questionnaire-minOccurs`,
  maxOccurs: `${SD}questionnaire-maxOccurs`,
} as const;

export const SUPPORTED_EXTENSIONS: ReadonlySet<string> = new Set(Object.values(EXT));

export const ITEM_CONTROLS = ['radio-button', 'check-box', 'drop-down', 'autocomplete', 'slider', 'page'] as const;
export type ItemControl = (typeof ITEM_CONTROLS)[number];

function find(extensions: readonly Extension[] | undefined, url: string): Extension | undefined {
  return extensions?.find((extension) => extension.url === url);
}

export function itemControl(item: QuestionnaireItem): string | undefined {
  return find(item.extension, EXT.itemControl)?.valueCodeableConcept?.coding?.[0]?.code;
}

/** minValue/maxValue: a number for integer/decimal, an ISO string for date/dateTime/time. */
export function limitValue(item: QuestionnaireItem, which: 'minValue' | 'maxValue'): number | string | undefined {
  const ext = find(item.extension, EXT[which]);
  if (!ext) return undefined;
  return ext.valueInteger ?? ext.valueDecimal ?? ext.valueDate ?? ext.valueDateTime ?? ext.valueTime;
}

export function intExtension(
  item: QuestionnaireItem,
  key: 'sliderStepValue' | 'minLength' | 'maxDecimalPlaces' | 'minOccurs' | 'maxOccurs',
): number | undefined {
  return find(item.extension, EXT[key])?.valueInteger;
}

export function stringExtension(item: QuestionnaireItem, key: 'regex' | 'entryFormat'): string | undefined {
  return find(item.extension, EXT[key])?.valueString;
}

export function isHidden(item: QuestionnaireItem): boolean {
  return find(item.extension, EXT.hidden)?.valueBoolean === true;
}

export function unitOf(item: QuestionnaireItem): Coding | undefined {
  return find(item.extension, EXT.unit)?.valueCoding;
}

export function isExclusive(option: AnswerOption): boolean {
  return find(option.extension, EXT.optionExclusive)?.valueBoolean === true;
}

/** ordinalValue sits on the answerOption or on its Coding (both are seen in the wild). */
export function ordinalValue(option: AnswerOption): number | undefined {
  const ext = find(option.extension, EXT.ordinalValue) ?? find(option.valueCoding?.extension, EXT.ordinalValue);
  return ext?.valueDecimal ?? ext?.valueInteger;
}

/**
 * How many instances a repeating group may have: minOccurs (a required group at least 1) and
 * maxOccurs, capped so that a form cannot be made to grow without end.
 */
export const MAX_GROUP_INSTANCES = 20;
export function occurrences(item: QuestionnaireItem): { min: number; max: number } {
  const min = Math.max(intExtension(item, 'minOccurs') ?? 0, item.required ? 1 : 0);
  const max = Math.min(intExtension(item, 'maxOccurs') ?? MAX_GROUP_INSTANCES, MAX_GROUP_INSTANCES);
  return { min: Math.min(min, max), max: Math.max(max, 1) };
}
