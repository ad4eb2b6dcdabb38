/**
 * What the patient does to a loaded booking (docs/rules.md#change-windows) and the state it leaves on the
 * page: confirm (after the required questionnaires), cancel (rule table, then the cancellation
 * questionnaire or the reason modal), reschedule (the slot grid), each change announced in a notice
 * that takes the focus, and its event on the element.
 */
import { useState } from 'react';
import { confirmAppointment } from '../../../src/api/appointments.api';
import { ApiError, problemKey } from '../../../src/api/errors';
import {
  cancelDecision,
  rescheduleDecision,
  type AppointmentItem,
  type AppointmentSummary,
} from '../../../src/api/schemas/appointments.schema';
import type { QuestionnaireRecord } from '../../../src/api/schemas/questionnaire.schema';
import { emit } from '../../../src/element/events';
import { useRuntime } from '../../../src/element/hooks';
import { useWidget } from '../../../src/element/widget-context';
import type { Message } from './MessageDialog';
import { cancellationQuestionnaire, confirmationQuestionnaires } from './open-questionnaires';
import type { LoadedSummary } from './use-appointment-summary';
import { useChangeFocus } from './use-change-focus';
import { whenText } from './when';

/** The reason modal, or a message modal (a refusal of the rule table, a questionnaire's denial). */
export type Modal = null | 'cancel' | Message;
/** Questionnaires asked before a change: the cancellation one, or those required before confirming. */
export type Asking = null | { purpose: 'cancel' | 'confirm'; records: QuestionnaireRecord[] };

export function useAppointmentChanges(loaded: LoadedSummary) {
  const runtime = useRuntime();
  const { host } = useWidget();
  const t = runtime.i18n.t;
  const [modal, setModal] = useState<Modal>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [rescheduling, setRescheduling] = useState<AppointmentItem | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [checkingCancel, setCheckingCancel] = useState(false);
  const focus = useChangeFocus(rescheduling, asking, notice);
  const ownerOf = (summary: AppointmentSummary) => ({ kind: 'appointment', bookingKey: summary.bookingKey }) as const;

  function announce(text: string | null): void {
    focus.focusNextNotice();
    setNotice(text);
  }

  // Cancel (docs/rules.md#questionnaire-cancel): refused by the rule table, else the cancellation questionnaire when the provider
  // configured one for this booking, else the reason modal. A failed look-up falls back to the
  // reason modal: the patient can always cancel.
  async function askCancel(summary: AppointmentSummary): Promise<void> {
    setNotice(null);
    const cancel = cancelDecision(summary.canChange.cancel);
    if (!cancel.allowed) {
      setModal({ text: t(cancel.messageKey), title: t('appointments.cancel_title') });
      return;
    }
    setCheckingCancel(true);
    try {
      const record = await cancellationQuestionnaire(runtime.api(), ownerOf(summary));
      if (record) setAsking({ purpose: 'cancel', records: [record] });
      else setModal('cancel');
    } catch {
      setModal('cancel');
    } finally {
      setCheckingCancel(false);
    }
  }

  function cancelledWith(summary: AppointmentSummary, next: AppointmentSummary | null): void {
    setModal(null);
    setAsking(null);
    announce(t('appointments.cancelled_notice'));
    if (next) loaded.show(next);
    else loaded.reload();
    emit(host, 'rad-appointment-cancelled', { bookingKey: summary.bookingKey, status: next?.status ?? 'CANCELED' });
  }

  function askReschedule(summary: AppointmentSummary, item: AppointmentItem | undefined): void {
    setNotice(null);
    const reschedule = rescheduleDecision(summary.canChange.reschedule);
    if (!reschedule.allowed || !item)
      setModal({
        text: t(reschedule.allowed ? 'message.reschedule_cancelled_appts' : reschedule.messageKey),
        title: t('appointments.reschedule'),
      });
    else setRescheduling(item);
  }

  function moved(next: AppointmentSummary, item: AppointmentItem): void {
    const now = next.items.find((entry) => entry.slug === item.slug);
    loaded.show(next);
    setRescheduling(null);
    announce(
      now ? t('appointments.rescheduled_notice', { when: whenText(t, runtime.i18n.intl.value, now.startsAt, now.clinic.timeZone) }) : null,
    );
    emit(host, 'rad-appointment-rescheduled', { bookingKey: next.bookingKey, itemSlug: item.slug });
  }

  // Confirm (docs/rules.md#change-confirm): the required-on-confirmation questionnaires not yet answered come first, one
  // at a time; an outcome that denies the booking stops here, and so does an earlier denial. The
  // server refuses a confirmation while one is unanswered or denied, whatever the widget did, and
  // its refusal opens them again (issue 22 item 4).
  const denied = (message: string | null) => {
    setConfirming(false);
    setModal({ text: message || t('appointments.confirm_denied'), title: t('appointments.confirm_title') });
  };
  async function askConfirm(summary: AppointmentSummary, after409 = false): Promise<void> {
    setConfirming(true);
    setNotice(null);
    try {
      const { open, denied: denial } = await confirmationQuestionnaires(runtime.api(), ownerOf(summary));
      if (denial) return denied(denial.message);
      if (open.length > 0) {
        setAsking({ purpose: 'confirm', records: open });
        return; // confirming goes on when they are answered
      }
    } catch {
      // The server still checks; a failed look-up leaves the decision to it.
    }
    if (after409) return denied(null);
    await confirmNow(summary);
  }

  async function confirmNow(summary: AppointmentSummary): Promise<void> {
    setConfirming(true);
    try {
      const next = await confirmAppointment(runtime.api(), summary.bookingKey);
      loaded.show(next);
      announce(t('appointments.confirmed_notice'));
      emit(host, 'rad-appointment-confirmed', { bookingKey: next.bookingKey });
    } catch (error) {
      const code = error instanceof ApiError ? (error.body as { code?: unknown } | undefined)?.code : undefined;
      if (code === 'questionnaires_required') return await askConfirm(summary, true);
      if (code === 'denied') return denied(null);
      announce(t(problemKey(error, runtime.i18n.has, 'appointments.confirm_failed')));
    } finally {
      setConfirming(false);
    }
  }

  return {
    modal,
    setModal,
    notice,
    confirming,
    setConfirming,
    rescheduling,
    setRescheduling,
    asking,
    setAsking,
    checkingCancel,
    focus,
    askCancel,
    cancelledWith,
    askReschedule,
    moved,
    askConfirm,
    confirmNow,
  };
}
