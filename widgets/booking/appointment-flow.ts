/**
 * From a chosen clinic to a booked appointment (docs/rules.md#booking-and-holds), composed of one
 * small part per concern in `appointment/`: the held times (slot-holds.ts), the booking key
 * (booking-key.ts), the questionnaires that come before Book (questionnaires.ts), what their
 * answers do to the booking (questionnaire-answers.ts), an answer changing the exam
 * (exam-change.ts), and the form and its create (booking-submit.ts, create-failure.ts). Signals and
 * actions only: the calls and the clock are injected, so every rule is a unit test with fake
 * timers. This file wires the parts and keeps the one public shape the components read.
 */
import { signal } from '@preact/signals-core';
import type { CreatedAppointment } from '../../src/api/schemas/slots.schema';
import type { AppointmentDeps, ExamChange, ExamToBook, OutcomeState } from './appointment/appointment-types';
import { createBookingKey } from './appointment/booking-key';
import { createBookingSubmit } from './appointment/booking-submit';
import { createExamChange } from './appointment/exam-change';
import { createQuestionnaireAnswers } from './appointment/questionnaire-answers';
import { createQuestionnaires } from './appointment/questionnaires';
import { createSlotHolds } from './appointment/slot-holds';
import { NO_REQUIREMENTS } from './booking-form.schema';

export type {
  AppointmentApi,
  AppointmentDeps,
  Chosen,
  DenyReason,
  ExamChange,
  ExamToBook,
  FlowStep,
  OutcomeState,
  QuestionsState,
  SlotProblem,
} from './appointment/appointment-types';

export function createAppointmentFlow(deps: AppointmentDeps, initialExams: readonly ExamToBook[]) {
  // What several parts read and write; each part owns the rest of its state.
  const examList = signal<readonly ExamToBook[]>(initialExams);
  const outcomes = signal<OutcomeState>({ minDate: null, requirements: NO_REQUIREMENTS, enquiry: null, denied: false });
  /** An outcome changed an exam: what it was, what it is now, and the time given back; said until a new time is chosen. */
  const examChange = signal<ExamChange | null>(null);
  const result = signal<CreatedAppointment | null>(null);
  const holds = createSlotHolds(deps, examList, outcomes, examChange, result);
  const key = createBookingKey(deps.api);
  // Book waits on the questionnaires, and they press it again once answered: through a function,
  // because `booking` does not exist yet.
  const questionnaires = createQuestionnaires({ step: holds.step, outcomes, key, book: () => void booking.submit() });
  const booking = createBookingSubmit(deps, { examList, outcomes, result, holds, key, bookWaits: questionnaires.bookWaits });

  return {
    get exams() {
      return examList.value;
    },
    examList,
    outcomes,
    examChange,
    result,
    bookingKeyReady: key.ready,
    /** A booking key for what is uploaded or answered before the booking exists. */
    prepareKey: key.ensure,
    get bookingKey() {
      return key.current;
    },
    ...holds,
    ...questionnaires.exposed,
    ...createQuestionnaireAnswers(outcomes, holds),
    ...createExamChange(deps, examList, examChange, holds),
    ...booking,
    /** Back to the times (the patient wants another one); the form keeps its values. */
    changeTime(): void {
      holds.releaseAll();
    },
  };
}

export type AppointmentFlow = ReturnType<typeof createAppointmentFlow>;
