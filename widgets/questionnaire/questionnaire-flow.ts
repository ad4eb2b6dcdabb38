/**
 * The questionnaire runner's flow (docs/rules.md#questionnaires-and-outcomes), DOM-free with its
 * dependencies injected: load, then the unanswered questionnaires one at a time, each saved and
 * its outcome processed; after all, the stored redirect or "already answered". Tests drive it with
 * fake timers and stub calls.
 */
import { batch, computed, signal } from '@preact/signals-core';
import * as v from 'valibot';
import type { ApiError } from '../../src/api/errors';
import {
  FhirQuestionnaireSchema,
  type FhirQuestionnaire,
  type QuestionnaireLoad,
  type QuestionnaireRecord,
  type QuestionnaireResponse,
  type SaveAnswersResult,
} from '../../src/api/schemas/questionnaire.schema';
import { BOOKING_FORM_NAVIGATION_DELAY_MS, SLOT_RELOAD_AFTER_EXAM_CHANGE_MS } from '../../src/constants';
import type { RadEventMap } from '../../src/element/events';
import { afterSave, deniedPath, saveFailure, summarize, type BookingRequestErrorTarget } from './outcomes';

export type FlowPhase = 'loading' | 'load-error' | 'answering' | 'saving' | 'finished' | 'leaving';

export interface QuestionnaireFlowDeps {
  load(): Promise<QuestionnaireLoad>;
  save(record: QuestionnaireRecord, questionnaireResult: string): Promise<SaveAnswersResult>;
  /** Go to a portal path or an allowed URL (the element emits rad-navigate first). */
  navigate(path: string): void;
  /** Back where the person came from (closing an unfinished cancellation). */
  back(): void;
  emit<K extends keyof RadEventMap>(name: K, detail: RadEventMap[K]): void;
  /** A checked redirect target (safeTarget), or null. */
  checkTarget(url: string | null | undefined): string | null;
  /** The stored redirect after all are answered (the page's `redirectUrl`). */
  redirectUrl: string | null;
  bookingRequestError: BookingRequestErrorTarget;
  /** An unreadable definition is reported, then skipped, never a crash. */
  report(message: string): void;
  setTimeout?: (fn: () => void, ms: number) => unknown;
}

export interface OpenQuestionnaire {
  record: QuestionnaireRecord;
  definition: FhirQuestionnaire;
}

export type QuestionnaireFlow = ReturnType<typeof createQuestionnaireFlow>;

function deniedCode(error: ApiError): boolean {
  const body = error.body;
  return !!body && typeof body === 'object' && 'code' in body && body.code === 'denied';
}

export function createQuestionnaireFlow(deps: QuestionnaireFlowDeps) {
  const phase = signal<FlowPhase>('loading');
  const queue = signal<readonly OpenQuestionnaire[]>([]);
  const position = signal(0);
  /** A save that failed and kept the form: a message key or the server's text. */
  const problem = signal<string | null>(null);
  const answered = signal(0);
  const loadError = signal<ApiError | null>(null);
  const current = computed(() => (phase.value === 'answering' || phase.value === 'saving' ? (queue.value[position.value] ?? null) : null));
  const later = deps.setTimeout ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));

  function leave(path: string): void {
    phase.value = 'leaving'; // closes every dialog first
    deps.navigate(path);
  }

  function finish(lastType: QuestionnaireRecord['questionnaireType'] | null): void {
    deps.emit('rad-questionnaire-all-done', { answered: answered.peek(), alreadyAnswered: answered.peek() === 0 });
    const target = deps.checkTarget(deps.redirectUrl);
    if (!target) {
      phase.value = 'finished';
      return;
    }
    phase.value = 'leaving';
    // The booking form waits a moment so its own state settles before the navigation (docs/rules.md#questionnaire-dialog).
    if (lastType === 'BOOKING_FORM') later(() => deps.navigate(target), BOOKING_FORM_NAVIGATION_DELAY_MS);
    else deps.navigate(target);
  }

  function readDefinition(record: QuestionnaireRecord): FhirQuestionnaire | null {
    try {
      const parsed = v.safeParse(FhirQuestionnaireSchema, JSON.parse(record.questionnaireResult));
      if (parsed.success) return parsed.output;
    } catch {
      /* reported below */
    }
    deps.report(`questionnaire ${record.questionnaireId} is not a readable FHIR Questionnaire; skipped`);
    return null;
  }

  return {
    phase,
    queue,
    position,
    current,
    problem,
    answered,
    loadError,
    async start(): Promise<void> {
      phase.value = 'loading';
      try {
        const load = await deps.load();
        // A questionnaire of this visit whose earlier answer denied the booking: the denial stands,
        // so coming back leads to the deny page again (never "already answered").
        const asked = new Set(load.questionnaires.map((record) => record.questionnaireId));
        const denial = load.examQuestionnaireAnswers.find((answer) => answer.denied && asked.has(answer.questionnaireId));
        if (denial) {
          leave(deniedPath(denial.deniedMessage));
          return;
        }
        const done = new Set(load.examQuestionnaireAnswers.map((answer) => answer.questionnaireId));
        const open: OpenQuestionnaire[] = [];
        for (const record of load.questionnaires) {
          if (done.has(record.questionnaireId)) continue;
          const definition = readDefinition(record);
          if (definition) open.push({ record, definition });
        }
        batch(() => {
          queue.value = open;
          position.value = 0;
          answered.value = 0;
        });
        if (open.length) phase.value = 'answering';
        else finish(null);
      } catch (error) {
        batch(() => {
          loadError.value = error as ApiError;
          phase.value = 'load-error';
        });
      }
    },
    /** Saves the open questionnaire's response; rejects when the form must stay (the draft stays too). */
    async submit(response: QuestionnaireResponse): Promise<void> {
      const open = current.peek();
      if (!open || phase.peek() === 'saving') throw new Error('nothing to submit');
      const { record } = open;
      batch(() => {
        phase.value = 'saving';
        problem.value = null;
      });
      let result: SaveAnswersResult;
      try {
        result = await deps.save(record, JSON.stringify(response));
      } catch (error) {
        // The server holds an earlier denial of this questionnaire (answered in another tab, say).
        if ((error as ApiError).status === 409 && deniedCode(error as ApiError)) {
          leave(deniedPath((error as ApiError).serverMessage ?? null));
          return;
        }
        const failure = saveFailure(record.questionnaireType, (error as ApiError).serverMessage, deps.bookingRequestError);
        if (failure.kind === 'leave') {
          leave(failure.path);
          return;
        }
        batch(() => {
          problem.value = failure.message;
          phase.value = 'answering';
        });
        throw error;
      }
      const { outcome } = result;
      const target = deps.checkTarget(outcome.url);
      answered.value += 1;
      deps.emit('rad-questionnaire-completed', {
        questionnaireId: record.questionnaireId,
        questionnaireType: record.questionnaireType,
        outcome: summarize(outcome, target !== null),
      });
      if (outcome.newExamSlug && !outcome.denied) {
        deps.emit('rad-questionnaire-exam-changed', {
          questionnaireId: record.questionnaireId,
          newExamSlug: outcome.newExamSlug,
          reloadAfterMs: SLOT_RELOAD_AFTER_EXAM_CHANGE_MS,
        });
      }
      const next = afterSave(outcome, target);
      if (next.kind === 'deny') return leave(next.path);
      if (next.kind === 'redirect') return leave(next.url);
      if (position.peek() + 1 < queue.peek().length) {
        batch(() => {
          position.value += 1;
          phase.value = 'answering';
        });
      } else {
        finish(record.questionnaireType);
      }
    },
    /** Closing an unfinished questionnaire (after any confirmation): back where the person came from. */
    close(): void {
      phase.value = 'leaving';
      deps.back();
    },
  };
}
