/**
 * The booking's buttons (their rules: docs/rules.md#change-windows): Confirm (or "confirmed"), Change the time (when the
 * booking has one exam; several exams each have their own), Add to my calendar, Cancel. A pending
 * request offers Cancel only. Each busy button says so (aria-busy) and cannot be pressed twice.
 */
import type { RefObject } from 'react';

type Translate = (key: string) => string;

export interface AppointmentActionsProps {
  t: Translate;
  pending: boolean;
  confirmed: boolean;
  confirming: boolean;
  checkingCancel: boolean;
  /** One reschedule button for the whole booking (a booking of one exam). */
  oneReschedule: boolean;
  /** The `.ics` download, or null (kiosk, pending). */
  calendar: string | null;
  confirmButton: RefObject<HTMLButtonElement | null>;
  rescheduleButton: RefObject<HTMLButtonElement | null>;
  cancelButton: RefObject<HTMLButtonElement | null>;
  onConfirm: () => void;
  onReschedule: () => void;
  onCancel: () => void;
}

export function AppointmentActions(props: AppointmentActionsProps) {
  const { t, pending, confirming, checkingCancel } = props;
  return (
    <div className="appointments__actions" part="actions">
      {pending ? null : !props.confirmed ? (
        <button
          ref={props.confirmButton}
          type="button"
          className="rad-button"
          onClick={props.onConfirm}
          disabled={confirming}
          aria-busy={confirming || undefined}
        >
          {t('appointments.confirm')}
        </button>
      ) : (
        <p className="appointments__confirmed">{t('appointments.confirmed')}</p>
      )}
      {props.oneReschedule && !pending && (
        <button ref={props.rescheduleButton} type="button" className="rad-button rad-button--secondary" onClick={props.onReschedule}>
          {t('appointments.reschedule')}
        </button>
      )}
      {props.calendar && (
        <a className="rad-button rad-button--secondary" href={props.calendar} download="appointment.ics">
          {t('appointments.add_to_calendar')}
        </a>
      )}
      <button
        ref={props.cancelButton}
        type="button"
        className="rad-button rad-button--secondary"
        onClick={props.onCancel}
        disabled={checkingCancel}
        aria-busy={checkingCancel || undefined}
      >
        {t('appointments.cancel')}
      </button>
    </div>
  );
}
