/**
 * <rad-appointments>: the booking a secure link opens: each exam with
 * its time in the clinic's zone, clinic, preparation and consent forms; confirm (after the
 * required questionnaires); cancel through the rule table, then the provider's cancellation
 * questionnaire or the reason modal; reschedule through the slot grid (the server moves the item
 * atomically); add to calendar; the documents and sharing panels. Pending and kiosk variants.
 * This file decides what shows; each piece lives in `parts/`.
 */
import { lazy, Suspense, useState } from 'react';
import { cancelAppointment, getAppointmentSummary } from '../../src/api/appointments.api';
import { AttachmentsPanel } from '../../src/attachments';
import { PatientDetailsLink } from '../../src/patient-details/PatientDetailsLink';
import { SharingPanel } from '../../src/sharing';
import { useRuntime } from '../../src/element/hooks';
import type { BaseWidgetProps } from '../../src/element/WidgetShell';
import { Banner } from '../../src/ui/Banner';
import { Spinner } from '../../src/ui/Spinner';
import { appointmentPathOf } from './appointment-path';
import './appointments.events';
import { AppointmentActions } from './parts/AppointmentActions';
import { AppointmentItemCard } from './parts/AppointmentItemCard';
import { AppointmentsSection } from './parts/AppointmentsSection';
import { ConsentPanel } from './parts/ConsentPanel';
import { calendarHref } from './parts/calendar-link';
import { MessageDialog } from './parts/MessageDialog';
import { StatusBanner } from './parts/StatusBanner';
import { useAppointmentChanges } from './parts/use-appointment-changes';
import { useAppointmentSummary } from './parts/use-appointment-summary';

// The slot grid, and the questionnaire renderer, load only when the patient asks for them.
const ReschedulePanel = lazy(() => import('./parts/ReschedulePanel'));
const QuestionnaireSequence = lazy(() => import('./parts/QuestionnaireSequence'));
/** Loaded the first time the patient asks to cancel (most visits only look). */
const CancelDialog = lazy(() => import('./parts/CancelDialog'));

export interface AppointmentsProps extends BaseWidgetProps {
  bookingKey?: string;
  kioskMode?: boolean;
}

export function Appointments(props: AppointmentsProps) {
  const runtime = useRuntime();
  const t = runtime.i18n.t;
  const path = typeof location === 'undefined' ? null : appointmentPathOf(location.pathname);
  const bookingKey = props.bookingKey || path?.bookingKey || '';
  const view = props.bookingKey ? 'summary' : (path?.view ?? 'summary');
  const kiosk = Boolean(props.kioskMode) || view === 'kiosk';
  const loaded = useAppointmentSummary(bookingKey);
  const changes = useAppointmentChanges(loaded);
  const [newExam, setNewExam] = useState<string | null>(null);
  const { modal, setModal, notice, rescheduling, asking, focus } = changes;
  // Mounted from the first opening on, so a reason chosen stays when the dialog is reopened.
  const [cancelWanted, setCancelWanted] = useState(false);
  if (modal === 'cancel' && !cancelWanted) setCancelWanted(true);
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
  const active = summary.items.filter((item) => item.status !== 'CANCELED');
  // An enquiry the clinic has still to give a time (/appointments/pending/{key}): nothing to confirm or move yet
  // (docs/rules.md#change-enquire-only).
  const pending = view === 'pending' || (active.length > 0 && active.every((item) => item.status === 'PENDING'));
  const changed = summary.items.find((item) => item.status === 'RESCHEDULED' || item.status === 'CHANGED');
  const calendar = kiosk || pending ? null : calendarHref(summary.items);
  const cancelledWith = (next: Parameters<typeof changes.cancelledWith>[1]) => changes.cancelledWith(summary, next);
  const askReschedule = (item = active[0]) => changes.askReschedule(summary, item);

  const greeting = t(pending ? 'appointments.pending_title' : 'appointments.title', { name: summary.patient.firstName });

  if (rescheduling) {
    return (
      <AppointmentsSection kiosk={kiosk} title={t('appointments.title', { name: summary.patient.firstName })} titleId="appointments-title">
        <Suspense fallback={<Spinner label={t('appointments.loading')} />}>
          <ReschedulePanel
            bookingKey={summary.bookingKey}
            item={rescheduling}
            {...(newExam ? { examSlug: newExam } : {})}
            onBack={() => {
              setNewExam(null);
              changes.setRescheduling(null);
            }}
            onMoved={(next) => {
              setNewExam(null);
              changes.moved(next, rescheduling);
            }}
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
            {!cancelled && !pending && item.status !== 'CANCELED' && <ConsentPanel item={item} loaded={loaded.consent[item.slug]} />}
          </AppointmentItemCard>
        ))}
      </div>
      {!cancelled && (
        <AppointmentActions
          t={t}
          pending={pending}
          confirmed={summary.confirmed}
          confirming={changes.confirming}
          checkingCancel={changes.checkingCancel}
          oneReschedule={active.length <= 1}
          calendar={calendar}
          confirmButton={focus.confirmButton}
          rescheduleButton={focus.rescheduleButton}
          cancelButton={focus.cancelButton}
          onConfirm={() => void changes.askConfirm(summary)}
          onReschedule={() => askReschedule()}
          onCancel={() => void changes.askCancel(summary)}
        />
      )}
      {/* This page is the booking's confirmation page: the details change is reached from here, and Back returns here. */}
      {!cancelled && (
        <p className="appointments__details" part="patient-details">
          <PatientDetailsLink
            origin={{ kind: 'confirmation', bookingKey: summary.bookingKey }}
            clinicPath={path?.prefix ?? ''}
            label={t('patient_details.link')}
          />
        </p>
      )}
      <AttachmentsPanel target={{ kind: 'appointment', id: summary.bookingKey }} canImport={!cancelled} />
      <SharingPanel bookingKey={summary.bookingKey} />
      {cancelWanted && (
        <Suspense fallback={null}>
          <CancelDialog
            open={modal === 'cancel'}
            t={t}
            cancel={(body) => cancelAppointment(runtime.api(), summary.bookingKey, body)}
            onClose={() => setModal(null)}
            onCancelled={cancelledWith}
          />
        </Suspense>
      )}
      {asking && (
        <Suspense fallback={null}>
          <QuestionnaireSequence
            key={asking.purpose}
            bookingKey={summary.bookingKey}
            records={asking.records}
            onDone={() => {
              if (asking.purpose === 'confirm') {
                changes.setAsking(null);
                void changes.confirmNow(summary);
              } else {
                // The server cancelled with the answer; the summary says how it stands now.
                void getAppointmentSummary(runtime.api(), summary.bookingKey).then(cancelledWith, () => cancelledWith(null));
              }
            }}
            onDenied={(message) => {
              changes.setAsking(null);
              changes.setConfirming(false);
              setModal({ text: message || t('appointments.confirm_denied'), title: t('appointments.confirm_title') });
            }}
            onClose={() => {
              // Closed unfinished: back to the appointment, unchanged (focus returns to its button).
              changes.setAsking(null);
              changes.setConfirming(false);
            }}
            onExamChanged={(slug) => {
              // The answers ask for another exam (claustrophobia: the open MRI): its times, for the item it replaces.
              changes.setAsking(null);
              changes.setConfirming(false);
              const item = active[0];
              if (!item) return;
              setNewExam(slug);
              changes.setRescheduling(item);
            }}
            onUnreadable={() => {
              const purpose = asking.purpose;
              changes.setAsking(null);
              if (purpose === 'cancel') setModal('cancel');
              else void changes.confirmNow(summary);
            }}
          />
        </Suspense>
      )}
      <MessageDialog message={modal && modal !== 'cancel' ? modal : null} closeLabel={t('action.close')} onClose={() => setModal(null)} />
    </AppointmentsSection>
  );
}
