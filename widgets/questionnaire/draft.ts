/**
 * Drafts of answers in session storage, so a reload in the middle of a long questionnaire keeps
 * what was typed. Keyed by questionnaire and booking; cleared on submit, on logout (useLogout and
 * the questionnaire element) and by the kiosk reset (it clears session storage whole).
 */
import * as v from 'valibot';
import { QUESTIONNAIRE_DRAFT_STORAGE_PREFIX } from '../../src/constants';
import { AnswerValueSchema, type AnswerValue } from '../../src/api/schemas/questionnaire.schema';

const AnswersSchema = v.array(v.tuple([v.string(), v.array(AnswerValueSchema)]));
/** Answers by node key, and the repeating groups' instances (a bare answers array is an older draft). */
const DraftSchema = v.union([
  v.object({ answers: AnswersSchema, instances: v.array(v.tuple([v.string(), v.array(v.number())])) }),
  AnswersSchema,
]);

export interface Draft {
  answers: Map<string, AnswerValue[]>;
  instances: Map<string, number[]>;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked: no drafts, nothing breaks
  }
}

export function draftKey(questionnaireId: string, scope: string): string {
  return `${QUESTIONNAIRE_DRAFT_STORAGE_PREFIX}${questionnaireId}.${scope}`;
}

export function readDraft(key: string): Draft | undefined {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return undefined;
    const parsed = v.safeParse(DraftSchema, JSON.parse(raw));
    if (!parsed.success) return undefined;
    const draft = parsed.output;
    return Array.isArray(draft)
      ? { answers: new Map(draft), instances: new Map() }
      : { answers: new Map(draft.answers), instances: new Map(draft.instances) };
  } catch {
    return undefined;
  }
}

export function writeDraft(
  key: string,
  answers: ReadonlyMap<string, readonly AnswerValue[]>,
  instances: ReadonlyMap<string, readonly number[]> = new Map(),
): void {
  try {
    storage()?.setItem(key, JSON.stringify({ answers: [...answers].filter(([, values]) => values.length), instances: [...instances] }));
  } catch {
    /* full or blocked: the draft is a convenience */
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    /* blocked */
  }
}

/** Every questionnaire draft of this tab (logout). */
export function clearAllDrafts(store: Storage | null = storage()): void {
  if (!store) return;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(QUESTIONNAIRE_DRAFT_STORAGE_PREFIX)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}
