/**
 * <rad-appointments>: the booking a secure link opens (document 001 §2, §3, §4): each exam with
 * its time in the clinic's zone, clinic and preparation; confirm; cancel with the rule table and
 * reason modal; the documents panel. The result pages and reschedule say plainly that they are
 * not available here yet.
 */
import { useEffect, useState } from 'react';
import { cancelAppointment, confirmAppointment, getAppointmentSummary } from '../../src/api/appointments.api';
import { ApiError } from '../../src/api/errors';
import { cancelDecision, rescheduleDecision, type AppointmentSummary } from '../../src/api/schemas/appointments.schema';
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

  function askCancel(): void {
    setNotice(null);
    if (cancel.allowed) setModal('cancel');
    else setModal({ refusal: cancel.messageKey, title: t('appointments.cancel_title') });
  }

  function askReschedule(): void {
    setNotice(null);
    if (!reschedule.allowed) setModal({ refusal: reschedule.messageKey, title: t('appointments.reschedule') });
    else setModal({ refusal: 'appointments.reschedule_not_yet', title: t('appointments.reschedule') });
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
        <div role="status" className="appointments__notice">
          <p>{notice}</p>
        </div>
      )}
      <div className="appointments__items">
        {summary.items.map((item) => (
          <AppointmentItemCard key={item.slug} item={item} t={t} intl={runtime.i18n.intl.value} />
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
          <button type="button" className="rad-button rad-button--secondary" onClick={askReschedule}>
            {t('appointments.reschedule')}
          </button>
          <button type="button" className="rad-button rad-button--secondary" onClick={askCancel}>
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
        onCancelled={(next) => {
          setModal(null);
          setState({ status: 'ready', summary: next });
          setNotice(t('appointments.cancelled_notice'));
          emit(host, 'rad-appointment-cancelled', { bookingKey: next.bookingKey, status: next.status });
        }}
      />
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
