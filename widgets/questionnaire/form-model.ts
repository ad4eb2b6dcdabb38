/**
 * The state of one questionnaire being answered, DOM-free: one signal per item for its answers,
 * its enabled state and its error, so a component that renders one item re-renders only when that
 * item changes. A change re-evaluates only the items that depend on it (src/questionnaire/enable-when).
 */
import { batch, signal, type Signal } from '@preact/signals-core';
import type { AnswerValue, FhirQuestionnaire, QuestionnaireItem, QuestionnaireResponse } from '../../src/api/schemas/questionnaire.schema';
import {
  buildResponse,
  createEnableState,
  indexItems,
  isHidden,
  itemControl,
  optionsOf,
  validateItem,
  type ItemError,
  type ItemIndex,
} from '../../src/questionnaire';

export interface FormItemState {
  item: QuestionnaireItem;
  answers: Signal<readonly AnswerValue[]>;
  enabled: Signal<boolean>;
  /** Shown error: set on submit, then kept current as the person corrects it. */
  error: Signal<ItemError | null>;
  /** Text that does not parse as the item's type ("12,5" for a decimal): a format error until fixed. */
  parseError: ItemError | null;
}

export interface FieldError {
  linkId: string;
  error: ItemError;
}

export type FormModel = ReturnType<typeof createFormModel>;

function initialAnswers(item: QuestionnaireItem, questionnaire: FhirQuestionnaire): AnswerValue[] {
  if (item.initial?.length) return item.initial.map((value) => ({ ...value }));
  const selected = optionsOf(item, questionnaire).filter((option) => option.initialSelected);
  return selected.map(({ initialSelected: _selected, extension: _extension, ...value }) => value);
}

export function createFormModel(questionnaire: FhirQuestionnaire, draft?: ReadonlyMap<string, readonly AnswerValue[]>) {
  const index: ItemIndex = indexItems(questionnaire);
  const current = new Map<string, readonly AnswerValue[]>();
  for (const [linkId, item] of index.items) current.set(linkId, draft?.get(linkId) ?? initialAnswers(item, questionnaire));
  const enable = createEnableState(index, current);
  const states = new Map<string, FormItemState>();
  for (const [linkId, item] of index.items) {
    states.set(linkId, {
      item,
      answers: signal(current.get(linkId) ?? []),
      enabled: signal(enable.isEnabled(linkId)),
      error: signal(null),
      parseError: null,
    });
  }
  /** Bumped on every change: the draft writer listens to this one signal. */
  const version = signal(0);
  const submitted = signal(false);

  const visible = (linkId: string): boolean => {
    for (let id: string | undefined = linkId; id !== undefined; id = index.parent.get(id)) {
      if (isHidden(index.items.get(id)!) || !enable.isEnabled(id)) return false;
    }
    return true;
  };

  function check(state: FormItemState): ItemError | null {
    return state.parseError ?? validateItem(state.item, state.answers.peek(), questionnaire);
  }

  /** The items of the questionnaire's pages (itemControl page on top-level items), or one page of all. */
  const topLevel = (questionnaire.item ?? []).map((item) => item.linkId);
  const paged = (questionnaire.item ?? []).some((item) => itemControl(item) === 'page');

  return {
    questionnaire,
    index,
    paged,
    version,
    submitted,
    state(linkId: string): FormItemState {
      return states.get(linkId)!;
    },
    /** Top-level linkIds shown on each page (only enabled, shown pages count). */
    pages(): string[][] {
      // One page: every top-level item, each of which hides itself while disabled (so it can come back).
      if (!paged) return [topLevel];
      return topLevel.filter(visible).map((linkId) => [linkId]);
    },
    setAnswers(linkId: string, answers: readonly AnswerValue[], parseError: ItemError | null = null): void {
      const state = states.get(linkId)!;
      state.parseError = parseError;
      current.set(linkId, answers);
      batch(() => {
        state.answers.value = answers;
        for (const flipped of enable.update(linkId, current)) states.get(flipped)!.enabled.value = enable.isEnabled(flipped);
        // Once an error is showing, it follows the correction at once (and clears when fixed).
        if (state.error.peek()) state.error.value = check(state);
        version.value += 1;
      });
    },
    /** On leaving a field: its format and rule errors show after the first submit attempt or once typed. */
    touch(linkId: string): void {
      const state = states.get(linkId)!;
      state.error.value = check(state);
    },
    /** Validates the shown, enabled items under `roots` (a page, or everything); sets and returns their errors. */
    validate(roots: readonly string[] = topLevel): FieldError[] {
      const errors: FieldError[] = [];
      const visit = (linkId: string) => {
        if (!visible(linkId)) return;
        const state = states.get(linkId)!;
        const error = check(state);
        state.error.value = error;
        if (error) errors.push({ linkId, error });
        for (const child of index.children.get(linkId) ?? []) visit(child);
      };
      batch(() => roots.forEach(visit));
      return errors;
    },
    /** The answers of every item, for the session draft. */
    answers(): ReadonlyMap<string, readonly AnswerValue[]> {
      return current;
    },
    response(): QuestionnaireResponse {
      return buildResponse(questionnaire, current, enable.isEnabled);
    },
  };
}
