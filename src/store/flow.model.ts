/**
 * The booking flow's current selection (spec 000 §2 "Footer"): the exams picked and the
 * questionnaire answers not yet sent. The booking and questionnaire widgets fill it; a Home click
 * in the header or footer empties it, so the next visit starts a fresh booking.
 */
import { batch, signal } from '@preact/signals-core';

export type FlowModel = ReturnType<typeof createFlowModel>;

export function createFlowModel() {
  /** Slugs of the selected exams. */
  const exams = signal<readonly string[]>([]);
  /** Questionnaire answers being written, by question id. */
  const answers = signal<Readonly<Record<string, unknown>>>({});
  return {
    exams,
    answers,
    selectExams(next: readonly string[]): void {
      exams.value = next;
    },
    draftAnswers(next: Readonly<Record<string, unknown>>): void {
      answers.value = next;
    },
    clearFlow(): void {
      batch(() => {
        exams.value = [];
        answers.value = {};
      });
    },
  };
}
