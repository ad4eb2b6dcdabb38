/**
 * From a chosen clinic to a booked appointment (docs/rules.md#booking-and-holds): one slot per exam,
 * each held on the server while the form is open (renewed, released when the element leaves), the
 * form's values (never lost on a failure), the create (a retry of the same values is the same
 * attempt: src/api/client.ts keeps its idempotency key), and the answer. Signals and actions only:
 * the calls and the clock are injected, so every rule is a unit test with fake timers. Its
 * contracts are in appointment-types.ts, and how outcomes add up in appointment-outcomes.ts.
 */
import { batch, computed, signal } from '@preact/signals-core';
import { ApiError, problemKey } from '../../src/api/errors';
import { fieldProblems } from '../../src/api/field-problems';
import type { CreateAppointment, CreatedAppointment } from '../../src/api/schemas/slots.schema';
import type { QuestionnaireOutcomeSummary } from '../questionnaire/index';
import { withOutcome } from './appointment-outcomes';
import { createSlotHolds } from './slot-holds';
import type { AppointmentDeps, DenyReason, ExamChange, ExamToBook, OutcomeState, QuestionsState } from './appointment-types';
import { bookingOutcome, enquiryOutcome } from './booking-rules';
import {
  EMPTY_FORM,
  FORM_FIELDS,
  NO_REQUIREMENTS,
  validateBookingForm,
  type BookingFormErrors,
  type BookingFormInput,
} from './booking-form.schema';

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
} from './appointment-types';

export function createAppointmentFlow(deps: AppointmentDeps, initialExams: readonly ExamToBook[]) {
  const later = deps.later ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const examList = signal<readonly ExamToBook[]>(initialExams);
  const outcomes = signal<OutcomeState>({ minDate: null, requirements: NO_REQUIREMENTS, enquiry: null, denied: false });
  const questions = signal<QuestionsState>('waiting');
  /** Book was pressed before the questionnaires were done: it goes ahead when they are. */
  const submitAfterQuestions = signal(false);
  let asking = false;
  /** Set while an exam change waits its SLOT_RELOAD_AFTER_EXAM_CHANGE_MS: the new exam's name. */
  const changingExam = signal<string | null>(null);
  /** An outcome changed an exam: what it was, what it is now, and the time given back; said until a new time is chosen. */
  const examChange = signal<ExamChange | null>(null);
  /** The runner's way to the deny page, kept in the booking instead: the clinic's phone and a call back are here. */
  const denial = signal<DenyReason | null>(null);
  const form = signal<BookingFormInput>({ ...EMPTY_FORM });
  const errors = signal<BookingFormErrors>({});
  const submitting = signal(false);
  const submitError = signal<string | null>(null);
  const result = signal<CreatedAppointment | null>(null);
  const bookingKeyReady = signal<string | null>(null);
  let bookingKey: string | null = null;
  const holds = createSlotHolds(deps, examList, outcomes, examChange, result);
  const { chosen, step, slotProblem, reloadSlots, releaseAll, activity } = holds;
  /** An enquiry: a referrer's booking, an outcome that asked for a booking request, or an enquiry slot chosen. */
  const isEnquiry = computed(() => !!deps.apiKey || !!outcomes.value.enquiry || chosen.value.some((item) => item?.slot.enquiry === true));

  function setField<K extends keyof BookingFormInput>(field: K, value: BookingFormInput[K]): void {
    form.value = { ...form.value, [field]: value };
    activity();
    if (errors.value[field]) {
      const next = { ...errors.value };
      delete next[field];
      errors.value = next;
    }
  }

  async function ensureBookingKey(): Promise<string | null> {
    if (bookingKey) return bookingKey;
    try {
      bookingKey = (await deps.api.bookingKey()).bookingKey;
    } catch {
      bookingKey = null; // the booking still works without one; temporary answers simply stay put
    }
    bookingKeyReady.value = bookingKey;
    return bookingKey;
  }

  /** After a failed create: a new booking key, and what waited under the old one moves to it (docs/rules.md#booking-keys). */
  async function renewBookingKey(): Promise<void> {
    const old = bookingKey;
    if (!old) return;
    try {
      const fresh = (await deps.api.bookingKey()).bookingKey;
      await deps.api.moveTemporary(old, fresh);
      bookingKey = fresh;
      bookingKeyReady.value = fresh;
    } catch {
      // Keep the old key: nothing moved, nothing lost.
    }
  }

  async function submit(): Promise<boolean> {
    if (submitting.value || outcomes.value.denied) return false; // a double click books once
    const checked = validateBookingForm(form.value, new Date(deps.now()), outcomes.value.requirements);
    if (!checked.success) {
      errors.value = checked.errors;
      return false;
    }
    if (questions.value !== 'done' && step.value === 'form') {
      // The questionnaires come first; Book continues by itself once they are answered.
      submitAfterQuestions.value = true;
      if (questions.value === 'failed') questions.value = 'waiting';
      void askQuestions();
      return false;
    }
    const enquiry = isEnquiry.value;
    const exams = examList.value;
    const items = chosen.value.map((item, index) => ({
      clinicSlug: item!.slot.clinicSlug,
      examSlug: exams[index]!.examSlug,
      start: item!.slot.start,
      ...(item!.hold && !enquiry ? { holdId: item!.hold.holdId } : {}),
    }));
    batch(() => {
      submitting.value = true;
      submitError.value = null;
      errors.value = {};
    });
    try {
      const key = await ensureBookingKey();
      const body: CreateAppointment = { form: checked.output, items, ...(key ? { bookingKey: key } : {}) };
      const apiKey = outcomes.value.enquiry?.apiKey ?? deps.apiKey ?? null;
      const answer = enquiry ? await deps.api.createEnquiry(body, apiKey) : await deps.api.create(body);
      const outcome = enquiry
        ? enquiryOutcome(answer.items)
        : bookingOutcome(answer.items, {
            loggedIn: deps.loggedIn,
            failWhenAllItemsHaveErrors: deps.failWhenAllItemsHaveErrors,
          });
      if (outcome === 'failed') {
        batch(() => {
          slotProblem.value = 'taken';
          chosen.value = exams.map(() => null);
        });
        if (enquiry) await releaseHolds();
        return false;
      }
      // An enquiry reserved nothing; any hold made before the enquiry was known is given back.
      if (enquiry) await releaseHolds();
      result.value = answer;
      // Told it is pending; a failure here never undoes the booking (the appointment page shows its state).
      if (answer.status === 'PENDING' && answer.bookingKey) void deps.api.pendingNotifications(answer.bookingKey).catch(() => undefined);
      deps.booked(answer);
      return true;
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError('unknown', 'error.request_failed');
      if (apiError.status === 409) {
        // Every slot was taken meanwhile: the slot error dialog, fresh slots, the form kept.
        batch(() => {
          slotProblem.value = 'taken';
          chosen.value = examList.value.map(() => null);
        });
      } else {
        // A form the server refused (the agreed 400 issues body): each message next to its field,
        // where the form moves the focus; anything else in the banner above the form.
        const byField = Object.entries(fieldProblems(apiError, deps.has, 'form.')).filter(([field]) =>
          (FORM_FIELDS as readonly string[]).includes(field),
        );
        if (byField.length) errors.value = Object.fromEntries(byField);
        else submitError.value = problemKey(apiError, deps.has);
      }
      // Only when the server refused it (4xx): after a network failure, a time-out or a 5xx (a proxy's,
      // after the server booked) the create may have gone through, and the retry must send the very
      // same body, and so the same idempotency key, to get that answer back instead of booking twice.
      if (apiError.kind === 'http' && apiError.status !== undefined && apiError.status < 500) await renewBookingKey();
      return false;
    } finally {
      submitting.value = false;
    }
  }

  async function releaseHolds(): Promise<void> {
    await Promise.all(
      chosen.peek().map((item) => (item?.hold ? deps.api.releaseHold(item.hold.holdId).catch(() => undefined) : undefined)),
    );
  }

  /**
   * The form is open: its questionnaires are answered under the booking key before it exists
   * (docs/rules.md#questionnaire-required-before-booking). Without a key they cannot be asked, so they fail, and Book waits for a retry.
   */
  async function askQuestions(): Promise<void> {
    if (questions.peek() !== 'waiting' || step.peek() !== 'form' || asking) return;
    asking = true;
    questions.value = 'preparing';
    try {
      await ensureBookingKey();
    } finally {
      asking = false;
    }
    if (questions.peek() !== 'preparing' || step.peek() !== 'form') return;
    questions.value = bookingKey ? 'open' : 'failed';
  }

  /** "Try again" after the questionnaires could not be prepared. */
  function retryQuestions(): void {
    if (questions.peek() !== 'failed') return;
    questions.value = 'waiting';
    void askQuestions();
  }

  /** The questionnaires are answered (or none applied): a Book pressed meanwhile goes ahead. */
  function questionsFinished(): void {
    questions.value = 'done';
    if (submitAfterQuestions.peek()) {
      submitAfterQuestions.value = false;
      if (step.peek() === 'form' && !outcomes.peek().denied) void submit();
    }
  }

  /** One questionnaire answered: its outcome steers the booking (docs/rules.md#questionnaire-outcomes-bind-booking). */
  function questionnaireAnswered(outcome: QuestionnaireOutcomeSummary): void {
    activity();
    if (outcome.denied) {
      // The runner leaves for the deny page; nothing may stay held or be booked.
      outcomes.value = { ...outcomes.peek(), denied: true };
      releaseAll();
      return;
    }
    const next = withOutcome(outcomes.peek(), outcome);
    outcomes.value = next;
    const { minDate } = next;
    // A chosen time before the new minimum date is given back: the grid starts no earlier.
    if (minDate && chosen.peek().some((item) => item && item.slot.day < minDate)) {
      releaseAll();
      slotProblem.value = 'too_early';
    }
  }

  /**
   * An outcome changed the exam (claustrophobia → open MRI): after `delayMs` the exam of the same
   * modality (else the first) is replaced, its time given back, and the grid loads the new exam's times.
   */
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
        reloadSlots.value += 1;
      });
      deps.examChanged?.(previous.examSlug, replaced[index]!);
    }, delayMs);
  }

  return {
    get exams() {
      return examList.value;
    },
    examList,
    outcomes,
    questions,
    changingExam,
    examChange,
    denial,
    /** An answer denied the booking (outcomes.denied is already set): the booking says why and what next. */
    deny(reason: DenyReason): void {
      if (outcomes.peek().denied) denial.value = reason;
    },
    isEnquiry,
    bookingKeyReady,
    askQuestions,
    retryQuestions,
    /** A booking key for what is uploaded or answered before the booking exists. */
    prepareKey: ensureBookingKey,
    questionnaireAnswered,
    submitAfterQuestions,
    questionsDone(): void {
      if (questions.peek() === 'open') questionsFinished();
    },
    changeExam,
    ...holds,
    form,
    errors,
    submitting,
    submitError,
    result,
    setField,
    submit,
    /** Back to the times (the patient wants another one); the form keeps its values. */
    changeTime(): void {
      releaseAll();
    },
    get bookingKey() {
      return bookingKey;
    },
  };
}

export type AppointmentFlow = ReturnType<typeof createAppointmentFlow>;
