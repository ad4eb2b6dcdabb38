/**
 * One exam of the booking (`AppointmentItemSchema`, src/api/schemas/appointments.schema.ts): exam, time in the clinic's
 * zone, clinic with address and a map link, status, and the preparation instructions modal.
 */
import { useState, type ReactNode } from 'react';
import type { AppointmentItem } from '../../../src/api/schemas/appointments.schema';
import { formatInClinicZone, type DateFormatter } from '../../../src/i18n/dates';
import { Dialog } from '../../../src/ui/Dialog';
import { whenText } from './when';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** An OpenStreetMap link: no key, no script, opens in a new tab. */
export function mapLink(item: AppointmentItem): string {
  const { latitude, longitude } = item.clinic;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

export interface AppointmentItemCardProps {
  item: AppointmentItem;
  t: Translate;
  intl: DateFormatter;
  /** A booking of several exams changes each one's time on its own card. */
  onReschedule?: () => void;
  /** Kiosk: no map link (nothing opens outside the kiosk's page). */
  kiosk?: boolean;
  /** Below the exam's details (its consent forms). */
  children?: ReactNode;
}

export function AppointmentItemCard({ item, t, intl, onReschedule, kiosk, children }: AppointmentItemCardProps) {
  const [instructions, setInstructions] = useState(false);
  const start = new Date(item.startsAt);
  const zone = item.clinic.timeZone;
  const titleId = `appointment-item-${item.slug}`;
  return (
    <article className={`appointments__item appointments__item--${item.status.toLowerCase()}`} part="item" aria-labelledby={titleId}>
      <h2 id={titleId} className="appointments__exam">
        {item.examDetails.name}
      </h2>
      {item.status !== 'BOOKED' && (
        <p className={`appointments__status appointments__status--${item.status.toLowerCase()}`}>
          {t(`appointments.item_status.${item.status}`)}
        </p>
      )}
      <p className="appointments__when">
        <time dateTime={item.startsAt}>
          {t('appointments.when', {
            date: formatInClinicZone(intl, start, zone, 'long-date'),
            time: formatInClinicZone(intl, start, zone, 'time'),
          })}
        </time>
      </p>
      {item.rescheduledFrom && (
        <p className="appointments__moved">{t('appointments.moved_from', { when: whenText(t, intl, item.rescheduledFrom, zone) })}</p>
      )}
      <address className="appointments__clinic">
        <strong>{item.clinic.name}</strong>
        <br />
        {item.clinic.address}, {item.clinic.suburb} {item.clinic.state} {item.clinic.postcode}
        <br />
        <a href={`tel:${item.clinic.phone.replace(/\s+/g, '')}`}>{item.clinic.phone}</a>
      </address>
      <p className="appointments__links">
        {!kiosk && (
          <a href={mapLink(item)} target="_blank" rel="noopener noreferrer">
            {t('appointments.map_link', { clinic: item.clinic.name })}
          </a>
        )}
        {item.examDetails.preparation && (
          <button type="button" className="rad-button rad-button--secondary" onClick={() => setInstructions(true)}>
            {t('appointments.instructions')}
          </button>
        )}
        {onReschedule && (
          <button type="button" className="rad-button rad-button--secondary" onClick={onReschedule}>
            {t('appointments.reschedule_item', { exam: item.examDetails.name })}
          </button>
        )}
      </p>
      {children}
      <Dialog
        open={instructions}
        title={t('appointments.instructions_title', { exam: item.examDetails.name })}
        onClose={() => setInstructions(false)}
        actions={
          <button type="button" className="rad-button" onClick={() => setInstructions(false)}>
            {t('action.close')}
          </button>
        }
      >
        {item.examDetails.preparation.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </Dialog>
    </article>
  );
}
