import { useEffect, useId, useRef } from 'react';
import { useT } from '../../../src/element/hooks';
import type { BookingModel } from '../booking.model';
import { Heading } from '../parts/Heading';

/**
 * Exams and clinic are chosen: the end of the finder. The times for this clinic are the next
 * step (issue 12), announced as such rather than faked; the host has had rad-booking-clinic-selected.
 */
export function ClinicChosen({ model, level }: { model: BookingModel; level: number }) {
  const t = useT();
  const id = useId();
  const heading = useRef<HTMLDivElement>(null);
  const clinic = model.clinics.value.find(
    (item) => item.slug === (model.url.value.advanced ? model.url.value.clinicSlugs[0] : model.url.value.selectedClinic),
  );
  const exams = model.chosenExams.value.map((exam) => exam.name).join(', ');

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
      <p className="chosen__next">{t('booking.times_next')}</p>
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
