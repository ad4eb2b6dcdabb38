/**
 * From a chosen clinic to a booked appointment (issue 12, spec 001 §4 Booking): one slot per exam,
 * each held on the server while the form is open (renewed, released when the element leaves), the
 * form's values (never lost on a failure), the create with its idempotency key kept across a retry
 * of the same submit, and the answer. Signals and actions only: the calls and the clock are
 * injected, so every rule is a unit test with fake timers.
 */
import { batch, computed, signal } from '@preact/signals-core';
import { ApiError } from '../../src/api/errors';
import type { CreateAppointment, CreatedAppointment, Hold } from '../../src/api/schemas/slots.schema';
import { SLOT_HOLD_WARN_SECONDS } from '../../src/constants';
import type { PlacedSlot } from '../../src/slots/slot-time';
import { bookingOutcome, createErrorKey } from './booking-rules';
import { EMPTY_FORM, validateBookingForm, type BookingFormErrors, type BookingFormInput } from './booking-form.schema';

export interface AppointmentApi {
  hold(choice: { clinicSlug: string; examSlug: string; start: string }): Promise<Hold>;
  renewHold(holdId: string): Promise<{ holdId: string; expiresAt: string }>;
  releaseHold(holdId: string): Promise<void>;
  bookingKey(): Promise<{ bookingKey: string }>;
  moveTemporary(from: string, to: string): Promise<unknown>;
  /** `idempotencyKey` is the same on every retry of one submit. */
  create(body: CreateAppointment, idempotencyKey: string): Promise<CreatedAppointment>;
}

export interface AppointmentDeps {
  api: AppointmentApi;
  now(): number;
  newKey(): string;
  /** The patient is signed in (001 §4: all items carrying errors then fails the booking when the setting holds). */
  loggedIn: boolean;
  failWhenAllItemsHaveErrors: boolean;
  booked(result: CreatedAppointment): void;
}

export interface ExamToBook {
  examSlug: string;
  examName: string;
  clinicSlugs: string[];
}

export type FlowStep = 'times' | 'form' | 'done';
export type SlotProblem = 'reserve_failed' | 'hold_expired' | 'taken';

export function createAppointmentFlow(deps: AppointmentDeps, exams: readonly ExamToBook[]) {
  const chosen = signal<Array<{ slot: PlacedSlot; hold: Hold } | null>>(exams.map(() => null));
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
  let bookingKey: string | null = null;
  /** One key per submit attempt: a retry of the same values reuses it, so the server books once. */
  let idempotency: { key: string; body: string } | null = null;

  const current = computed(() => chosen.value.findIndex((item) => item === null));
  const step = computed<FlowStep>(() => (result.value ? 'done' : current.value === -1 ? 'form' : 'times'));
  const expiresAt = computed(() => {
    const holds = chosen.value
      .filter((item): item is { slot: PlacedSlot; hold: Hold } => !!item)
      .map((item) => Date.parse(item.hold.expiresAt));
    return holds.length ? Math.min(...holds) : null;
  });
  const secondsLeft = computed(() => (expiresAt.value === null ? null : Math.max(0, Math.ceil((expiresAt.value - now.value) / 1000))));
  const warning = computed(() => secondsLeft.value !== null && secondsLeft.value <= SLOT_HOLD_WARN_SECONDS && step.value === 'form');

  async function select(slot: PlacedSlot): Promise<void> {
    const index = current.value;
    const exam = exams[index];
    if (!exam || holding.value) return;
    holding.value = true;
    try {
      const hold = await deps.api.hold({ clinicSlug: slot.clinicSlug, examSlug: exam.examSlug, start: slot.start });
      const next = [...chosen.value];
      next[index] = { slot, hold };
      batch(() => {
        chosen.value = next;
        now.value = deps.now();
      });
    } catch {
      // Taken meanwhile, or the server could not reserve it: the slot error dialog reloads the slots.
      slotProblem.value = 'reserve_failed';
    } finally {
      holding.value = false;
    }
  }

  /** Gives back every hold (the patient changes the time, or the element leaves the page). */
  function releaseAll(): void {
    for (const item of chosen.value) if (item) void deps.api.releaseHold(item.hold.holdId).catch(() => undefined);
    chosen.value = exams.map(() => null);
  }

  /** The patient wants more time (WCAG 2.2.1), or the form renews while open. */
  async function extend(): Promise<void> {
    const renewed = await Promise.all(
      chosen.value.map(async (item) =>
        item ? { ...item, hold: { ...item.hold, ...(await deps.api.renewHold(item.hold.holdId)) } } : null,
      ),
    ).catch(() => null);
    if (!renewed) {
      expire();
      return;
    }
    batch(() => {
      chosen.value = renewed;
      now.value = deps.now();
    });
  }

  function expire(): void {
    batch(() => {
      chosen.value = exams.map(() => null);
      slotProblem.value = 'hold_expired';
    });
  }

  /** Called every second by the view: the countdown, and the hold running out. */
  function tick(): void {
    now.value = deps.now();
    if (step.value === 'form' && secondsLeft.value === 0) expire();
  }

  function closeSlotProblem(): void {
    batch(() => {
      slotProblem.value = null;
      reloadSlots.value += 1;
    });
  }

  let renewing = false;
  function setField<K extends keyof BookingFormInput>(field: K, value: BookingFormInput[K]): void {
    form.value = { ...form.value, [field]: value };
    // The hold is renewed while the patient is filling in the form (under two minutes left, once at a time).
    if (step.value === 'form' && !renewing && secondsLeft.value !== null && secondsLeft.value < 120 && secondsLeft.value > 0) {
      renewing = true;
      void extend().finally(() => (renewing = false));
    }
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
    } catch {
      // Keep the old key: nothing moved, nothing lost.
    }
  }

  async function submit(): Promise<boolean> {
    if (submitting.value) return false; // a double click books once
    const checked = validateBookingForm(form.value, new Date(deps.now()));
    if (!checked.success) {
      errors.value = checked.errors;
      return false;
    }
    const items = chosen.value.map((item, index) => ({
      clinicSlug: item!.slot.clinicSlug,
      examSlug: exams[index]!.examSlug,
      start: item!.slot.start,
      holdId: item!.hold.holdId,
    }));
    batch(() => {
      submitting.value = true;
      submitError.value = null;
      errors.value = {};
    });
    try {
      const key = await ensureBookingKey();
      const body: CreateAppointment = { form: checked.output, items, ...(key ? { bookingKey: key } : {}) };
      const text = JSON.stringify(body);
      if (!idempotency || idempotency.body !== text) idempotency = { key: deps.newKey(), body: text };
      const answer = await deps.api.create(body, idempotency.key);
      const outcome = bookingOutcome(answer.items, {
        loggedIn: deps.loggedIn,
        failWhenAllItemsHaveErrors: deps.failWhenAllItemsHaveErrors,
      });
      if (outcome === 'failed') {
        slotProblem.value = 'taken';
        chosen.value = exams.map(() => null);
        return false;
      }
      result.value = answer;
      deps.booked(answer);
      return true;
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError('unknown', 'error.request_failed');
      if (apiError.status === 409) {
        // Every slot was taken meanwhile: the slot error dialog, fresh slots, the form kept.
        batch(() => {
          slotProblem.value = 'taken';
          chosen.value = exams.map(() => null);
        });
        idempotency = null;
      } else {
        submitError.value = createErrorKey(apiError);
      }
      // Only when the server answered: after a network failure or time-out the create may have gone
      // through, and the retry must send the very same body and key to get that answer back.
      if (apiError.kind === 'http') await renewBookingKey();
      return false;
    } finally {
      submitting.value = false;
    }
  }

  return {
    exams,
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
