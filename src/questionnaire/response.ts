/**
 * Answers ⇄ QuestionnaireResponse. Building keeps the Questionnaire's nesting (groups hold items,
 * a question's children sit under its answer) and drops every hidden or disabled item with its
 * answers, so they can never block a submit nor leak into the stored response. Reading flattens a
 * response back to answers by linkId; `checkResponse` is the server's "does this fit?".
 */
import type {
  AnswerValue,
  FhirQuestionnaire,
  QuestionnaireItem,
  QuestionnaireResponse,
  ResponseItem,
} from '../api/schemas/questionnaire.schema';
import { createEnableState, type Answers } from './enable-when';
import { isHidden } from './extensions';
import { validateItem, type ItemError } from './validate';
import { indexItems } from './walk';

function answered(answers: readonly AnswerValue[] | undefined): AnswerValue[] {
  return (answers ?? []).filter((answer) => Object.values(answer).some((value) => value !== undefined && value !== ''));
}

/** Whether the item takes part in the response: shown and enabled (a hidden parent hides its children). */
export type Included = (item: QuestionnaireItem) => boolean;

function buildItems(items: readonly QuestionnaireItem[] | undefined, answers: Answers, included: Included): ResponseItem[] {
  const out: ResponseItem[] = [];
  for (const item of items ?? []) {
    if (!included(item) || item.type === 'display') continue;
    const children = buildItems(item.item, answers, included);
    const text = item.text !== undefined ? { text: item.text } : {};
    if (item.type === 'group') {
      if (children.length) out.push({ linkId: item.linkId, ...text, item: children });
      continue;
    }
    const values = answered(answers.get(item.linkId));
    if (!values.length) continue;
    const answer = values.map((value, position) => (position === 0 && children.length ? { ...value, item: children } : { ...value }));
    out.push({ linkId: item.linkId, ...text, answer });
  }
  return out;
}

export function buildResponse(
  questionnaire: FhirQuestionnaire,
  answers: Answers,
  isEnabled: (linkId: string) => boolean,
  authored = new Date().toISOString(),
): QuestionnaireResponse {
  return {
    resourceType: 'QuestionnaireResponse',
    ...(questionnaire.url || questionnaire.id ? { questionnaire: questionnaire.url ?? `Questionnaire/${questionnaire.id}` } : {}),
    status: 'completed',
    authored,
    item: buildItems(questionnaire.item, answers, (item) => !isHidden(item) && isEnabled(item.linkId)),
  };
}

/** Answers by linkId, and the linkIds that appear more than once (a response may not repeat an item). */
export function readResponse(response: QuestionnaireResponse): { answers: Map<string, AnswerValue[]>; linkIds: string[] } {
  const answers = new Map<string, AnswerValue[]>();
  const linkIds: string[] = [];
  const visit = (items: readonly ResponseItem[] | undefined) => {
    for (const item of items ?? []) {
      linkIds.push(item.linkId);
      if (item.answer) {
        answers.set(
          item.linkId,
          item.answer.map(({ item: nested, ...value }) => {
            visit(nested);
            return value;
          }),
        );
      }
      visit(item.item);
    }
  };
  visit(response.item);
  return { answers, linkIds };
}

export interface ResponseProblem extends ItemError {
  linkId: string;
}

/**
 * Does a posted response fit its Questionnaire? Unknown or repeated items, answers to hidden or
 * disabled items, answers on a group or display, and any item that fails validateItem (required
 * included) are problems; the first one is returned.
 */
export function checkResponse(questionnaire: FhirQuestionnaire, response: QuestionnaireResponse): ResponseProblem | null {
  const index = indexItems(questionnaire);
  const { answers, linkIds } = readResponse(response);
  const seen = new Set<string>();
  for (const linkId of linkIds) {
    const item = index.items.get(linkId);
    if (!item) return { linkId, key: 'questionnaire.error_unknown_item' };
    if (seen.has(linkId)) return { linkId, key: 'questionnaire.error_single' };
    seen.add(linkId);
    if ((item.type === 'group' || item.type === 'display') && answers.has(linkId)) return { linkId, key: 'questionnaire.error_type' };
  }
  const enable = createEnableState(index, answers);
  const hiddenByAncestor = (linkId: string): boolean => {
    for (let id: string | undefined = linkId; id !== undefined; id = index.parent.get(id)) if (isHidden(index.items.get(id)!)) return true;
    return false;
  };
  for (const [linkId, item] of index.items) {
    const included = enable.isEnabled(linkId) && !hiddenByAncestor(linkId);
    const given = answered(answers.get(linkId));
    if (!included) {
      if (given.length) return { linkId, key: 'questionnaire.error_not_enabled' };
      continue;
    }
    if (item.readOnly && !item.initial?.length && given.length) return { linkId, key: 'questionnaire.error_read_only' };
    const problem = validateItem(item, given, questionnaire);
    if (problem) return { linkId, ...problem };
  }
  return null;
}
