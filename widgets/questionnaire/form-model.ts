/**
 * The state of one questionnaire being answered, DOM-free: one signal per node (an item, in one
 * instance of its repeating groups; the linkId outside them) for its answers, its enabled state
 * and its error, so a component that renders one item re-renders only when that item changes. A
 * change re-evaluates only the nodes that depend on it (src/questionnaire/enable-when); adding or
 * removing a repeating group's instance rebuilds the tree (rare).
 */
import { batch, signal, type Signal } from '@preact/signals-core';
import type { AnswerValue, FhirQuestionnaire, QuestionnaireItem, QuestionnaireResponse } from '../../src/api/schemas/questionnaire.schema';
import {
  buildResponse,
  buildTree,
  createEnableState,
  indexItems,
  isHidden,
  itemControl,
  occurrences,
  occurrencesError,
  optionsOf,
  validateItem,
  type EnableState,
  type ItemError,
  type ItemIndex,
  type ItemTree,
} from '../../src/questionnaire';

export interface FormItemState {
  key: string;
  item: QuestionnaireItem;
  answers: Signal<readonly AnswerValue[]>;
  enabled: Signal<boolean>;
  /** Shown error: set on submit, then kept current as the person corrects it. */
  error: Signal<ItemError | null>;
  /** Text that does not parse as the item's type ("12,5" for a decimal): a format error until fixed. */
  parseError: ItemError | null;
  /** Repeating groups: the instance ids shown, in order. */
  instances: Signal<readonly number[]>;
}

export interface FieldError {
  /** The node key (the linkId outside repeating groups). */
  key: string;
  linkId: string;
  error: ItemError;
}

/** What a draft restores: answers by node key, and the repeating groups' instances. */
export interface FormDraft {
  answers: ReadonlyMap<string, readonly AnswerValue[]>;
  instances?: ReadonlyMap<string, readonly number[]>;
}

export type FormModel = ReturnType<typeof createFormModel>;

function initialAnswers(item: QuestionnaireItem, questionnaire: FhirQuestionnaire): AnswerValue[] {
  if (item.initial?.length) return item.initial.map((value) => ({ ...value }));
  const selected = optionsOf(item, questionnaire).filter((option) => option.initialSelected);
  return selected.map(({ initialSelected: _selected, extension: _extension, ...value }) => value);
}

function hasAnswer(answers: readonly AnswerValue[] | undefined): boolean {
  return (answers ?? []).some((answer) => Object.values(answer).some((value) => value !== undefined && value !== ''));
}

export function createFormModel(questionnaire: FhirQuestionnaire, draft?: FormDraft | ReadonlyMap<string, readonly AnswerValue[]>) {
  const restored: FormDraft | undefined = draft instanceof Map ? { answers: draft } : (draft as FormDraft | undefined);
  const index: ItemIndex = indexItems(questionnaire);
  let tree: ItemTree = buildTree(index, restored?.instances ?? new Map());
  // A group that must be answered more than once (minOccurs) starts with that many instances.
  const atLeast = new Map(tree.instances);
  for (const [key, node] of tree.nodes) {
    const { min } = occurrences(node.item);
    if (node.instances && !restored?.instances?.has(key) && node.instances.length < min)
      atLeast.set(
        key,
        Array.from({ length: min }, (_, id) => id),
      );
  }
  if (atLeast.size && [...atLeast].some(([key, ids]) => ids.length !== tree.instances.get(key)?.length)) tree = buildTree(index, atLeast);
  const current = new Map<string, readonly AnswerValue[]>();
  let lastResponse: QuestionnaireResponse | null = null;
  const states = new Map<string, FormItemState>();
  /** Bumped on every change: the draft writer listens to this one signal. */
  const version = signal(0);
  const submitted = signal(false);

  /** Answers and signals for nodes that are new (all at first; a new instance's later). */
  const addNodes = (fromDraft: boolean) => {
    for (const [key, node] of tree.nodes) {
      if (states.has(key)) continue;
      const answers = (fromDraft ? restored?.answers.get(key) : undefined) ?? initialAnswers(node.item, questionnaire);
      current.set(key, answers);
      states.set(key, {
        key,
        item: node.item,
        answers: signal(answers),
        enabled: signal(true),
        error: signal(null),
        parseError: null,
        instances: signal(tree.instances.get(key) ?? []),
      });
    }
  };
  addNodes(true);
  let enable: EnableState = createEnableState(tree, current);
  for (const [key, state] of states) state.enabled.value = enable.isEnabled(key);

  const visible = (key: string): boolean => {
    for (let id: string | undefined = key; id !== undefined; id = tree.nodes.get(id)?.parent) {
      if (isHidden(tree.nodes.get(id)!.item) || !enable.isEnabled(id)) return false;
    }
    return true;
  };

  function check(state: FormItemState): ItemError | null {
    const node = tree.nodes.get(state.key)!;
    if (node.instances) {
      const answered = node.instances.filter((instance) => instance.children.some((child) => hasAnswer(current.get(child))));
      return occurrencesError(state.item, answered.length);
    }
    return state.parseError ?? validateItem(state.item, state.answers.peek(), questionnaire);
  }

  /** After instances changed: rebuild the tree, forget removed nodes, re-evaluate every node. */
  function regrow(instances: Map<string, number[]>): void {
    tree = buildTree(index, instances);
    for (const key of [...states.keys()]) {
      if (tree.nodes.has(key)) continue;
      states.delete(key);
      current.delete(key);
    }
    addNodes(false);
    enable = createEnableState(tree, current);
    batch(() => {
      for (const [key, state] of states) {
        state.enabled.value = enable.isEnabled(key);
        const ids = tree.instances.get(key);
        if (ids && ids.join() !== state.instances.peek().join()) state.instances.value = ids;
      }
      version.value += 1;
    });
  }

  const countOf = (groupKey: string) => tree.instances.get(groupKey)?.length ?? 0;
  const canAdd = (groupKey: string): boolean => countOf(groupKey) < occurrences(tree.nodes.get(groupKey)!.item).max;
  const canRemove = (groupKey: string): boolean => countOf(groupKey) > occurrences(tree.nodes.get(groupKey)!.item).min;

  /** The items of the questionnaire's pages (itemControl page on top-level items), or one page of all. */
  const topLevel = (questionnaire.item ?? []).map((item) => item.linkId);
  const paged = (questionnaire.item ?? []).some((item) => itemControl(item) === 'page');

  return {
    questionnaire,
    index,
    paged,
    version,
    submitted,
    /** The current tree (changes when an instance is added or removed). */
    tree(): ItemTree {
      return tree;
    },
    state(key: string): FormItemState {
      return states.get(key)!;
    },
    /** Top-level linkIds shown on each page (only enabled, shown pages count). */
    pages(): string[][] {
      // One page: every top-level item, each of which hides itself while disabled (so it can come back).
      if (!paged) return [topLevel];
      return topLevel.filter(visible).map((linkId) => [linkId]);
    },
    setAnswers(key: string, answers: readonly AnswerValue[], parseError: ItemError | null = null): void {
      const state = states.get(key)!;
      state.parseError = parseError;
      current.set(key, answers);
      batch(() => {
        state.answers.value = answers;
        for (const flipped of enable.update(key, current)) states.get(flipped)!.enabled.value = enable.isEnabled(flipped);
        // Once an error is showing, it follows the correction at once (and clears when fixed).
        if (state.error.peek()) state.error.value = check(state);
        version.value += 1;
      });
    },
    /** On leaving a field: its format and rule errors show after the first submit attempt or once typed. */
    touch(key: string): void {
      const state = states.get(key)!;
      state.error.value = check(state);
    },
    /** Whether a repeating group may gain or lose an instance now (minOccurs, maxOccurs). */
    canAdd,
    canRemove,
    /** Adds an empty instance at the end; returns its id (null at maxOccurs). */
    addInstance(groupKey: string): number | null {
      const ids = tree.instances.get(groupKey) ?? [];
      if (!canAdd(groupKey)) return null;
      const id = ids.length ? Math.max(...ids) + 1 : 0;
      regrow(new Map([...tree.instances, [groupKey, [...ids, id]]]));
      return id;
    },
    /** Removes an instance with its answers (not below minOccurs). */
    removeInstance(groupKey: string, id: number): void {
      if (!canRemove(groupKey)) return;
      const ids = (tree.instances.get(groupKey) ?? []).filter((other) => other !== id);
      const next = new Map(tree.instances);
      next.set(groupKey, ids);
      regrow(next);
      const state = states.get(groupKey);
      if (state?.error.peek()) state.error.value = check(state);
    },
    /** Validates the shown, enabled nodes under `roots` (a page, or everything); sets and returns their errors. */
    validate(roots: readonly string[] = topLevel): FieldError[] {
      const errors: FieldError[] = [];
      const visit = (key: string) => {
        if (!visible(key)) return;
        const state = states.get(key)!;
        const error = check(state);
        state.error.value = error;
        if (error) errors.push({ key, linkId: state.item.linkId, error });
        for (const child of tree.nodes.get(key)?.children ?? []) visit(child);
      };
      batch(() => roots.forEach(visit));
      return errors;
    },
    /** The answers of every node, for the session draft. */
    answers(): ReadonlyMap<string, readonly AnswerValue[]> {
      return current;
    },
    /** The repeating groups' instances, for the session draft. */
    instances(): ReadonlyMap<string, readonly number[]> {
      return tree.instances;
    },
    response(): QuestionnaireResponse {
      const fresh = buildResponse(questionnaire, current, enable.isEnabled, undefined, tree);
      // The same answers sent again (a retry after a failed save) are the same response, authored
      // once: the save is then the same attempt (its idempotency key), and the server keeps one answer.
      if (lastResponse && JSON.stringify(lastResponse.item) === JSON.stringify(fresh.item)) return lastResponse;
      lastResponse = fresh;
      return fresh;
    },
  };
}
