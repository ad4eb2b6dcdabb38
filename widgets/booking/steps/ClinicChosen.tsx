import { useId, useRef } from 'react';
import type { CreatedAppointment } from '../../../src/api/schemas/slots.schema';
import { useRuntime } from '../../../src/element/hooks';
import type { BookingModel } from '../booking.model';
import { Heading } from '../parts/Heading';
import { useFocusRequest } from '../parts/use-focus-request';
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
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves to this step's heading after a choice, so a screen reader hears where it is (GUIDE §9).
  useFocusRequest(model, 'step', heading);
  const perExam = model.clinicsPerExam.value;
  const chosenExams = model.chosenExams.value;
  const exams = chosenExams.map((exam) => exam.name).join(', ');
  // Advanced booking names a clinic per exam (the first serves the rest); otherwise the one chosen.
  const clinicSlugs = model.url.value.advanced ? model.url.value.clinicSlugs : [model.url.value.selectedClinic ?? ''];

  return (
    <section className="chosen" aria-labelledby={`${id}-title`} part="clinic-chosen">
      <Heading level={level} id={`${id}-title`} headingRef={heading}>
        {t('booking.chosen_heading')}
      </Heading>
      {model.separate.value ? (
        <ul className="chosen__what">
          {chosenExams.map((exam, index) => (
            <li key={exam.slug}>{t('booking.chosen_for_exam', { exam: exam.name, clinic: perExam[index]?.name ?? '' })}</li>
          ))}
        </ul>
      ) : (
        <p className="chosen__what">{t('booking.chosen_text', { clinic: perExam[0]?.name ?? '', exams })}</p>
      )}
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
