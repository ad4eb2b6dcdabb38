/**
 * Arrival (docs/rules.md#check-in): today's items of the booking, the check-in form sent for
 * one item, then the practice system polled until it has prepared and checked the person in. A
 * failure keeps the form and everything typed; a lost answer is checked with the server before
 * the patient is told anything.
 */
import { batch, signal } from '@preact/signals-core';
import { ApiError, outcomeUnknown } from '../../src/api/errors';
import { fieldProblems } from '../../src/api/field-problems';
import type { CheckInFormInput, CheckInItem } from '../../src/api/schemas/check-in.schema';
import type { CheckInFlowDeps, Problem } from './check-in-flow';
import type { FlowState } from './flow-state';
import { pollUntilDone } from './polling';

export type ArrivalSteps = ReturnType<typeof createArrivalSteps>;

export function createArrivalSteps(deps: CheckInFlowDeps, flow: FlowState) {
  const { busy, problem, progress, go, fail } = flow;
  const items = signal<CheckInItem[]>([]);
  /** Polls keep failing (the connection, most likely): the patient is told it keeps trying. */
  const connectionTrouble = signal(false);
  /** The server refused the check-in form field by field (the agreed 400 issues): each field's key. */
  const fieldErrors = signal<Record<string, string>>({});

  /** Today's items of the booking the code opened: the form, or complete when all are checked in. */
  async function loadItems(key: string): Promise<void> {
    const today = await deps.items(key, flow.session.work.signal);
    items.value = today;
    if (today.length === 0) return fail({ key: 'message.unknown_reason' }, { key: 'check_in.see_reception' });
    go(today.every((item) => item.checkInPreparedSent) ? 'complete' : 'success');
  }

  /** Whether the server holds this item's check-in (its preparation answers); null when it cannot be asked. */
  async function stored(slug: string, signal: AbortSignal): Promise<boolean | null> {
    try {
      await deps.poll(slug, 'preparation_sent', signal);
      return true;
    } catch (error) {
      return error instanceof ApiError && error.status === 404 ? false : null;
    }
  }

  function stayOnForm(failure: Problem | null): void {
    batch(() => {
      busy.value = false;
      progress.value = 'idle';
      problem.value = failure;
    });
  }

  /**
   * The form of one item is valid (the form component checked it): send it, then poll twice. A
   * failure keeps the form and everything typed; sending it again is the same attempt (the client
   * repeats its idempotency key, and the server answers a repeat with its first answer). When the
   * answer was lost the server is asked whether it stored the check-in, and the patient told.
   */
  async function submitForm(slug: string, form: CheckInFormInput): Promise<void> {
    if (busy.value) return;
    const signal = flow.session.work.signal;
    batch(() => {
      busy.value = true;
      problem.value = null;
      fieldErrors.value = {};
      progress.value = 'sending-form';
    });
    try {
      await deps.prepare(slug, form);
    } catch (error) {
      if (signal.aborted) return;
      const byField = fieldProblems(error, deps.has);
      if (byField.referrerName) byField.referrer ??= byField.referrerName; // the doctor, chosen or typed
      if (Object.keys(byField).length) {
        fieldErrors.value = byField;
        return stayOnForm(null);
      }
      const failure = flow.problemOf(error, 'message.check_in_error');
      // Late enable has its own message and nothing to retry.
      if (failure.key === 'message.late_enable_digital_check_in_error') return fail(failure);
      const known = !outcomeUnknown(error);
      // A repeat the server refuses because the first one got through: that check-in is what counts.
      const alreadyIn = known && failure.key === 'message.already_checked_in';
      if (!alreadyIn && (known || (await stored(slug, signal)) !== true)) {
        if (!signal.aborted) stayOnForm(failure);
        return;
      }
      if (signal.aborted) return;
    }
    await follow(slug, signal);
  }

  /** The practice system prepares, then checks in: polled until it says so (docs/rules.md#check-in-polling). */
  async function follow(slug: string, signal: AbortSignal): Promise<void> {
    const options = {
      ...(deps.visibility ? { visibility: deps.visibility } : {}),
      ...(deps.pollGiveUpMs ? { giveUpMs: deps.pollGiveUpMs } : {}),
      onTrouble: (trouble: boolean) => (connectionTrouble.value = trouble),
    };
    progress.value = 'preparing';
    const prepared = await pollUntilDone((s) => deps.poll(slug, 'preparation_sent', s), signal, options);
    if (prepared === 'aborted') return;
    if (prepared === 'failed') return fail({ key: 'message.check_in_error' }, { key: 'message.check_in_error_desc' });
    progress.value = 'checking-in';
    const checkedIn = await pollUntilDone((s) => deps.poll(slug, 'check_in_sent', s), signal, options);
    if (checkedIn === 'aborted') return;
    if (checkedIn === 'failed') return fail({ key: 'message.check_in_error' }, { key: 'message.check_in_error_desc' });
    items.value = items.value.map((item) => (item.slug === slug ? { ...item, checkInPrepared: true, checkInPreparedSent: true } : item));
    progress.value = 'idle';
    go(items.value.every((item) => item.checkInPreparedSent) ? 'complete' : 'success');
  }

  return {
    items,
    connectionTrouble,
    fieldErrors,
    loadItems,
    submitForm,
    /** The next person starts with no items and no trouble said (call inside a batch). */
    forget(): void {
      connectionTrouble.value = false;
      items.value = [];
    },
  };
}
