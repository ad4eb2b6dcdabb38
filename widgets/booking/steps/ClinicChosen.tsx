import { useEffect, useId, useRef } from 'react';
import type { CreatedAppointment } from '../../../src/api/schemas/slots.schema';
import { useRuntime } from '../../../src/element/hooks';
import type { BookingModel } from '../booking.model';
import { Heading } from '../parts/Heading';
import { Appointment } from './Appointment';

/**
 * Exams and clinic are chosen (the host has had rad-booking-clinic-selected): the times, the form
 * and the confirmation follow (issue 12, steps/Appointment.tsx).
 */
export function ClinicChosen({
  model,
  level,
  staffBooking = false,
  onBooked,
}: {
  model: BookingModel;
  level: number;
  staffBooking?: boolean;
  onBooked(result: CreatedAppointment): void;
}) {
  const runtime = useRuntime();
  const t = runtime.i18n.t;
  const id = useId();
  const heading = useRef<HTMLDivElement>(null);
  const clinic = model.clinics.value.find(
    (item) => item.slug === (model.url.value.advanced ? model.url.value.clinicSlugs[0] : model.url.value.selectedClinic),
  );
  const exams = model.chosenExams.value.map((exam) => exam.name).join(', ');
  // Advanced booking names a clinic per exam (the first serves the rest); otherwise the one chosen.
  const clinicSlugs = model.url.value.advanced ? model.url.value.clinicSlugs : [model.url.value.selectedClinic ?? ''];

  useEffect(() => {
    // Focus moves to the new step's heading, so a screen reader hears where it is (GUIDE §9).
    heading.current?.querySelector<HTMLElement>('.booking__title')?.focus();
  }, []);

  return (
    <section className="chosen" aria-labelledby={`${id}-title`} part="clinic-chosen">
      <div ref={heading}>
        <Heading level={level} id={`${id}-title`}>
          {t('booking.chosen_heading')}
        </Heading>
      </div>
      <p className="chosen__what">{t('booking.chosen_text', { clinic: clinic?.name ?? '', exams })}</p>
      <Appointment
        // A new exam or clinic choice starts a new flow (and releases the old holds on unmount).
        key={`${model.url.value.examSlugs.join()}|${clinicSlugs.join()}`}
        exams={model.chosenExams.value.map((exam, index) => ({
          examSlug: exam.slug,
          examName: exam.name,
          clinicSlugs: [clinicSlugs[index] ?? clinicSlugs[0]!],
        }))}
        level={level}
        staffBooking={staffBooking}
        loggedIn={runtime.store.auth.isAuthenticated.value}
        onBooked={onBooked}
      />
      <div className="chosen__actions">
        <button type="button" className="rad-button rad-button--secondary" onClick={() => model.changeClinic()}>
          {t('booking.change_clinic')}
        </button>
        <button type="button" className="rad-button rad-button--secondary" onClick={() => model.startOver()}>
          {t('booking.start_again')}
        </button>
      </div>
    </section>
  );
}
