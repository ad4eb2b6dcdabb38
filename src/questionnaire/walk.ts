/** Walking a Questionnaire's item tree once, into lookups the other modules share. */
import type { FhirQuestionnaire, QuestionnaireItem } from '../api/schemas/questionnaire.schema';

export interface ItemIndex {
  /** Every item by linkId, in document order. */
  items: Map<string, QuestionnaireItem>;
  /** The linkId of an item's parent (absent at the top). */
  parent: Map<string, string>;
  /** linkId → the items whose enableWhen names it: a change to it re-evaluates only these. */
  dependents: Map<string, string[]>;
  /** linkId → its child items' linkIds. */
  children: Map<string, string[]>;
}

export function indexItems(questionnaire: Pick<FhirQuestionnaire, 'item'>): ItemIndex {
  const index: ItemIndex = { items: new Map(), parent: new Map(), dependents: new Map(), children: new Map() };
  const visit = (items: readonly QuestionnaireItem[] | undefined, parent: string | undefined) => {
    for (const item of items ?? []) {
      index.items.set(item.linkId, item);
      if (parent !== undefined) {
        index.parent.set(item.linkId, parent);
        const siblings = index.children.get(parent) ?? [];
        siblings.push(item.linkId);
        index.children.set(parent, siblings);
      }
      for (const condition of item.enableWhen ?? []) {
        const list = index.dependents.get(condition.question) ?? [];
        if (!list.includes(item.linkId)) list.push(item.linkId);
        index.dependents.set(condition.question, list);
      }
      visit(item.item, item.linkId);
    }
  };
  visit(questionnaire.item, undefined);
  return index;
}
