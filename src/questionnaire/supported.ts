/**
 * What of a definition this renderer cannot show: an unknown item type, an unknown extension, an
 * item control we do not draw. Each is listed once so the form can put a notice
 * in place and report the list once when it loads, and still render everything else.
 */
import type { FhirQuestionnaire, QuestionnaireItem } from '../api/schemas/questionnaire.schema';
import { ITEM_CONTROLS, SUPPORTED_EXTENSIONS, itemControl } from './extensions';

export const SUPPORTED_TYPES: ReadonlySet<string> = new Set([
  'group',
  'display',
  'boolean',
  'decimal',
  'integer',
  'date',
  'dateTime',
  'time',
  'string',
  'text',
  'url',
  'choice',
  'open-choice',
  'attachment',
  'quantity',
]);

export interface Unsupported {
  linkId: string;
  /** `type:reference`, `extension:<url>` or `itemControl:<code>`. */
  what: string;
}

export function unsupportedOf(item: QuestionnaireItem): Unsupported[] {
  const found: Unsupported[] = [];
  if (!SUPPORTED_TYPES.has(item.type)) found.push({ linkId: item.linkId, what: `type:${item.type}` });
  for (const extension of item.extension ?? []) {
    if (!SUPPORTED_EXTENSIONS.has(extension.url)) found.push({ linkId: item.linkId, what: `extension:${extension.url}` });
  }
  const control = itemControl(item);
  if (control && !(ITEM_CONTROLS as readonly string[]).includes(control))
    found.push({ linkId: item.linkId, what: `itemControl:${control}` });
  return found;
}

export function findUnsupported(questionnaire: Pick<FhirQuestionnaire, 'item'>): Unsupported[] {
  const found: Unsupported[] = [];
  const visit = (items: readonly QuestionnaireItem[] | undefined) => {
    for (const item of items ?? []) {
      found.push(...unsupportedOf(item));
      visit(item.item);
    }
  };
  visit(questionnaire.item);
  return found;
}
