/**
 * The form and its Book (docs/rules.md#booking-and-holds): the values (never lost on a failure),
 * their checks, the create or the enquiry, what its answer means, and each failure shown where the
 * patient looks. Its own part because it is the one place a booking is made: everything else in
 * the flow prepares it.
 */
import { batch, computed, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import { problemKey } from '../../../src/api/errors';
import type { CreateAppointment, CreatedAppointment } from '../../../src/api/schemas/slots.schema';
import { bookingOutcome, enquiryOutcome } from '../booking-rules';
import { EMPTY_FORM, validateBookingForm, type BookingFormErrors, type BookingFormInput } from '../booking-form.schema';
import type { AppointmentDeps, ExamToBook, OutcomeState } from './appointment-types';
import type { BookingKey } from './booking-key';
import { asApiError, formErrors, refused } from './create-failure';
import type { SlotHolds } from './slot-holds';

export function createBookingSubmit(
  deps: AppointmentDeps,
  parts: {
    examList: ReadonlySignal<readonly ExamToBook[]>;
    outcomes: ReadonlySignal<OutcomeState>;
    /** Set once booked: the flow is done. */
    result: Signal<CreatedAppointment | null>;
    holds: Pick<SlotHolds, 'chosen' | 'slotProblem' | 'activity'>;
    key: BookingKey;
    /** True when Book must wait for the questionnaires (questionnaires.ts). */
    bookWaits(): boolean;
  },
) {
  const { examList, outcomes, result, holds, key } = parts;
  const { chosen } = holds;
  const form = signal<BookingFormInput>({ ...EMPTY_FORM });
  const errors = signal<BookingFormErrors>({});
  const submitting = signal(false);
  const submitError = signal<string | null>(null);
  /** An enquiry: a referrer's booking, an outcome that asked for a booking request, or an enquiry slot chosen. */
  const isEnquiry = computed(() => !!deps.apiKey || !!outcomes.value.enquiry || chosen.value.some((item) => item?.slot.enquiry === true));

  /** Every slot was taken meanwhile: the slot error dialog, fresh slots, the form kept. */
  function taken(): void {
    batch(() => {
      holds.slotProblem.value = 'taken';
      chosen.value = examList.peek().map(() => null);
    });
  }

  async function releaseHolds(): Promise<void> {
    await Promise.all(
      chosen.peek().map((item) => (item?.hold ? deps.api.releaseHold(item.hold.holdId).catch(() => undefined) : undefined)),
    );
  }

  async function submit(): Promise<boolean> {
    if (submitting.value || outcomes.value.denied) return false; // a double click books once
    const checked = validateBookingForm(form.value, new Date(deps.now()), outcomes.value.requirements);
    if (!checked.success) {
      errors.value = checked.errors;
      return false;
    }
    if (parts.bookWaits()) return false;
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
      const bookingKey = await key.ensure();
      const body: CreateAppointment = { form: checked.output, items, ...(bookingKey ? { bookingKey } : {}) };
      const apiKey = outcomes.value.enquiry?.apiKey ?? deps.apiKey ?? null;
      const answer = enquiry ? await deps.api.createEnquiry(body, apiKey) : await deps.api.create(body);
      const outcome = enquiry
        ? enquiryOutcome(answer.items)
        : bookingOutcome(answer.items, {
            loggedIn: deps.loggedIn,
            failWhenAllItemsHaveErrors: deps.failWhenAllItemsHaveErrors,
          });
      if (outcome === 'failed') {
        taken();
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
      const apiError = asApiError(error);
      if (apiError.status === 409) taken();
      else {
        const byField = formErrors(apiError, deps.has);
        if (byField) errors.value = byField;
        else submitError.value = problemKey(apiError, deps.has);
      }
      if (refused(apiError)) await key.renew();
      return false;
    } finally {
      submitting.value = false;
    }
  }

  return {
    form,
    errors,
    submitting,
    submitError,
    isEnquiry,
    submit,
    setField<K extends keyof BookingFormInput>(field: K, value: BookingFormInput[K]): void {
      form.value = { ...form.value, [field]: value };
      holds.activity();
      if (errors.value[field]) {
        const next = { ...errors.value };
        delete next[field];
        errors.value = next;
      }
    },
  };
}
