import { useEffect, useMemo, useRef } from 'react';
import type { CreatedAppointment, CreatedItem } from '../../../src/api/schemas/slots.schema';
import { useRuntime } from '../../../src/element/hooks';
import { PatientDetailsLink } from '../../../src/patient-details/PatientDetailsLink';
import { slotLabel } from '../../../src/slots/slot-time';
import { calendarFile } from '../calendar';
import { clinicPathOf } from '../url-state';

/**
 * The confirmation (issue 12): what was booked, where (the clinic's address) and how to prepare,
 * in the clinic's own time; a link to the appointment page and an add-to-calendar file. When some
 * exams could not be booked (a mixed answer), the heading says so and the exams are listed under
 * "Booked" and "Not booked", the latter each with its reason.
 */
/** `level`: its heading's level (it is the page's heading once booked, so the page's own level). */
export function Confirmation({ result, level, message }: { result: CreatedAppointment; level: number; message?: string | null }) {
  const runtime = useRuntime();
  const t = runtime.i18n.t;
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = `h${Math.min(6, level)}` as 'h2';
  // An enquiry books nothing yet: no calendar entry, one booking request page per exam.
  const enquiry = result.status === 'REQUESTED';
  const pending = result.status === 'PENDING';
  // A clinic's booking page (`/harbourside/select-clinic/…`) keeps its clinicPath on the pages after
  // it (`{clinicPath}/appointments/{bookingKey}`, src/router/routes.ts), so the patient stays on that clinic's site.
  const clinicPath = useMemo(() => clinicPathOf(location.pathname), []);
  // Some exams done and some not (a mixed answer): two lists under their own headings, so which is
  // which is said in words to every reader, not only by a red border.
  const done = result.items.filter((item) => item.success);
  const failed = result.items.filter((item) => !item.success);
  const partial = done.length > 0 && failed.length > 0;
  const headingKey = partial
    ? enquiry
      ? 'booking.partial_enquiry_heading'
      : 'booking.partial_heading'
    : enquiry
      ? 'booking.enquiry_heading'
      : pending
        ? 'booking.pending_heading'
        : 'booking.confirmation_heading';
  const SubHeading = `h${Math.min(6, level + 1)}` as 'h3';
  const list = (items: readonly CreatedItem[]) => (
    <ul className="confirmation__items">
      {items.map((item) => (
        <ConfirmationItem key={`${item.clinicSlug}-${item.date}-${item.examName}`} item={item} enquiry={enquiry} clinicPath={clinicPath} />
      ))}
    </ul>
  );
  const ics = useMemo(() => (result.bookingKey && !enquiry ? calendarFile(result.bookingKey, result.items) : ''), [result, enquiry]);

  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="confirmation" part="confirmation" aria-labelledby="booking-confirmation-title">
      <Heading id="booking-confirmation-title" ref={heading} tabIndex={-1} className="booking__title">
        {t(headingKey)}
      </Heading>
      <p>
        {t(
          partial
            ? 'booking.partial_text'
            : enquiry
              ? 'booking.enquiry_text'
              : pending
                ? 'booking.pending_text'
                : 'booking.confirmation_text',
        )}
      </p>
      {message && <p className="confirmation__message">{message}</p>}
      {partial ? (
        <>
          <section className="confirmation__group" aria-labelledby="booking-confirmation-done">
            <SubHeading id="booking-confirmation-done">{t(enquiry ? 'booking.items_sent' : 'booking.items_booked')}</SubHeading>
            {list(done)}
          </section>
          <section className="confirmation__group confirmation__group--failed" aria-labelledby="booking-confirmation-failed">
            <SubHeading id="booking-confirmation-failed">{t(enquiry ? 'booking.items_not_sent' : 'booking.items_not_booked')}</SubHeading>
            {list(failed)}
          </section>
        </>
      ) : (
        list(result.items)
      )}
      {result.bookingKey && !enquiry && (
        <div className="confirmation__actions">
          <a className="rad-button" href={`${clinicPath}/appointments/${encodeURIComponent(result.bookingKey)}`}>
            {t('booking.confirmation_view')}
          </a>
          <PatientDetailsLink
            origin={{ kind: 'confirmation', bookingKey: result.bookingKey }}
            label={t('patient_details.link')}
            clinicPath={clinicPath}
          />
          <a
            className="rad-button rad-button--secondary"
            href={`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`}
            download="appointment.ics"
          >
            {t('booking.confirmation_calendar')}
          </a>
        </div>
      )}
      <p className="confirmation__email">{t('booking.confirmation_email')}</p>
    </section>
  );
}

/** One exam of the answer: what, when, where; how to prepare when booked, the reason when not. */
function ConfirmationItem({ item, enquiry, clinicPath }: { item: CreatedItem; enquiry: boolean; clinicPath: string }) {
  const runtime = useRuntime();
  const t = runtime.i18n.t;
  const locale = runtime.i18n.locale.value;
  return (
    <li className={item.success ? 'confirmation__item' : 'confirmation__item confirmation__item--failed'}>
      <p className="confirmation__exam">
        {item.examName} ({item.modalityName})
      </p>
      <p>
        {slotLabel(
          {
            start: item.date,
            end: item.endTime,
            clinicSlug: item.clinicSlug,
            clinicName: item.clinicName,
            timeZone: item.timeZone,
            day: '',
            time: '',
          },
          locale,
        )}
      </p>
      <p className="confirmation__address">{item.clinicAddress}</p>
      {item.success && item.examNotes && (
        <p className="confirmation__notes">
          <strong>{t('booking.confirmation_preparation')}</strong> {item.examNotes}
        </p>
      )}
      {!item.success && (
        <>
          <p className="confirmation__error">{t(item.errorMessage ?? 'message.slot_unavailable')}</p>
          <p>{t('booking.item_not_booked_help')}</p>
        </>
      )}
      {enquiry && item.success && item.bookingKey && (
        <a href={`${clinicPath}/booking-requests/${encodeURIComponent(item.bookingKey)}`}>
          {t('booking.enquiry_view', { exam: item.examName })}
        </a>
      )}
    </li>
  );
}
