import { useEffect, useState } from 'react';
import { createProgressReporter } from '../../../src/analytics';
import { randomKey } from '../../../src/api/client';
import { useRuntime } from '../../../src/element/hooks';
import { SlotGrid } from '../../../src/slots/SlotGrid';
import { createAppointmentFlow, type AppointmentFlow, type ExamToBook } from '../appointment-flow';
import { appointmentApi } from '../booking-create.api';
import type { CreatedAppointment } from '../../../src/api/schemas/slots.schema';
import { BookingForm } from '../parts/BookingForm';
import { SlotProblemDialog } from '../parts/SlotProblemDialog';
import { PROGRESS_STEP_FORM, PROGRESS_STEP_TIMES } from '../progress-steps';
import { Confirmation } from './Confirmation';

export interface AppointmentProps {
  exams: ExamToBook[];
  level: number;
  staffBooking: boolean;
  /** The signed-in state (the all-items-have-errors rule). */
  loggedIn: boolean;
  onBooked(result: CreatedAppointment): void;
}

/**
 * The second half of the finder (issue 12): one time per exam from the slot grid, each held while
 * the form is open, then the form, then the confirmation. Holds are released when the element
 * leaves; analytics hear steps 2 and 3 as numbers only.
 */
export function Appointment(props: AppointmentProps) {
  const runtime = useRuntime();
  const t = runtime.i18n.t;
  const [flow] = useState<AppointmentFlow>(() =>
    createAppointmentFlow(
      {
        api: appointmentApi(runtime.api()),
        now: () => Date.now(),
        newKey: randomKey,
        loggedIn: props.loggedIn,
        // No provider setting for it yet: a signed-in booking whose items all carry errors is kept.
        failWhenAllItemsHaveErrors: false,
        booked: props.onBooked,
      },
      props.exams,
    ),
  );
  const step = flow.step.value;
  const index = flow.current.value;
  const exam = props.exams[index];

  useEffect(() => {
    const release = () => flow.releaseAll();
    addEventListener('pagehide', release);
    return () => {
      removeEventListener('pagehide', release);
      if (flow.step.peek() !== 'done') release();
    };
  }, [flow]);

  // The countdown ticks each second while a hold is running.
  useEffect(() => {
    if (step !== 'form') return;
    const timer = setInterval(() => flow.tick(), 1000);
    return () => clearInterval(timer);
  }, [flow, step]);

  const [progress] = useState(() => createProgressReporter());
  useEffect(() => {
    if (step === 'times') progress.set(PROGRESS_STEP_TIMES);
    if (step === 'form') progress.set(PROGRESS_STEP_FORM);
  }, [progress, step]);
  useEffect(() => () => progress.dispose(), [progress]);

  return (
    <div className="appointment" part="appointment">
      {step === 'times' && exam && (
        <>
          {props.exams.length > 1 && (
            <p className="appointment__exam">
              {t('booking.time_for_exam', { exam: exam.examName, n: index + 1, total: props.exams.length })}
            </p>
          )}
          <SlotGrid
            key={exam.examSlug}
            clinics={exam.clinicSlugs}
            examSlug={exam.examSlug}
            onSelect={(slot) => void flow.select(slot)}
            reloadKey={flow.reloadSlots.value}
            headingLevel={Math.min(6, props.level + 1)}
          />
          {flow.holding.value && <p role="status">{t('booking.reserving')}</p>}
        </>
      )}
      {step === 'form' && <BookingForm flow={flow} staffBooking={props.staffBooking} level={props.level} />}
      {step === 'done' && flow.result.value && <Confirmation result={flow.result.value} level={props.level} />}
      <SlotProblemDialog flow={flow} />
    </div>
  );
}
