/**
 * Text typed into a field → the answer value of the item's type, or a format error (a half-typed
 * "12." is an error shown on blur/submit, never a thrown exception). Empty text is no answer.
 */
import type { AnswerValue, QuestionnaireItem } from '../api/schemas/questionnaire.schema';
import { unitOf } from './extensions';
import type { ItemError } from './validate';

export type Parsed = { value: AnswerValue | null } | { error: ItemError };

const NUMBER_RE = /^[+-]?(\d+\.?\d*|\.\d+)$/;

export function parseInput(item: QuestionnaireItem, raw: string): Parsed {
  const text = item.type === 'text' ? raw : raw.trim();
  if (text === '') return { value: null };
  switch (item.type) {
    case 'integer':
      return /^[+-]?\d+$/.test(text) ? { value: { valueInteger: Number(text) } } : { error: { key: 'questionnaire.error_integer' } };
    case 'decimal':
      return NUMBER_RE.test(text) ? { value: { valueDecimal: Number(text) } } : { error: { key: 'questionnaire.error_decimal' } };
    case 'quantity': {
      if (!NUMBER_RE.test(text)) return { error: { key: 'questionnaire.error_quantity' } };
      const unit = unitOf(item);
      return {
        value: {
          valueQuantity: {
            value: Number(text),
            ...(unit
              ? {
                  unit: unit.display ?? unit.code,
                  ...(unit.system ? { system: unit.system } : {}),
                  ...(unit.code ? { code: unit.code } : {}),
                }
              : {}),
          },
        },
      };
    }
    case 'date':
      return { value: { valueDate: text } };
    // datetime-local gives "2026-03-14T09:30" in the person's own time: stored as typed (no zone).
    case 'dateTime':
      return { value: { valueDateTime: text.length === 16 ? `${text}:00` : text } };
    case 'time':
      return { value: { valueTime: text.length === 5 ? `${text}:00` : text } };
    case 'url':
      return { value: { valueUri: text } };
    default:
      return { value: { valueString: text } };
  }
}

/** The text a field shows for a stored answer (drafts, initial values). */
export function formatInput(item: QuestionnaireItem, value: AnswerValue | undefined): string {
  if (!value) return '';
  switch (item.type) {
    case 'integer':
      return value.valueInteger === undefined ? '' : String(value.valueInteger);
    case 'decimal':
      return value.valueDecimal === undefined ? '' : String(value.valueDecimal);
    case 'quantity':
      return value.valueQuantity?.value === undefined ? '' : String(value.valueQuantity.value);
    case 'dateTime':
      return value.valueDateTime?.slice(0, 16) ?? '';
    case 'time':
      return value.valueTime?.slice(0, 5) ?? '';
    case 'date':
      return value.valueDate ?? '';
    case 'url':
      return value.valueUri ?? '';
    default:
      return value.valueString ?? '';
  }
}
