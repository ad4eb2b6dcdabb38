/**
 * An answer changed the exam (claustrophobia → open MRI): said while it waits, then the exam of the
 * same modality (else the first) is replaced, its time given back, the grid loads the new exam's
 * times and the host is told. Its own part because it rewrites the exams the other parts book,
 * on a timer of its own.
 */
import { batch, signal, type Signal } from '@preact/signals-core';
import type { AppointmentDeps, ExamChange, ExamToBook } from './appointment-types';
import type { SlotHolds } from './slot-holds';

export function createExamChange(
  deps: Pick<AppointmentDeps, 'api' | 'later' | 'examChanged'>,
  examList: Signal<readonly ExamToBook[]>,
  /** Said until a new time is chosen (the holds clear it). */
  examChange: Signal<ExamChange | null>,
  holds: Pick<SlotHolds, 'chosen' | 'reloadSlots'>,
) {
  const later = deps.later ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const { chosen } = holds;
  /** Set while an exam change waits its SLOT_RELOAD_AFTER_EXAM_CHANGE_MS: the new exam's name. */
  const changingExam = signal<string | null>(null);

  /** `next` replaces an exam after `delayMs`; an exam already booked here is left alone. */
  function changeExam(next: ExamToBook, delayMs: number): void {
    const exams = examList.peek();
    if (exams.some((exam) => exam.examSlug === next.examSlug)) return;
    const sameModality = next.modalityId === undefined ? -1 : exams.findIndex((exam) => exam.modalityId === next.modalityId);
    const index = sameModality === -1 ? 0 : sameModality;
    const previous = exams[index]!;
    changingExam.value = next.examName;
    later(() => {
      const replaced = [...examList.peek()];
      replaced[index] = { ...next, clinicSlugs: previous.clinicSlugs };
      const item = chosen.peek()[index];
      if (item?.hold) void deps.api.releaseHold(item.hold.holdId).catch(() => undefined);
      const kept = [...chosen.peek()];
      kept[index] = null;
      batch(() => {
        examList.value = replaced;
        chosen.value = kept;
        changingExam.value = null;
        examChange.value = { from: previous.examName, to: next.examName, released: item?.slot ?? null };
        holds.reloadSlots.value += 1;
      });
      deps.examChanged?.(previous.examSlug, replaced[index]!);
    }, delayMs);
  }

  return { changingExam, changeExam };
}
