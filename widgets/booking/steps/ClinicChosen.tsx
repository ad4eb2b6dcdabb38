import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { CreatedAppointment } from '../../../src/api/schemas/slots.schema';
import { useRuntime } from '../../../src/element/hooks';
import type { Exam } from '../../../src/api/schemas/booking.schema';
import type { TimeOfDay } from '../../../src/slots/slot-time';
import type { ExamToBook } from '../appointment-flow';
import type { SlotPlace } from './Appointment';
import type { BookingUrlState } from '../url-state';
import type { BookingModel } from '../booking.model';
import { Spinner } from '../../../src/ui/Spinner';
import { Heading } from '../parts/Heading';
import { useFocusRequest } from '../parts/use-focus-request';
import { loadAppointment } from './load-appointment';

/**
 * The times, form and confirmation are their own chunk (slot grid, form, dialogs, calendar file):
 * a page that shows only the exam and clinic finder never loads them, and rad-booking's entry
 * stays half the size it would be (test/bench/sizes.mjs budgets both).
 */
const Appointment = lazy(() => loadAppointment().then((module) => ({ default: module.Appointment })));

/**
 * Exams and clinic are chosen (the host has had rad-booking-clinic-selected): the times, the form
 * and the confirmation follow (issue 12, steps/Appointment.tsx).
 */
export function ClinicChosen({
  model,
  level,
  staffBooking = false,
  onBooked,
  apiKey,
  apiBase,
  locale,
}: {
  model: BookingModel;
  level: number;
  staffBooking?: boolean;
  onBooked(result: CreatedAppointment): void;
  apiKey?: string | undefined;
  apiBase?: string | undefined;
  locale?: string | undefined;
}) {
  const runtime = useRuntime();
  const t = runtime.i18n.t;
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves to this step's heading after a choice, so a screen reader hears where it is (docs/rules.md#a11y-focus).
  useFocusRequest(model, 'step', heading);
  const perExam = model.clinicsPerExam.value;
  // An outcome's new exam (claustrophobia → open MRI) is what the page names from then on.
  const chosenExams = withChangedExam(model.chosenExams.value, model.url.value.changedExamSlug, model);
  const exams = chosenExams.map((exam) => exam.name).join(', ');
  // Once booked (or denied by an answer) that is what the page is about: its own heading, and nothing
  // offers to change the clinic.
  const [ended, setEnded] = useState(false);
  // Advanced booking names a clinic per exam (the first serves the rest); otherwise the one chosen.
  const clinicSlugs = model.url.value.advanced ? model.url.value.clinicSlugs : [model.url.value.selectedClinic ?? ''];

  return (
    <section className="chosen" aria-labelledby={ended ? undefined : `${id}-title`} part="clinic-chosen">
      {!ended && (
        <Heading level={level} id={`${id}-title`} headingRef={heading}>
          {t('booking.chosen_heading')}
        </Heading>
      )}
      {ended ? null : model.separate.value ? (
        <ul className="chosen__what">
          {chosenExams.map((exam, index) => (
            <li key={exam.slug}>{t('booking.chosen_for_exam', { exam: exam.name, clinic: perExam[index]?.name ?? '' })}</li>
          ))}
        </ul>
      ) : (
        <p className="chosen__what">{t('booking.chosen_text', { clinic: perExam[0]?.name ?? '', exams })}</p>
      )}
      <Suspense fallback={<Spinner label={t('slots.loading')} />}>
        <Appointment
          // A new exam or clinic choice starts a new flow (and releases the old holds on unmount); an
          // exam changed by a questionnaire outcome (changedExamSlug) continues the same flow.
          key={`${model.url.value.examSlugs.join()}|${clinicSlugs.join()}`}
          exams={chosenExams.map((exam, index) => ({
            ...toBook(exam),
            clinicSlugs: [clinicSlugs[index] ?? clinicSlugs[0]!],
          }))}
          level={level}
          staffBooking={staffBooking}
          loggedIn={runtime.store.auth.isAuthenticated.value}
          onBooked={(result) => {
            setEnded(true);
            onBooked(result);
          }}
          resolveExam={(slug) => {
            const exam = model.examBySlug(slug);
            return exam ? { ...toBook(exam), clinicSlugs: [] } : null;
          }}
          onExamChanged={(_from, to) => {
            model.setChangedExam(to.examSlug);
            // One exam at one clinic: a clinic without the new exam sends the patient to those with it.
            const clinic = perExam[0];
            if (chosenExams.length === 1 && clinic) void model.moveIfNotOffered(to.examSlug, clinic);
          }}
          clinic={perExam[0]}
          onBackToExams={() => model.startOver()}
          onDenied={() => setEnded(true)}
          place={placeOf(model.url.value)}
          upload={model.url.value.upload}
          onPlace={(place) => model.setSlotPlace(place)}
          requestsPaused={model.requestsPaused.value}
          apiKey={apiKey}
          apiBase={apiBase}
          locale={locale}
        />
      </Suspense>
      {!ended && (
        <div className="chosen__actions">
          <button type="button" className="rad-button rad-button--secondary" onClick={() => model.changeClinic()}>
            {t('booking.change_clinic')}
          </button>
          <button type="button" className="rad-button rad-button--secondary" onClick={() => model.startOver()}>
            {t('booking.start_again')}
          </button>
        </div>
      )}
    </section>
  );
}

const toBook = (exam: Exam): Omit<ExamToBook, 'clinicSlugs'> => ({ examSlug: exam.slug, examName: exam.name, modalityId: exam.modalityId });

/** The chosen exams with the one an outcome changed (same modality, else the first) replaced by changedExamSlug. */
function withChangedExam(exams: readonly Exam[], changedExamSlug: string | null, model: BookingModel): Exam[] {
  const changed = changedExamSlug ? model.examBySlug(changedExamSlug) : undefined;
  if (!changed || exams.some((exam) => exam.slug === changed.slug)) return [...exams];
  const same = exams.findIndex((exam) => exam.modalityId === changed.modalityId);
  const index = same === -1 ? 0 : same;
  return exams.map((exam, i) => (i === index ? changed : exam));
}

/** The slot grid's place from the URL (date, week, startTime, endTime, timeOfDay, slotsView). */
function placeOf(state: BookingUrlState): SlotPlace {
  return {
    view: state.slotsView ?? undefined,
    start: state.week ?? undefined,
    day: state.date,
    timeOfDay: state.timeOfDay as TimeOfDay[],
    startTime: state.startTime ?? undefined,
    endTime: state.endTime ?? undefined,
  };
}
