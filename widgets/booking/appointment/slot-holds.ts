/**
 * The times chosen for a booking, one per exam, each held on the server while the form is open
 * (docs/rules.md#booking-hold-lifetime): reserved when chosen, renewed while the patient works, counted down with a
 * warning, given back when the patient changes the time or leaves, and the slot error dialog
 * when a hold fails or runs out. An enquiry's preferred time reserves nothing.
 */
import { batch, computed, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import { ApiError, outcomeUnknown } from '../../../src/api/errors';
import type { CreatedAppointment } from '../../../src/api/schemas/slots.schema';
import { SLOT_HOLD_WARN_SECONDS } from '../../../src/constants';
import type { PlacedSlot } from '../../../src/slots/slot-time';
import type { AppointmentDeps, Chosen, ExamChange, ExamToBook, FlowStep, OutcomeState, SlotProblem } from './appointment-types';

/** `result`: the booking made (the form is done); `examChange` is said until a new time is chosen. */
export function createSlotHolds(
  deps: AppointmentDeps,
  examList: ReadonlySignal<readonly ExamToBook[]>,
  outcomes: ReadonlySignal<OutcomeState>,
  examChange: Signal<ExamChange | null>,
  result: ReadonlySignal<CreatedAppointment | null>,
) {
  const chosen = signal<Array<Chosen | null>>(examList.peek().map(() => null));
  const holding = signal(false);
  const slotProblem = signal<SlotProblem | null>(null);
  /** Bumped when the slots must be fetched again (after the slot error dialog). */
  const reloadSlots = signal(0);
  const now = signal(deps.now());
  /**
   * A hold whose answer never came (offline, a 5xx, cut off): the server may hold the time for us.
   * Closing the slot error dialog asks for the same time again, the same attempt (its key), so the
   * server answers with that hold instead of keeping a time nobody can book for its five minutes.
   */
  let unknownHold: PlacedSlot | null = null;
  let renewing = false;

  const current = computed(() => chosen.value.findIndex((item) => item === null));
  const step = computed<FlowStep>(() => (result.value ? 'done' : current.value === -1 ? 'form' : 'times'));
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

  return {
    chosen,
    current,
    step,
    holding,
    slotProblem,
    reloadSlots,
    secondsLeft,
    warning,
    select,
    extend,
    releaseAll,
    /** Called every second by the view: the countdown, and the hold running out. */
    tick(): void {
      now.value = deps.now();
      if (step.value === 'form' && secondsLeft.value === 0) expire();
    },
    closeSlotProblem(): void {
      const retry = unknownHold;
      unknownHold = null;
      batch(() => {
        slotProblem.value = null;
        if (!retry) reloadSlots.value += 1;
      });
      if (retry) void select(retry);
    },
    /**
     * The patient is working on the form or its questionnaires: the hold is renewed (under two
     * minutes left, once at a time). A form left alone still runs out, with the warning first.
     */
    activity(): void {
      if (step.peek() === 'form' && !renewing && secondsLeft.peek() !== null && secondsLeft.peek()! < 120 && secondsLeft.peek()! > 0) {
        renewing = true;
        void extend().finally(() => (renewing = false));
      }
    },
  };
}
export type SlotHolds = ReturnType<typeof createSlotHolds>;
