/**
 * Answers ⇄ QuestionnaireResponse. Building keeps the Questionnaire's nesting (groups hold items,
 * a question's children sit under its answer, a repeating group appears once per instance) and
 * drops every hidden or disabled item with its answers, so they can never block a submit nor leak
 * into the stored response. Reading flattens a response back to answers by node key (tree.ts);
 * `checkResponse` is the server's "does this fit?".
 */
import type { AnswerValue, FhirQuestionnaire, QuestionnaireResponse, ResponseItem } from '../api/schemas/questionnaire.schema';
import { createEnableState, type Answers } from './enable-when';
import { isHidden } from './extensions';
import { answersByLinkId, buildTree, isRepeatingGroup, nodeKey, type ItemTree, type Scope, type TreeNode } from './tree';
import { occurrencesError, readOnlyError, validateItem, type ItemError } from './validate';
import { indexItems, type ItemIndex } from './walk';

function answered(answers: readonly AnswerValue[] | undefined): AnswerValue[] {
  return (answers ?? []).filter((answer) => Object.values(answer).some((value) => value !== undefined && value !== ''));
}

/** Whether a node takes part in the response: shown and enabled (a hidden parent hides its children). */
export type Included = (node: TreeNode) => boolean;

function buildItems(tree: ItemTree, keys: readonly string[], answers: Answers, included: Included): ResponseItem[] {
  const out: ResponseItem[] = [];
  for (const key of keys) {
    const node = tree.nodes.get(key)!;
    const { item } = node;
    if (!included(node) || item.type === 'display') continue;
    const text = item.text !== undefined ? { text: item.text } : {};
    if (node.instances) {
      // A repeating group: the item once per instance that holds an answer (FHIR repeats the group item).
      for (const instance of node.instances) {
        const children = buildItems(tree, instance.children, answers, included);
        if (children.length) out.push({ linkId: item.linkId, ...text, item: children });
      }
      continue;
    }
    const children = buildItems(tree, node.children, answers, included);
    if (item.type === 'group') {
      if (children.length) out.push({ linkId: item.linkId, ...text, item: children });
      continue;
    }
    const values = answered(answers.get(key));
    if (!values.length) continue;
    const answer = values.map((value, position) => (position === 0 && children.length ? { ...value, item: children } : { ...value }));
    out.push({ linkId: item.linkId, ...text, answer });
  }
  return out;
}

/**
 * The QuestionnaireResponse of these answers (keyed by node: the linkId outside repeating groups).
 * `tree` carries the repeating groups' instances; without it each has one.
 */
export function buildResponse(
  questionnaire: FhirQuestionnaire,
  answers: Answers,
  isEnabled: (key: string) => boolean,
  authored = new Date().toISOString(),
  tree: ItemTree = buildTree(indexItems(questionnaire)),
): QuestionnaireResponse {
  return {
    resourceType: 'QuestionnaireResponse',
    ...(questionnaire.url || questionnaire.id ? { questionnaire: questionnaire.url ?? `Questionnaire/${questionnaire.id}` } : {}),
    status: 'completed',
    authored,
    item: buildItems(tree, tree.roots, answers, (node) => !isHidden(node.item) && isEnabled(node.key)),
  };
}

export interface ReadResponse {
  /** Answers by node key (tree.ts): the linkId, or the linkId in its repeating groups' instances. */
  answers: Map<string, AnswerValue[]>;
  /** Every response item in order, with its node key; a key listed twice is an item given twice. */
  entries: { linkId: string; key: string }[];
  /** The instances each repeating group was answered in (ids 0, 1, … in response order). */
  instances: Map<string, number[]>;
  /** Kept for readers that only need linkIds. */
  linkIds: string[];
}

/**
 * Reads a response back to answers by node key. `index` tells which groups repeat (their items
 * may appear more than once, one instance each); without it none does.
 */
export function readResponse(response: QuestionnaireResponse, index?: ItemIndex): ReadResponse {
  const read: ReadResponse = { answers: new Map(), entries: [], instances: new Map(), linkIds: [] };
  const visit = (items: readonly ResponseItem[] | undefined, scope: Scope) => {
    for (const item of items ?? []) {
      read.linkIds.push(item.linkId);
      const definition = index?.items.get(item.linkId);
      const key = nodeKey(scope, item.linkId);
      if (definition && isRepeatingGroup(definition) && !item.answer) {
        const ids = read.instances.get(key) ?? [];
        if (!ids.length) read.entries.push({ linkId: item.linkId, key });
        ids.push(ids.length);
        read.instances.set(key, ids);
        visit(item.item, [...scope, [item.linkId, ids.length - 1]]);
        continue;
      }
      read.entries.push({ linkId: item.linkId, key });
      if (item.answer) {
        read.answers.set(
          key,
          item.answer.map(({ item: nested, ...value }) => {
            visit(nested, scope);
            return value;
          }),
        );
      }
      visit(item.item, scope);
    }
  };
  visit(response.item, []);
  return read;
}

export interface ResponseProblem extends ItemError {
  linkId: string;
}

/** The answers of a checked response by linkId (every instance's together), for the outcome rules. */
export function responseAnswersByLinkId(questionnaire: FhirQuestionnaire, response: QuestionnaireResponse): Map<string, AnswerValue[]> {
  const index = indexItems(questionnaire);
  const read = readResponse(response, index);
  return answersByLinkId(buildTree(index, read.instances, []), read.answers);
}

/**
 * Does a posted response fit its Questionnaire? Unknown or repeated items, answers to hidden or
 * disabled items, answers on a group or display, a repeating group's instances outside
 * minOccurs/maxOccurs, and any item that fails validateItem (required included) are problems; the
 * first one is returned.
 */
export function checkResponse(questionnaire: FhirQuestionnaire, response: QuestionnaireResponse): ResponseProblem | null {
  const index = indexItems(questionnaire);
  const read = readResponse(response, index);
  const tree = buildTree(index, read.instances, []);
  const seen = new Set<string>();
  for (const { linkId, key } of read.entries) {
    const item = index.items.get(linkId);
    if (!item || !tree.nodes.has(key)) return { linkId, key: 'questionnaire.error_unknown_item' };
    if (seen.has(key)) return { linkId, key: 'questionnaire.error_single' };
    seen.add(key);
    if ((item.type === 'group' || item.type === 'display') && read.answers.has(key)) return { linkId, key: 'questionnaire.error_type' };
  }
  const enable = createEnableState(tree, read.answers);
  const hiddenByAncestor = (key: string): boolean => {
    for (let id: string | undefined = key; id !== undefined; id = tree.nodes.get(id)!.parent)
      if (isHidden(tree.nodes.get(id)!.item)) return true;
    return false;
  };
  for (const [key, node] of tree.nodes) {
    const { item, linkId } = node;
    const included = enable.isEnabled(key) && !hiddenByAncestor(key);
    const given = answered(read.answers.get(key));
    if (!included) {
      if (given.length) return { linkId, key: 'questionnaire.error_not_enabled' };
      continue;
    }
    if (node.instances) {
      // Only instances that were sent count (an empty one is never sent).
      const sent = read.instances.get(key)?.length ?? 0;
      const problem = occurrencesError(item, sent);
      if (problem) return { linkId, ...problem };
      continue;
    }
    const problem = readOnlyError(item, given) ?? validateItem(item, given, questionnaire);
    if (problem) return { linkId, ...problem };
  }
  return null;
}
