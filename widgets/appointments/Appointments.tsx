/**
 * <rad-appointments>: the booking a secure link opens (document 001 §2, §3, §4): each exam with
 * its time in the clinic's zone, clinic, preparation and consent forms; confirm (after the
 * required questionnaires); cancel through the rule table, then the provider's cancellation
 * questionnaire or the reason modal; reschedule through the slot grid (the server moves the item
 * atomically); add to calendar; the documents and sharing panels. Pending and kiosk variants.
 * This file decides what shows; each piece lives in `parts/`.
 */
import { lazy, Suspense, useState } from 'react';
import { cancelAppointment, confirmAppointment, getAppointmentSummary } from '../../src/api/appointments.api';
import { ApiError } from '../../src/api/errors';
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
import { PatientDetailsLink } from '../../src/patient-details/PatientDetailsLink';
import { useRuntime } from '../../src/element/hooks';
import { useWidget } from '../../src/element/widget-context';
import type { BaseWidgetProps } from '../../src/element/WidgetShell';
import { Banner } from '../../src/ui/Banner';
import { Spinner } from '../../src/ui/Spinner';
import { appointmentPathOf } from './appointment-path';
import './appointments.events';
import { AppointmentActions } from './parts/AppointmentActions';
import { AppointmentItemCard } from './parts/AppointmentItemCard';
import { AppointmentsSection } from './parts/AppointmentsSection';
import { CancelDialog } from './parts/CancelDialog';
import { ConsentPanel } from './parts/ConsentPanel';
import { calendarHref } from './parts/calendar-link';
import { MessageDialog, type Message } from './parts/MessageDialog';
import { cancellationQuestionnaire, unansweredConfirmationQuestionnaires } from './parts/open-questionnaires';
import { StatusBanner } from './parts/StatusBanner';
import { useAppointmentSummary } from './parts/use-appointment-summary';
import { useChangeFocus } from './parts/use-change-focus';
import { whenText } from './parts/when';

// The slot grid, and the questionnaire renderer, load only when the patient asks for them.
const ReschedulePanel = lazy(() => import('./parts/ReschedulePanel'));
const QuestionnaireSequence = lazy(() => import('./parts/QuestionnaireSequence'));

export interface AppointmentsProps extends BaseWidgetProps {
  bookingKey?: string;
  kioskMode?: boolean;
}

/** The reason modal, or a message modal (a refusal of the rule table, a questionnaire's denial). */
type Modal = null | 'cancel' | Message;
/** Questionnaires asked before a change: the cancellation one, or those required before confirming. */
type Asking = null | { purpose: 'cancel' | 'confirm'; records: QuestionnaireRecord[] };

export function Appointments(props: AppointmentsProps) {
  const runtime = useRuntime();
  const { host } = useWidget();
  const t = runtime.i18n.t;
  const path = typeof location === 'undefined' ? null : appointmentPathOf(location.pathname);
  const bookingKey = props.bookingKey || path?.bookingKey || '';
  const view = props.bookingKey ? 'summary' : (path?.view ?? 'summary');
  const kiosk = Boolean(props.kioskMode) || view === 'kiosk';
  const loaded = useAppointmentSummary(bookingKey);
  const [modal, setModal] = useState<Modal>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [rescheduling, setRescheduling] = useState<AppointmentItem | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [checkingCancel, setCheckingCancel] = useState(false);
  const focus = useChangeFocus(rescheduling, asking, notice);
  const pageTitle = t('page.appointments_title');

  if (!bookingKey) {
    return (
      <AppointmentsSection kiosk={kiosk} title={pageTitle} titleId="appointments-page-title">
        <Banner tone="error">
          <p>{t('appointments.no_booking')}</p>
        </Banner>
      </AppointmentsSection>
    );
  }
  const { state } = loaded;
  if (state.status === 'loading') {
    return (
      <AppointmentsSection kiosk={kiosk} title={pageTitle} titleId="appointments-page-title">
        <Spinner label={t('appointments.loading')} />
      </AppointmentsSection>
    );
  }
  if (state.status === 'error') {
    return (
      <AppointmentsSection kiosk={kiosk} title={pageTitle} titleId="appointments-page-title">
        <Banner tone="error">
          <p>{t(state.messageKey === 'error.not_found' ? 'appointments.not_found' : 'appointments.load_failed')}</p>
          <button type="button" className="rad-button rad-button--secondary" onClick={loaded.reload}>
            {t('action.retry')}
          </button>
        </Banner>
      </AppointmentsSection>
    );
  }

  const { summary } = state;
  const cancelled = summary.status === 'CANCELED';
  const cancel = cancelDecision(summary.canChange.cancel);
  const reschedule = rescheduleDecision(summary.canChange.reschedule);
  const active = summary.items.filter((item) => item.status !== 'CANCELED');
  // An enquiry the clinic has still to give a time (001 §2 pending/{bookingKey}): nothing to confirm or move yet.
  const pending = view === 'pending' || (active.length > 0 && active.every((item) => item.status === 'PENDING'));
  const changed = summary.items.find((item) => item.status === 'RESCHEDULED' || item.status === 'CHANGED');
  const calendar = kiosk || pending ? null : calendarHref(summary.items);
  const owner = { kind: 'appointment', bookingKey: summary.bookingKey } as const;

  function announce(text: string | null): void {
    focus.focusNextNotice();
    setNotice(text);
  }

  // Cancel (001 §4): refused by the rule table, else the cancellation questionnaire when the provider
  // configured one for this booking, else the reason modal. A failed look-up falls back to the
  // reason modal: the patient can always cancel.
  async function askCancel(): Promise<void> {
    setNotice(null);
    if (!cancel.allowed) {
      setModal({ text: t(cancel.messageKey), title: t('appointments.cancel_title') });
      return;
    }
    setCheckingCancel(true);
    try {
      const record = await cancellationQuestionnaire(runtime.api(), owner);
      if (record) setAsking({ purpose: 'cancel', records: [record] });
      else setModal('cancel');
    } catch {
      setModal('cancel');
    } finally {
      setCheckingCancel(false);
    }
  }

  function cancelledWith(next: AppointmentSummary | null): void {
    setModal(null);
    setAsking(null);
    announce(t('appointments.cancelled_notice'));
    if (next) loaded.show(next);
    else loaded.reload();
    emit(host, 'rad-appointment-cancelled', { bookingKey: summary.bookingKey, status: next?.status ?? 'CANCELED' });
  }

  function askReschedule(item: AppointmentItem | undefined = active[0]): void {
    setNotice(null);
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

  // Confirm (001 §4): the required-on-confirmation questionnaires not yet answered come first, one
  // at a time; an outcome that denies the booking stops here. The server refuses a confirmation
  // while one is unanswered, whatever the widget did.
  async function askConfirm(): Promise<void> {
    setConfirming(true);
    setNotice(null);
    try {
      const open = await unansweredConfirmationQuestionnaires(runtime.api(), owner);
      if (open.length > 0) {
        setAsking({ purpose: 'confirm', records: open });
        return; // confirming goes on when they are answered
      }
    } catch {
      // The server still checks; a failed look-up leaves the decision to it.
    }
    await confirmNow();
  }

  async function confirmNow(): Promise<void> {
    setConfirming(true);
    try {
      const next = await confirmAppointment(runtime.api(), summary.bookingKey);
      loaded.show(next);
      announce(t('appointments.confirmed_notice'));
      emit(host, 'rad-appointment-confirmed', { bookingKey: next.bookingKey });
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      announce(message?.startsWith('appointments.') ? t(message) : t('appointments.confirm_failed'));
    } finally {
      setConfirming(false);
    }
  }

  const greeting = t(pending ? 'appointments.pending_title' : 'appointments.title', { name: summary.patient.firstName });

  if (rescheduling) {
    return (
      <AppointmentsSection kiosk={kiosk} title={t('appointments.title', { name: summary.patient.firstName })} titleId="appointments-title">
        <Suspense fallback={<Spinner label={t('appointments.loading')} />}>
          <ReschedulePanel
            bookingKey={summary.bookingKey}
            item={rescheduling}
            onBack={() => setRescheduling(null)}
            onMoved={(next) => moved(next, rescheduling)}
          />
        </Suspense>
      </AppointmentsSection>
    );
  }

  return (
    <AppointmentsSection kiosk={kiosk} title={greeting} titleId="appointments-title" headingRef={focus.heading} status={summary.status}>
      <StatusBanner t={t} cancelled={cancelled} changed={changed} pending={pending} />
      {notice && (
        <div role="status" className="appointments__notice" ref={focus.noticeBox} tabIndex={-1}>
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
            kiosk={kiosk}
            {...(active.length > 1 && !pending && item.status !== 'CANCELED' ? { onReschedule: () => askReschedule(item) } : {})}
          >
            {!cancelled && !pending && item.status !== 'CANCELED' && <ConsentPanel item={item} />}
          </AppointmentItemCard>
        ))}
      </div>
      {!cancelled && (
        <AppointmentActions
          t={t}
          pending={pending}
          confirmed={summary.confirmed}
          confirming={confirming}
          checkingCancel={checkingCancel}
          oneReschedule={active.length <= 1}
          calendar={calendar}
          confirmButton={focus.confirmButton}
          rescheduleButton={focus.rescheduleButton}
          cancelButton={focus.cancelButton}
          onConfirm={() => void askConfirm()}
          onReschedule={() => askReschedule()}
          onCancel={() => void askCancel()}
        />
      )}
      {/* This page is the booking's confirmation page (001 §4): the details change is reached from here, and Back returns here. */}
      {!cancelled && (
        <p className="appointments__details" part="patient-details">
          <PatientDetailsLink origin={{ kind: 'confirmation', bookingKey: summary.bookingKey }} label={t('patient_details.link')} />
        </p>
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
      {asking && (
        <Suspense fallback={null}>
          <QuestionnaireSequence
            key={asking.purpose}
            bookingKey={summary.bookingKey}
            records={asking.records}
            onDone={() => {
              if (asking.purpose === 'confirm') {
                setAsking(null);
                void confirmNow();
              } else {
                // The server cancelled with the answer; the summary says how it stands now.
                void getAppointmentSummary(runtime.api(), summary.bookingKey).then(cancelledWith, () => cancelledWith(null));
              }
            }}
            onDenied={(message) => {
              setAsking(null);
              setConfirming(false);
              setModal({ text: message || t('appointments.confirm_denied'), title: t('appointments.confirm_title') });
            }}
            onClose={() => {
              // Closed unfinished: back to the appointment, unchanged (focus returns to its button).
              setAsking(null);
              setConfirming(false);
            }}
            onUnreadable={() => {
              const purpose = asking.purpose;
              setAsking(null);
              if (purpose === 'cancel') setModal('cancel');
              else void confirmNow();
            }}
          />
        </Suspense>
      )}
      <MessageDialog message={modal && modal !== 'cancel' ? modal : null} closeLabel={t('action.close')} onClose={() => setModal(null)} />
    </AppointmentsSection>
  );
}
