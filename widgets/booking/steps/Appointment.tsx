import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../src/ui/Spinner';
import { createProgressReporter } from '../../../src/analytics';
import { useRuntime } from '../../../src/element/hooks';
import { BOOKING_FORM_NAVIGATION_DELAY_MS } from '../../../src/constants';
import { SlotGrid, type SlotGridState } from '../../../src/slots/SlotGrid';
import { slotLabel, type SlotsView, type TimeOfDay } from '../../../src/slots/slot-time';
import { createAppointmentFlow, type AppointmentFlow, type ExamToBook } from '../appointment-flow';
import { appointmentApi, contactApi } from '../booking-create.api';
import type { CreatedAppointment } from '../../../src/api/schemas/slots.schema';
import { BookingForm } from '../parts/BookingForm';
import { ContactTeam } from '../parts/ContactTeam';
import { SlotProblemDialog } from '../parts/SlotProblemDialog';
import { PROGRESS_STEP_FORM, PROGRESS_STEP_TIMES } from '../progress-steps';
import { dateTimeFormat } from '../../../src/i18n/message-format';

// The confirmation (its calendar file and patient-details link) is fetched while the patient fills
// in the form, so the chunk a patient waits for when choosing a clinic holds only times and form.
const loadConfirmation = () => import('./Confirmation');
const Confirmation = lazy(() => loadConfirmation().then((module) => ({ default: module.Confirmation })));
// The form's questionnaires (and what their outcomes show) load with the form, a moment before they
// are asked; the redirect countdown only where the provider has one. Both keep the times' chunk small.
const BookingQuestions = lazy(() => import('../parts/BookingQuestions').then((module) => ({ default: module.BookingQuestions })));
// A booking an answer denied (a pacemaker and an MRI): rare, so its own chunk.
const SafetyDenied = lazy(() => import('../parts/SafetyDenied'));
const RedirectCountdown = lazy(() => import('../parts/RedirectCountdown').then((module) => ({ default: module.RedirectCountdown })));

/** Where the slot grid starts (from the URL); every move goes back through onPlace. */
export interface SlotPlace {
  view?: SlotsView | undefined;
  start?: string | undefined;
  day?: string | null | undefined;
  timeOfDay?: TimeOfDay[] | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
}

export interface AppointmentProps {
  place?: SlotPlace | undefined;
  /** The `upload` query parameter: the form opens with the referral upload. */
  upload?: boolean | undefined;
  onPlace?(state: SlotGridState): void;
  /** True while the page is on a `booking` path: no slot request is made or kept in flight (cancelsPendingRequests). */
  requestsPaused?: boolean | undefined;
  exams: ExamToBook[];
  level: number;
  staffBooking: boolean;
  /** The signed-in state (the all-items-have-errors rule). */
  loggedIn: boolean;
  onBooked(result: CreatedAppointment): void;
  /** The exam an outcome names, from the booking's catalogue (null: unknown, the change is ignored). */
  resolveExam?(slug: string): ExamToBook | null;
  /** An outcome changed an exam: the booking writes changedExamSlug to the URL. */
  onExamChanged?(from: string, to: ExamToBook): void;
  /** A referrer books for a patient: every booking is an enquiry sent with this key. */
  apiKey?: string | undefined;
  apiBase?: string | undefined;
  locale?: string | undefined;
  /** The chosen clinic, whose phone a denied booking offers. */
  clinic?: { name: string; phone: string } | null | undefined;
  /** Back to the exam list (a denied booking's way on). */
  onBackToExams?(): void;
  /** An answer denied the booking: the page is about that now, not the clinic chosen. */
  onDenied?(): void;
}

/**
 * The second half of the finder (issue 12): one time per exam from the slot grid, each held while
 * the form is open, then the form, then the confirmation. Holds are released when the element
 * leaves; analytics hear steps 2 and 3 as numbers only.
 */
export function Appointment(props: AppointmentProps) {
  const runtime = useRuntime();
  const t = runtime.i18n.t;
  const config = runtime.store.config.config.value!;
  const settings = config.application;
  const [flow] = useState<AppointmentFlow>(() =>
    createAppointmentFlow(
      {
        api: appointmentApi(runtime.api(), () => runtime.i18n.locale.value),
        now: () => Date.now(),
        has: runtime.i18n.has,
        loggedIn: props.loggedIn,
        failWhenAllItemsHaveErrors: settings.failBookingWhenAllItemsHaveErrors,
        booked: props.onBooked,
        apiKey: props.apiKey ?? null,
        examChanged: (from, to) => props.onExamChanged?.(from, to),
      },
      props.exams,
    ),
  );
  const [contact] = useState(() => contactApi(runtime.api()));
  const resolveExam = props.resolveExam;
  const examChanged = useCallback(
    (slug: string, reloadAfterMs: number) => {
      const exam = resolveExam?.(slug);
      if (exam) flow.changeExam(exam, reloadAfterMs);
    },
    [flow, resolveExam],
  );
  const step = flow.step.value;
  const index = flow.current.value;
  const exams = flow.examList.value;
  const exam = exams[index];
  const minDate = flow.outcomes.value.minDate;
  const change = flow.examChange.value;
  const denial = flow.denial.value;
  const onDenied = props.onDenied;
  useEffect(() => {
    if (denial) onDenied?.();
  }, [denial, onDenied]);
  const box = useRef<HTMLDivElement>(null);
  // Focus follows the flow (docs/rules.md#a11y-focus): back to the times (another time, the slot error dialog, the
  // next exam's grid) lands on their heading, an exam changed by an answer on the notice saying so.
  // The form and the confirmation take it on their own heading when they appear.
  const [focusTo, setFocusTo] = useState<string | null>(null);
  const last = useRef({ step, index, change });
  useEffect(() => {
    const before = last.current;
    last.current = { step, index, change };
    if (change && change !== before.change) setFocusTo('.appointment__status');
    else if (step === 'times' && (before.step === 'form' || before.index !== index)) setFocusTo('.slots__title');
  }, [step, index, change]);
  useEffect(() => {
    const target = focusTo && box.current?.querySelector<HTMLElement>(focusTo);
    if (!target) return;
    target.focus();
    setFocusTo(null);
  }, [focusTo]);

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
    void loadConfirmation().catch(() => undefined); // warmed now; a failure shows when it is needed
    const timer = setInterval(() => flow.tick(), 1000);
    return () => clearInterval(timer);
  }, [flow, step]);

  // The form's questionnaires open a moment after the form (BOOKING_FORM_NAVIGATION_DELAY_MS,
  // docs/rules.md#questionnaire-dialog).
  const questions = flow.questions.value;
  useEffect(() => {
    if (step !== 'form' || questions !== 'waiting') return;
    const timer = setTimeout(() => void flow.askQuestions(), BOOKING_FORM_NAVIGATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [flow, step, questions]);

  const [progress] = useState(() => createProgressReporter());
  useEffect(() => {
    if (step === 'times') progress.set(PROGRESS_STEP_TIMES);
    if (step === 'form') progress.set(PROGRESS_STEP_FORM);
  }, [progress, step]);
  useEffect(() => () => progress.dispose(), [progress]);

  return (
    <div className="appointment" part="appointment" ref={box}>
      <p className="appointment__status" role="status" tabIndex={change ? -1 : undefined}>
        {flow.changingExam.value
          ? t('booking.exam_changing', { exam: flow.changingExam.value })
          : change && step === 'times'
            ? t(change.released ? 'booking.exam_changed_time' : 'booking.exam_changed', {
                from: change.from,
                to: change.to,
                time: change.released ? slotLabel(change.released, runtime.i18n.locale.value) : '',
              })
            : ''}
      </p>
      {denial && (
        <Suspense fallback={<Spinner label={t('message.loading')} />}>
          <SafetyDenied
            reason={denial}
            exams={exams.map((item) => item.examName).join(', ')}
            examSlug={exams[0]?.examSlug}
            clinicSlug={exams[0]?.clinicSlugs[0]}
            clinic={props.clinic ?? null}
            level={props.level}
            api={contact}
            onBack={() => props.onBackToExams?.()}
          />
        </Suspense>
      )}
      {!flow.outcomes.value.denied && step === 'times' && exam && (
        <>
          {exams.length > 1 && (
            <p className="appointment__exam">{t('booking.time_for_exam', { exam: exam.examName, n: index + 1, total: exams.length })}</p>
          )}
          {minDate && (
            <p className="appointment__min-date">{t('booking.min_date_note', { date: longDate(minDate, runtime.i18n.locale.value) })}</p>
          )}
          <SlotGrid
            key={exam.examSlug}
            clinics={exam.clinicSlugs}
            examSlug={exam.examSlug}
            onSelect={(slot) => void flow.select(slot)}
            reloadKey={flow.reloadSlots.value}
            paused={props.requestsPaused}
            headingLevel={Math.min(6, props.level + 1)}
            minDate={minDate}
            view={props.place?.view}
            start={props.place?.start}
            day={props.place?.day}
            timeOfDay={props.place?.timeOfDay}
            startTime={props.place?.startTime}
            endTime={props.place?.endTime}
            onNavigate={props.onPlace}
          />
          {flow.holding.value && <p role="status">{t('booking.reserving')}</p>}
          <ContactTeam api={contact} examSlug={exam.examSlug} clinicSlug={exam.clinicSlugs[0]} headingLevel={props.level + 2} />
        </>
      )}
      {!flow.outcomes.value.denied && step === 'form' && (
        <>
          <BookingForm flow={flow} staffBooking={props.staffBooking} level={props.level} upload={props.upload === true} />
          <Suspense fallback={null}>
            <BookingQuestions flow={flow} apiBase={props.apiBase} locale={props.locale} onExamChanged={examChanged} />
          </Suspense>
        </>
      )}
      {step === 'done' && flow.result.value && (
        <Suspense fallback={<Spinner label={t('message.loading')} />}>
          <Confirmation result={flow.result.value} level={props.level} message={flow.outcomes.value.enquiry?.confirmationMessage ?? null} />
        </Suspense>
      )}
      {step === 'done' && !!settings.bookingRedirectUrl && (
        <Suspense fallback={null}>
          <RedirectCountdown target={settings.bookingRedirectUrl} allowedOrigins={config.integration.allowedParentOrigins} />
        </Suspense>
      )}
      <SlotProblemDialog flow={flow} onClosed={() => setFocusTo('.slots__title')} />
    </div>
  );
}

/** A calendar day in words ("Tuesday 20 October 2026"); days are zone-free, so read at noon UTC. */
function longDate(day: string, locale: string): string {
  return dateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}
