/**
 * From a chosen clinic to a booked appointment (issue 12, spec 001 §4 Booking): one slot per exam,
 * each held on the server while the form is open (renewed, released when the element leaves), the
 * form's values (never lost on a failure), the create (a retry of the same values is the same
 * attempt: src/api/client.ts keeps its idempotency key), and the answer. Signals and actions only: the calls and the clock are
 * injected, so every rule is a unit test with fake timers.
 */
import { batch, computed, signal } from '@preact/signals-core';
import { ApiError, outcomeUnknown, problemKey } from '../../src/api/errors';
import { fieldProblems } from '../../src/api/field-problems';
import type { CreateAppointment, CreatedAppointment, CreateEnquiry, Hold } from '../../src/api/schemas/slots.schema';
import { SLOT_HOLD_WARN_SECONDS } from '../../src/constants';
import type { PlacedSlot } from '../../src/slots/slot-time';
import type { QuestionnaireOutcomeSummary } from '../questionnaire/index';
import { bookingOutcome, enquiryOutcome } from './booking-rules';
import {
  EMPTY_FORM,
  FORM_FIELDS,
  NO_REQUIREMENTS,
  validateBookingForm,
  type BookingFormErrors,
  type BookingFormInput,
  type FormRequirements,
} from './booking-form.schema';

export interface AppointmentApi {
  hold(choice: { clinicSlug: string; examSlug: string; start: string }): Promise<Hold>;
  renewHold(holdId: string): Promise<{ holdId: string; expiresAt: string }>;
  releaseHold(holdId: string): Promise<void>;
  bookingKey(): Promise<{ bookingKey: string }>;
  moveTemporary(from: string, to: string): Promise<unknown>;
  create(body: CreateAppointment): Promise<CreatedAppointment>;
  /** A pending booking's patient is told (001 §7 "pending notifications"); once, by the server's rule. */
  pendingNotifications(bookingKey: string): Promise<unknown>;
  /** An enquiry: booking requests instead of an appointment; a referrer's key goes as X-Api-Key. */
  createEnquiry(body: CreateEnquiry, apiKey: string | null): Promise<CreatedAppointment>;
}

export interface AppointmentDeps {
  api: AppointmentApi;
  now(): number;
  /** Whether the dictionary has a key: only the server's keys it has are shown. */
  has(key: string): boolean;
  /** The patient is signed in (001 §4: all items carrying errors then fails the booking when the setting holds). */
  loggedIn: boolean;
  failWhenAllItemsHaveErrors: boolean;
  booked(result: CreatedAppointment): void;
  /** A referrer books for a patient: every booking is an enquiry sent with this key. */
  apiKey?: string | null;
  /** A questionnaire outcome changed an exam (the booking writes changedExamSlug to the URL). */
  examChanged?(from: string, to: ExamToBook): void;
  /** setTimeout; tests pass fake timers' one. */
  later?(fn: () => void, ms: number): unknown;
}

/** What questionnaire outcomes asked of this booking (001 §4 Questionnaires). */
export interface OutcomeState {
  /** restrictMinDate: no time before this clinic-local day. */
  minDate: string | null;
  requirements: FormRequirements;
  /** CREATE_BOOKING_REQUEST: the booking goes as an enquiry; its confirmation message and key. */
  enquiry: { confirmationMessage: string; apiKey: string | null } | null;
  /** An outcome denied the booking: the runner is on its way to the deny page. */
  denied: boolean;
}

export interface ExamToBook {
  examSlug: string;
  examName: string;
  clinicSlugs: string[];
  /** The exam's modality, to know which exam an outcome's new exam replaces. */
  modalityId?: string | number | undefined;
}

export type FlowStep = 'times' | 'form' | 'done';
/** Why an answer denied the booking: the provider's text by its id, or a message key (as the deny page takes them). */
export interface DenyReason {
  messageId: string | null;
  message: string | null;
}
export interface ExamChange {
  from: string;
  to: string;
  /** The time chosen for the old exam, given back (an outcome can come after the time was chosen). */
  released: PlacedSlot | null;
}
export type SlotProblem = 'reserve_failed' | 'hold_expired' | 'taken' | 'too_early';
/**
 * waiting: not asked yet; preparing: the booking key they are kept under is on its way; open: the
 * runner shows them; done: answered (or none applied); failed: they could not be prepared, and
 * nothing after them (Book) may go ahead until a retry brings them (a safety screening is never
 * skipped because a call failed).
 */
export type QuestionsState = 'waiting' | 'preparing' | 'open' | 'done' | 'failed';

/** A chosen time: held (a booking), or not (an enquiry's preferred time reserves nothing). */
export interface Chosen {
  slot: PlacedSlot;
  hold: Hold | null;
}

export function createAppointmentFlow(deps: AppointmentDeps, initialExams: readonly ExamToBook[]) {
  const later = deps.later ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const examList = signal<readonly ExamToBook[]>(initialExams);
  const chosen = signal<Array<Chosen | null>>(initialExams.map(() => null));
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
  const holding = signal(false);
  const form = signal<BookingFormInput>({ ...EMPTY_FORM });
  const errors = signal<BookingFormErrors>({});
  const submitting = signal(false);
  const submitError = signal<string | null>(null);
  const slotProblem = signal<SlotProblem | null>(null);
  /** Bumped when the slots must be fetched again (after the slot error dialog). */
  const reloadSlots = signal(0);
  const result = signal<CreatedAppointment | null>(null);
  const now = signal(deps.now());
  const bookingKeyReady = signal<string | null>(null);
  let bookingKey: string | null = null;
  /**
   * A hold whose answer never came (offline, a 5xx, cut off): the server may hold the time for us.
   * Closing the slot error dialog asks for the same time again, the same attempt (its key), so the
   * server answers with that hold instead of keeping a time nobody can book for its five minutes.
   */
  let unknownHold: PlacedSlot | null = null;

  const current = computed(() => chosen.value.findIndex((item) => item === null));
  const step = computed<FlowStep>(() => (result.value ? 'done' : current.value === -1 ? 'form' : 'times'));
  /** An enquiry: a referrer's booking, an outcome that asked for a booking request, or an enquiry slot chosen. */
  const isEnquiry = computed(() => !!deps.apiKey || !!outcomes.value.enquiry || chosen.value.some((item) => item?.slot.enquiry === true));
  const expiresAt = computed(() => {
    const holds = chosen.value.flatMap((item) => (item?.hold ? [Date.parse(item.hold.expiresAt)] : []));
    return holds.length ? Math.min(...holds) : null;
  });
  const secondsLeft = computed(() => (expiresAt.value === null ? null : Math.max(0, Math.ceil((expiresAt.value - now.value) / 1000))));
  const warning = computed(() => secondsLeft.value !== null && secondsLeft.value <= SLOT_HOLD_WARN_SECONDS && step.value === 'form');

  async function select(slot: PlacedSlot): Promise<void> {
    const index = current.value;
    const exam = examList.value[index];
    if (!exam || holding.value) return;
    const minDate = outcomes.value.minDate;
    if (minDate && slot.day < minDate) {
      slotProblem.value = 'too_early';
      return;
    }
    if (slot.enquiry || deps.apiKey) {
      // An enquiry names a preferred time; nothing is reserved, so nothing can run out.
      const next = [...chosen.value];
      next[index] = { slot, hold: null };
      batch(() => {
        chosen.value = next;
        examChange.value = null;
      });
      return;
    }
    holding.value = true;
    unknownHold = null;
    try {
      const hold = await deps.api.hold({ clinicSlug: slot.clinicSlug, examSlug: exam.examSlug, start: slot.start });
      const next = [...chosen.value];
      next[index] = { slot, hold };
      batch(() => {
        chosen.value = next;
        now.value = deps.now();
        examChange.value = null;
      });
    } catch (error) {
      // Taken meanwhile, or the server could not reserve it: the slot error dialog reloads the slots.
      if (outcomeUnknown(error)) unknownHold = slot;
      slotProblem.value = 'reserve_failed';
    } finally {
      holding.value = false;
    }
  }

  /** Gives back every hold (the patient changes the time, or the element leaves the page). */
  function releaseAll(): void {
    for (const item of chosen.value) if (item?.hold) void deps.api.releaseHold(item.hold.holdId).catch(() => undefined);
    chosen.value = examList.value.map(() => null);
  }

  /**
   * The patient wants more time (WCAG 2.2.1), or the form renews while open. Only the server saying
   * the hold is gone ends it; a renewal that got no answer leaves the time held until it runs out
   * (the next activity tries again), so a network blip never throws the patient's time away.
   */
  async function extend(): Promise<void> {
    let gone = false;
    const renewed = await Promise.all(
      chosen.value.map(async (item) =>
        item?.hold ? { ...item, hold: { ...item.hold, ...(await deps.api.renewHold(item.hold.holdId)) } } : item,
      ),
    ).catch((error: unknown) => {
      // 409 hold_expired (or a hold the server no longer knows): gone. Anything else: try again later.
      gone = error instanceof ApiError && (error.status === 409 || error.status === 404);
      return null;
    });
    if (!renewed) {
      if (gone) expire();
      return;
    }
    batch(() => {
      chosen.value = renewed;
      now.value = deps.now();
    });
  }

  function expire(): void {
    batch(() => {
      chosen.value = examList.value.map(() => null);
      slotProblem.value = 'hold_expired';
    });
  }

  /** Called every second by the view: the countdown, and the hold running out. */
  function tick(): void {
    now.value = deps.now();
    if (step.value === 'form' && secondsLeft.value === 0) expire();
  }

  function closeSlotProblem(): void {
    const retry = unknownHold;
    unknownHold = null;
    batch(() => {
      slotProblem.value = null;
      if (!retry) reloadSlots.value += 1;
    });
    if (retry) void select(retry);
  }

  let renewing = false;
  /**
   * The patient is working on the form or its questionnaires: the hold is renewed (under two
   * minutes left, once at a time). A form left alone still runs out, with the warning first.
   */
  function activity(): void {
    if (step.peek() === 'form' && !renewing && secondsLeft.peek() !== null && secondsLeft.peek()! < 120 && secondsLeft.peek()! > 0) {
      renewing = true;
      void extend().finally(() => (renewing = false));
    }
  }

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

  /** After a failed create: a new booking key, and what waited under the old one moves to it (001 §4). */
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
   * The form is open: its questionnaires are answered under the booking key before it exists (001
   * §4). Without a key they cannot be asked, so they fail, and Book waits for a retry.
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

  /** One questionnaire answered: its outcome steers the booking (001 §4 Questionnaires). */
  function questionnaireAnswered(outcome: QuestionnaireOutcomeSummary): void {
    activity();
    if (outcome.denied) {
      // The runner leaves for the deny page; nothing may stay held or be booked.
      outcomes.value = { ...outcomes.peek(), denied: true };
      releaseAll();
      return;
    }
    const before = outcomes.peek();
    const minDate =
      outcome.restrictMinDate && (!before.minDate || outcome.restrictMinDate > before.minDate) ? outcome.restrictMinDate : before.minDate;
    outcomes.value = {
      ...before,
      minDate,
      requirements: {
        medicareNumber: before.requirements.medicareNumber || outcome.medicareNumberRequired,
        validationCode: before.requirements.validationCode || outcome.validationCodeRequired,
      },
      enquiry: outcome.bookingRequest
        ? { confirmationMessage: outcome.bookingRequest.confirmationMessage, apiKey: outcome.bookingRequest.apiKey }
        : before.enquiry,
    };
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
    activity,
    chosen,
    current,
    step,
    holding,
    form,
    errors,
    submitting,
    submitError,
    slotProblem,
    reloadSlots,
    result,
    secondsLeft,
    warning,
    select,
    extend,
    tick,
    releaseAll,
    closeSlotProblem,
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
