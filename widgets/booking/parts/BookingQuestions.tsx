import { useEffect, useRef, useState } from 'react';
import type { RadEventMap } from '../../../src/element/events';
import { useRuntime } from '../../../src/element/hooks';
import { Banner } from '../../../src/ui/Banner';
import { StillWorking } from '../../../src/ui/Pending';
import { Spinner } from '../../../src/ui/Spinner';
import type { AppointmentFlow } from '../appointment-flow';

/**
 * The questionnaires a booking asks before it is made
 * (docs/rules.md#questionnaire-required-before-booking), through the runner element `<rad-questionnaire>` (its own chunk, loaded when the form
 * first needs it). Answers are saved under the booking key the flow fetched (temporarily: no
 * booking exists yet) and move to the booking on create. Outcomes come back as events: a denial,
 * a new exam, a minimum date, fields the form must ask for, a booking request.
 */
export const BOOKING_QUESTIONNAIRE_TYPES = 'BOOKING_FORM,REQUIRED_ON_CONFIRMATION';

type Detail<K extends keyof RadEventMap> = CustomEvent<RadEventMap[K]>;

export function BookingQuestions({
  flow,
  apiBase,
  locale,
  onExamChanged,
}: {
  flow: AppointmentFlow;
  apiBase?: string | undefined;
  locale?: string | undefined;
  /** An outcome named a new exam: the booking resolves it from its catalogue and changes the exam. */
  onExamChanged(newExamSlug: string, reloadAfterMs: number): void;
}) {
  const runtime = useRuntime();
  const t = runtime.i18n.t;
  const runner = useRef<HTMLElement>(null);
  const [element, setElement] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [loadAttempt, setLoadAttempt] = useState(0);
  const [answered, setAnswered] = useState(0);
  const state = flow.questions.value;
  const key = flow.bookingKeyReady.value;

  useEffect(() => {
    if (state !== 'open') return;
    let live = true;
    setElement('loading');
    import('../../questionnaire/index').then(
      () => live && setElement('ready'),
      () => live && setElement('failed'),
    );
    return () => {
      live = false;
    };
  }, [state, loadAttempt]);

  // Listeners on the element itself (composed events from its shadow root reach it first).
  useEffect(() => {
    const target = runner.current;
    if (!target || element !== 'ready') return;
    const completed = (event: Event) => {
      setAnswered((n) => n + 1);
      flow.questionnaireAnswered((event as Detail<'rad-questionnaire-completed'>).detail.outcome);
    };
    const changed = (event: Event) => {
      const { newExamSlug, reloadAfterMs } = (event as Detail<'rad-questionnaire-exam-changed'>).detail;
      onExamChanged(newExamSlug, reloadAfterMs);
    };
    const done = () => flow.questionsDone();
    // A denial's way to the deny page: the booking shows it in place, with the clinic's phone, a call
    // back and the way back to the exams, which a deny page on its own cannot offer.
    const navigate = (event: Event) => {
      if (!flow.outcomes.peek().denied) return;
      const query = new URL((event as Detail<'rad-navigate'>).detail.path, location.origin).searchParams;
      event.preventDefault();
      event.stopPropagation();
      flow.deny({ messageId: query.get('messageId'), message: query.get('message') });
    };
    // Answering is working on the booking: the held time is renewed as the patient goes.
    const busy = () => flow.activity();
    target.addEventListener('rad-questionnaire-completed', completed);
    target.addEventListener('rad-questionnaire-exam-changed', changed);
    target.addEventListener('rad-questionnaire-all-done', done);
    target.addEventListener('rad-navigate', navigate);
    target.addEventListener('input', busy);
    target.addEventListener('change', busy);
    return () => {
      target.removeEventListener('rad-questionnaire-completed', completed);
      target.removeEventListener('rad-questionnaire-exam-changed', changed);
      target.removeEventListener('rad-questionnaire-all-done', done);
      target.removeEventListener('rad-navigate', navigate);
      target.removeEventListener('input', busy);
      target.removeEventListener('change', busy);
    };
  }, [element, flow, onExamChanged]);

  if (state === 'waiting') return null;
  const failed = state === 'failed' || element === 'failed';
  if (state === 'done') {
    return answered > 0 ? (
      <p className="booking-questions__done" role="status">
        {t('booking_form.questions_done')}
      </p>
    ) : null;
  }
  return (
    <section className="booking-questions" part="booking-questions" aria-label={t('booking_form.questions_heading')}>
      <p>{t('booking_form.questions_intro')}</p>
      {(state === 'preparing' || (state === 'open' && element === 'loading')) && (
        <>
          <Spinner label={t('booking_form.questions_loading')} />
          <StillWorking active />
        </>
      )}
      {failed && (
        // They cannot be skipped: a safety screening is answered before anything is booked.
        <Banner tone="error">
          <p>{t('booking_form.questions_failed')}</p>
          <button
            type="button"
            className="rad-button rad-button--secondary"
            part="questions-retry"
            onClick={() => (state === 'failed' ? flow.retryQuestions() : setLoadAttempt((n) => n + 1))}
          >
            {t('action.retry')}
          </button>
        </Banner>
      )}
      {element === 'ready' && key && (
        <rad-questionnaire
          ref={runner}
          temporary-key={key}
          exam-slugs={flow.exams.map((exam) => exam.examSlug).join(',')}
          types={BOOKING_QUESTIONNAIRE_TYPES}
          {...(apiBase ? { 'api-base': apiBase } : {})}
          {...(locale ? { locale } : {})}
        />
      )}
    </section>
  );
}
