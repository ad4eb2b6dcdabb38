/**
 * <rad-appointments>: the booking a secure link opens (document 001 §2, §3, §4): each exam with
 * its time in the clinic's zone, clinic and preparation; confirm; cancel with the rule table and
 * reason modal; reschedule through the slot grid (the server moves the item atomically); the
 * documents panel. The result pages say plainly that they are not available here yet.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { cancelAppointment, confirmAppointment, getAppointmentSummary } from '../../src/api/appointments.api';
import { ApiError } from '../../src/api/errors';
import { loadQuestionnaires } from '../../src/api/questionnaires.api';
import type { QuestionnaireRecord } from '../../src/api/schemas/questionnaire.schema';
import {
  cancelDecision,
  rescheduleDecision,
  type AppointmentItem,
  type AppointmentSummary,
} from '../../src/api/schemas/appointments.schema';
import { AttachmentsPanel } from '../../src/attachments';
import { SharingPanel } from '../../src/sharing';
import { emit } from '../../src/element/events';
import { useRuntime } from '../../src/element/hooks';
import { useWidget } from '../../src/element/widget-context';
import type { BaseWidgetProps } from '../../src/element/WidgetShell';
import { Banner } from '../../src/ui/Banner';
import { Dialog } from '../../src/ui/Dialog';
import { Spinner } from '../../src/ui/Spinner';
import { appointmentPathOf } from './appointment-path';
import './appointments.events';
import { AppointmentItemCard } from './parts/AppointmentItemCard';
import { CancelDialog } from './parts/CancelDialog';
import { calendarHref } from './parts/calendar-link';
import { whenText } from './parts/when';

// The slot grid, and the questionnaire renderer, load only when the patient asks for them.
const ReschedulePanel = lazy(() => import('./parts/ReschedulePanel'));
const CancelQuestionnaire = lazy(() => import('./parts/CancelQuestionnaire'));
const CANCEL_TYPES = ['CANCEL_APPOINTMENT_PATIENT'] as const;

export interface AppointmentsProps extends BaseWidgetProps {
  bookingKey?: string;
  kioskMode?: boolean;
}

type State = { status: 'loading' } | { status: 'error'; messageKey: string } | { status: 'ready'; summary: AppointmentSummary };
type Modal = null | 'cancel' | { refusal: string; title: string };

export function Appointments(props: AppointmentsProps) {
  const runtime = useRuntime();
  const { host } = useWidget();
  const t = runtime.i18n.t;
  const path = typeof location === 'undefined' ? null : appointmentPathOf(location.pathname);
  const bookingKey = props.bookingKey || path?.bookingKey || '';
  const view = props.bookingKey ? 'summary' : (path?.view ?? 'summary');
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [modal, setModal] = useState<Modal>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [rescheduling, setRescheduling] = useState<AppointmentItem | null>(null);
  const [cancelQuestionnaire, setCancelQuestionnaire] = useState<QuestionnaireRecord | null>(null);
  const [checkingCancel, setCheckingCancel] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const focusNotice = useRef(false);

  // The questionnaire's dialog leaves the DOM when it closes, so the browser has nowhere to return
  // focus to: once it is gone, Cancel (still there when nothing was cancelled) takes it back.
  const wasAsking = useRef(false);
  useEffect(() => {
    if (wasAsking.current && !cancelQuestionnaire) cancelButton.current?.focus();
    wasAsking.current = cancelQuestionnaire !== null;
  }, [cancelQuestionnaire]);

  // A finished change (moved, cancelled) is announced and takes the focus, so the patient hears it.
  useEffect(() => {
    if (notice && focusNotice.current) noticeRef.current?.focus();
    focusNotice.current = false;
  }, [notice]);

  useEffect(() => {
    if (!bookingKey || view === 'result' || view === 'result-patient') return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    getAppointmentSummary(runtime.api(), bookingKey, controller.signal).then(
      (summary) => !controller.signal.aborted && setState({ status: 'ready', summary }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', messageKey: error instanceof ApiError ? error.messageKey : 'error.request_failed' });
      },
    );
    return () => controller.abort();
  }, [runtime, bookingKey, view, attempt]);

  // Every state has the page's heading: a screen-reader user lands on it whatever the load did.
  const framed = (content: React.ReactNode) => (
    <section className="appointments" part="appointments" aria-labelledby="appointments-page-title">
      <h1 id="appointments-page-title">{t('page.appointments_title')}</h1>
      {content}
    </section>
  );

  if (!bookingKey) {
    return framed(
      <Banner tone="error">
        <p>{t('appointments.no_booking')}</p>
      </Banner>,
    );
  }
  if (view === 'result' || view === 'result-patient') {
    return (
      <section className="appointments" part="appointments" aria-labelledby="appointments-results-title">
        <h1 id="appointments-results-title">{t('appointments.results_title')}</h1>
        <p>{t('appointments.results_not_yet')}</p>
      </section>
    );
  }
  if (state.status === 'loading') return framed(<Spinner label={t('appointments.loading')} />);
  if (state.status === 'error') {
    return framed(
      <Banner tone="error">
        <p>{t(state.messageKey === 'error.not_found' ? 'appointments.not_found' : 'appointments.load_failed')}</p>
        <button type="button" className="rad-button rad-button--secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t('action.retry')}
        </button>
      </Banner>,
    );
  }

  const { summary } = state;
  const cancelled = summary.status === 'CANCELED';
  const cancel = cancelDecision(summary.canChange.cancel);
  const reschedule = rescheduleDecision(summary.canChange.reschedule);
  const changed = summary.items.find((item) => item.status === 'RESCHEDULED' || item.status === 'CHANGED');

  // Cancel (001 §4): refused by the rule table, else the cancellation questionnaire when the provider
  // configured one for this booking, else the reason modal. A failed look-up falls back to the
  // reason modal: the patient can always cancel.
  async function askCancel(): Promise<void> {
    setNotice(null);
    if (!cancel.allowed) {
      setModal({ refusal: cancel.messageKey, title: t('appointments.cancel_title') });
      return;
    }
    setCheckingCancel(true);
    try {
      const load = await loadQuestionnaires(
        runtime.api(),
        { kind: 'appointment', bookingKey: summary.bookingKey },
        { types: CANCEL_TYPES },
      );
      const record = load.questionnaires.find((entry) => entry.questionnaireType === 'CANCEL_APPOINTMENT_PATIENT');
      if (record) setCancelQuestionnaire(record);
      else setModal('cancel');
    } catch {
      setModal('cancel');
    } finally {
      setCheckingCancel(false);
    }
  }

  function cancelledWith(next: AppointmentSummary | null): void {
    setModal(null);
    setCancelQuestionnaire(null);
    focusNotice.current = true;
    setNotice(t('appointments.cancelled_notice'));
    if (next) setState({ status: 'ready', summary: next });
    else setAttempt((n) => n + 1);
    emit(host, 'rad-appointment-cancelled', { bookingKey: summary.bookingKey, status: next?.status ?? 'CANCELED' });
  }

  const active = summary.items.filter((item) => item.status !== 'CANCELED');
  const calendar = calendarHref(summary.items);

  function askReschedule(item: AppointmentItem | undefined = active[0]): void {
    setNotice(null);
    if (!reschedule.allowed || !item)
      setModal({
        refusal: reschedule.allowed ? 'message.reschedule_cancelled_appts' : reschedule.messageKey,
        title: t('appointments.reschedule'),
      });
    else setRescheduling(item);
  }

  if (rescheduling) {
    return (
      <section className="appointments" part="appointments" aria-labelledby="appointments-title">
        <h1 id="appointments-title">{t('appointments.title', { name: summary.patient.firstName })}</h1>
        <Suspense fallback={<Spinner label={t('appointments.loading')} />}>
          <ReschedulePanel
            bookingKey={summary.bookingKey}
            item={rescheduling}
            onBack={() => setRescheduling(null)}
            onMoved={(next) => {
              const moved = next.items.find((item) => item.slug === rescheduling.slug);
              setState({ status: 'ready', summary: next });
              setRescheduling(null);
              focusNotice.current = true;
              setNotice(
                moved
                  ? t('appointments.rescheduled_notice', {
                      when: whenText(t, runtime.i18n.intl.value, moved.startsAt, moved.clinic.timeZone),
                    })
                  : null,
              );
              emit(host, 'rad-appointment-rescheduled', { bookingKey: next.bookingKey, itemSlug: rescheduling.slug });
            }}
          />
        </Suspense>
      </section>
    );
  }

  async function confirm(): Promise<void> {
    setConfirming(true);
    setNotice(null);
    try {
      const next = await confirmAppointment(runtime.api(), summary.bookingKey);
      setState({ status: 'ready', summary: next });
      setNotice(t('appointments.confirmed_notice'));
      emit(host, 'rad-appointment-confirmed', { bookingKey: next.bookingKey });
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      setNotice(message?.startsWith('appointments.') ? t(message) : t('appointments.confirm_failed'));
    } finally {
      setConfirming(false);
    }
  }

  return (
    <section className="appointments" part="appointments" aria-labelledby="appointments-title">
      <h1 id="appointments-title">
        {t(view === 'pending' ? 'appointments.pending_title' : 'appointments.title', { name: summary.patient.firstName })}
      </h1>
      {cancelled && (
        <Banner tone="warning">
          <p>{t('appointments.status_cancelled')}</p>
        </Banner>
      )}
      {!cancelled && changed && (
        <Banner tone="info">
          <p>{t(`appointments.status_${changed.status.toLowerCase()}`)}</p>
        </Banner>
      )}
      {notice && (
        <div role="status" className="appointments__notice" ref={noticeRef} tabIndex={-1}>
          <p>{notice}</p>
        </div>
      )}
      <div className="appointments__items">
        {summary.items.map((item) => (
          <AppointmentItemCard
            key={item.slug}
            item={item}
            t={t}
            intl={runtime.i18n.intl.value}
            {...(active.length > 1 && item.status !== 'CANCELED' ? { onReschedule: () => askReschedule(item) } : {})}
          />
        ))}
      </div>
      {!cancelled && (
        <div className="appointments__actions" part="actions">
          {!summary.confirmed ? (
            <button type="button" className="rad-button" onClick={() => void confirm()} disabled={confirming}>
              {t('appointments.confirm')}
            </button>
          ) : (
            <p className="appointments__confirmed">{t('appointments.confirmed')}</p>
          )}
          {active.length <= 1 && (
            <button type="button" className="rad-button rad-button--secondary" onClick={() => askReschedule()}>
              {t('appointments.reschedule')}
            </button>
          )}
          {calendar && (
            <a className="rad-button rad-button--secondary" href={calendar} download="appointment.ics">
              {t('appointments.add_to_calendar')}
            </a>
          )}
          <button
            ref={cancelButton}
            type="button"
            className="rad-button rad-button--secondary"
            onClick={() => void askCancel()}
            disabled={checkingCancel}
            aria-busy={checkingCancel || undefined}
          >
            {t('appointments.cancel')}
          </button>
        </div>
      )}
      <AttachmentsPanel target={{ kind: 'appointment', id: summary.bookingKey }} canImport={!cancelled} />
      <SharingPanel bookingKey={summary.bookingKey} />
      <CancelDialog
        open={modal === 'cancel'}
        t={t}
        cancel={(body) => cancelAppointment(runtime.api(), summary.bookingKey, body)}
        onClose={() => setModal(null)}
        onCancelled={cancelledWith}
      />
      {cancelQuestionnaire && (
        <Suspense fallback={null}>
          <CancelQuestionnaire
            bookingKey={summary.bookingKey}
            record={cancelQuestionnaire}
            onCancelled={cancelledWith}
            onClose={() => {
              // Closed unfinished: back to the appointment, unchanged (focus returns to Cancel, below).
              setCancelQuestionnaire(null);
            }}
            onUnreadable={() => {
              setCancelQuestionnaire(null);
              setModal('cancel');
            }}
          />
        </Suspense>
      )}
      <Dialog
        open={modal !== null && modal !== 'cancel'}
        title={modal && modal !== 'cancel' ? modal.title : ''}
        onClose={() => setModal(null)}
        actions={
          <button type="button" className="rad-button" onClick={() => setModal(null)}>
            {t('action.close')}
          </button>
        }
      >
        <p>{modal && modal !== 'cancel' ? t(modal.refusal) : ''}</p>
      </Dialog>
    </section>
  );
}
