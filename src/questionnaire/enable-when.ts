/**
 * enableWhen (FHIR R4) with true equality: a Coding matches on system and code (not FHIRPath `~`),
 * a Quantity on value and unit code. R4 semantics: `exists` asks whether the question has an
 * answer; every other operator is true when at least one answer satisfies it, so a question with
 * no answer enables nothing but `exists: false`. A disabled (or hidden-by-parent) question counts
 * as unanswered. `enableBehavior` defaults to `all` (R4 requires it when there are several).
 *
 * `EnableState` keeps the result per node (an item, in one instance of its repeating groups:
 * tree.ts) and, on a change, re-evaluates only the nodes that depend on the changed one (the index
 * from walk.ts) and, when those flip, their own dependents and children: a keystroke on a 300-item
 * form touches a handful of items, not all of them. Inside a repeating group a condition reads the
 * question in the same instance.
 */
import type { AnswerValue, Coding, EnableWhen, Quantity, QuestionnaireItem } from '../api/schemas/questionnaire.schema';
import { buildTree, resolveQuestion, type ItemTree } from './tree';
import type { ItemIndex } from './walk';

export type Answers = ReadonlyMap<string, readonly AnswerValue[]>;

function sameCoding(a: Coding | undefined, b: Coding | undefined): boolean {
  if (!a || !b) return false;
  return (a.system ?? '') === (b.system ?? '') && a.code === b.code;
}

function sameQuantity(a: Quantity | undefined, b: Quantity | undefined): boolean {
  if (!a || !b) return false;
  return a.value === b.value && (a.code ?? a.unit) === (b.code ?? b.unit) && (a.system ?? '') === (b.system ?? '');
}

/** -1, 0, 1, or null when the two cannot be compared (different kinds, or not ordered). */
function compare(answer: AnswerValue, condition: EnableWhen): number | null {
  const order = <T extends number | string>(a: T, b: T) => (a < b ? -1 : a > b ? 1 : 0);
  const number = answer.valueInteger ?? answer.valueDecimal;
  const wanted = condition.answerInteger ?? condition.answerDecimal;
  if (number !== undefined && wanted !== undefined) return order(number, wanted);
  if (answer.valueQuantity && condition.answerQuantity) {
    const [a, b] = [answer.valueQuantity, condition.answerQuantity];
    if (a.value === undefined || b.value === undefined || (a.code ?? a.unit) !== (b.code ?? b.unit)) return null;
    return order(a.value, b.value);
  }
  for (const [value, expected] of [
    [answer.valueDate, condition.answerDate],
    [answer.valueDateTime, condition.answerDateTime],
    [answer.valueTime, condition.answerTime],
    [answer.valueString, condition.answerString],
  ] as const) {
    if (value !== undefined && expected !== undefined) return order(value, expected);
  }
  return null;
}

function equals(answer: AnswerValue, condition: EnableWhen): boolean {
  if (condition.answerBoolean !== undefined) return answer.valueBoolean === condition.answerBoolean;
  if (condition.answerCoding) return sameCoding(answer.valueCoding, condition.answerCoding);
  if (condition.answerQuantity) return sameQuantity(answer.valueQuantity, condition.answerQuantity);
  if (condition.answerReference) return answer.valueReference?.reference === condition.answerReference.reference;
  // An open-choice question may hold the option's code as free text; a string answer may equal its display too.
  if (condition.answerString !== undefined && answer.valueCoding) return answer.valueCoding.code === condition.answerString;
  return compare(answer, condition) === 0;
}

/** One enableWhen condition against the question's (effective) answers. */
export function conditionHolds(condition: EnableWhen, answers: readonly AnswerValue[]): boolean {
  if (condition.operator === 'exists') return answers.length > 0 === (condition.answerBoolean ?? true);
  return answers.some((answer) => {
    switch (condition.operator) {
      case '=':
        return equals(answer, condition);
      case '!=':
        return !equals(answer, condition);
      default: {
        const result = compare(answer, condition);
        if (result === null) return false;
        if (condition.operator === '>') return result > 0;
        if (condition.operator === '<') return result < 0;
        if (condition.operator === '>=') return result >= 0;
        return result <= 0;
      }
    }
  });
}

/** The item's own conditions (not its parent's), given the answers of the questions it names. */
export function itemConditionsHold(item: QuestionnaireItem, answersOf: (linkId: string) => readonly AnswerValue[]): boolean {
  const conditions = item.enableWhen ?? [];
  if (conditions.length === 0) return true;
  const results = conditions.map((condition) => conditionHolds(condition, answersOf(condition.question)));
  return item.enableBehavior === 'any' ? results.some(Boolean) : results.every(Boolean);
}

export interface EnableState {
  /** By node key (the linkId, outside repeating groups). */
  isEnabled(key: string): boolean;
  /** Re-evaluates after `key`'s answers changed; returns the nodes whose state flipped. */
  update(key: string, answers: Answers): string[];
  /** Every node's state (for building the response). */
  snapshot(): ReadonlyMap<string, boolean>;
}

function isTree(source: ItemIndex | ItemTree): source is ItemTree {
  return 'nodes' in source;
}

/**
 * Evaluates every node, then keeps the result current. `answers` are keyed by node key
 * (tree.ts); a form without repeating groups may pass its ItemIndex and key by linkId.
 */
export function createEnableState(source: ItemIndex | ItemTree, answers: Answers): EnableState {
  const tree = isTree(source) ? source : buildTree(source);
  const { index } = tree;
  const enabled = new Map<string, boolean>();
  const answersOf = (key: string, current: Answers) => (question: string) =>
    resolveQuestion(tree, key, question).flatMap((target) => (enabled.get(target) === false ? [] : (current.get(target) ?? [])));
  const evaluate = (key: string, current: Answers): boolean => {
    const node = tree.nodes.get(key)!;
    if (node.parent !== undefined && enabled.get(node.parent) === false) return false;
    return itemConditionsHold(node.item, answersOf(key, current));
  };

  // First pass in document order, repeated until stable (a condition may name a later item).
  for (const key of tree.nodes.keys()) enabled.set(key, true);
  for (let pass = 0, changed = true; changed && pass < tree.nodes.size + 1; pass += 1) {
    changed = false;
    for (const key of tree.nodes.keys()) {
      const value = evaluate(key, answers);
      if (value !== enabled.get(key)) {
        enabled.set(key, value);
        changed = true;
      }
    }
  }

  /** The nodes whose conditions read `key`: its linkId's dependents, in the instances that see this node. */
  const dependentsOf = (key: string): string[] => {
    const linkId = tree.nodes.get(key)?.linkId;
    if (linkId === undefined) return [];
    const out: string[] = [];
    for (const dependent of index.dependents.get(linkId) ?? []) {
      for (const candidate of tree.keysOf.get(dependent) ?? []) {
        if (resolveQuestion(tree, candidate, linkId).includes(key)) out.push(candidate);
      }
    }
    return out;
  };

  return {
    isEnabled: (key) => enabled.get(key) !== false,
    snapshot: () => enabled,
    update(key, current) {
      const flipped: string[] = [];
      const queue = dependentsOf(key);
      // A cycle of conditions could flip forever: each node may flip a bounded number of times.
      let budget = tree.nodes.size * 4;
      while (queue.length && budget-- > 0) {
        const next = queue.shift()!;
        const value = evaluate(next, current);
        if (value === enabled.get(next)) continue;
        enabled.set(next, value);
        flipped.push(next);
        queue.push(...dependentsOf(next), ...(tree.nodes.get(next)?.children ?? []));
      }
      return flipped;
    },
  };
}
