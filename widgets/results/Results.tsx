/**
 * <rad-results>: an appointment's results (document 001 §2 /appointments/{bookingKey}/result and
 * /result/patient; a contact's share with `?shared=true&slug=`): each exam's report as the
 * radiologist wrote it (plain text), when and where it was done in the clinic's zone, and its
 * images link. The patient's own page also lets them share (src/sharing). Expired results and
 * withdrawn shares go to the deny page (000 §4), replacing this page in history.
 */
import { useEffect, useRef, useState } from 'react';
import { getOwnResults, getSharedResults } from '../../src/api/results.api';
import type { Results as ResultsAnswer } from '../../src/api/schemas/results.schema';
import { emit } from '../../src/element/events';
import { useRuntime } from '../../src/element/hooks';
import { useWidget } from '../../src/element/widget-context';
import type { BaseWidgetProps } from '../../src/element/WidgetShell';
import { SharingPanel } from '../../src/sharing';
import { Banner } from '../../src/ui/Banner';
import { Spinner } from '../../src/ui/Spinner';
import { ResultCard } from './ResultCard';
import { failureOutcome, type FailureOutcome } from './results-outcome';
import { resultsTargetOf } from './results-path';
import './results.events';

export interface ResultsProps extends BaseWidgetProps {
  bookingKey?: string;
  slug?: string;
  shared?: boolean;
}

type State = { status: 'loading' } | { status: 'failed'; outcome: FailureOutcome } | { status: 'ready'; answer: ResultsAnswer };

export function Results(props: ResultsProps) {
  const runtime = useRuntime();
  const { host } = useWidget();
  const t = runtime.i18n.t;
  const intl = runtime.i18n.intl.value;
  const target =
    typeof location === 'undefined'
      ? null
      : resultsTargetOf({ bookingKey: props.bookingKey, slug: props.slug, shared: props.shared }, location.pathname, location.search);
  const targetKey = target ? JSON.stringify(target) : '';
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!target) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    const load =
      target.kind === 'shared'
        ? getSharedResults(runtime.api(), target.slug, controller.signal)
        : getOwnResults(runtime.api(), target.bookingKey, controller.signal);
    load.then(
      (answer) => {
        if (controller.signal.aborted) return;
        setState({ status: 'ready', answer });
        emit(host, 'rad-results-shown', { shared: answer.shared !== null, count: answer.results.length });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const outcome = failureOutcome(error);
        setState({ status: 'failed', outcome });
        if (outcome.kind === 'deny') {
          // In the portal the shell moves on; alone on a page, the browser does.
          if (emit(host, 'rad-navigate', { path: outcome.path, replace: true }, true)) location.replace(outcome.path);
        } else {
          emit(host, 'rad-error', { tag: 'rad-results', messageKey: outcome.messageKey });
        }
      },
    );
    return () => controller.abort();
    // targetKey stands for target.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runtime, host, targetKey, attempt]);

  // The loaded page's heading takes focus, so a screen reader starts at the results.
  useEffect(() => {
    if (state.status === 'ready') heading.current?.focus();
  }, [state.status]);

  const framed = (title: string, content: React.ReactNode) => (
    <section className="results" part="results" aria-labelledby="results-title">
      <h1 id="results-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {content}
    </section>
  );

  if (!target) {
    return framed(
      t('page.results_title'),
      <Banner tone="error">
        <p>{t('results.no_link')}</p>
      </Banner>,
    );
  }
  if (state.status === 'loading') return framed(t('page.results_title'), <Spinner label={t('results.loading')} />);
  if (state.status === 'failed') {
    const { outcome } = state;
    return framed(
      t('page.results_title'),
      outcome.kind === 'deny' ? (
        <p className="results__denied">{t(outcome.messageKey)}</p>
      ) : (
        <Banner tone="error">
          <p>{t(outcome.messageKey)}</p>
          <button type="button" className="rad-button rad-button--secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('action.retry')}
          </button>
        </Banner>
      ),
    );
  }

  const { answer } = state;
  const name = answer.patient.firstName;
  const title = !answer.shared
    ? t('results.title', { name })
    : t(answer.shared.type === 'HISTORY' ? 'results.shared_history_title' : 'results.shared_title', { name });
  return framed(
    title,
    <>
      {answer.shared && <p className="results__shared-note">{t('results.shared_note', { name })}</p>}
      {answer.results.length === 0 ? (
        <p className="results__empty">{t(answer.shared ? 'results.none_shared' : 'results.not_ready')}</p>
      ) : (
        <>
          <p className="results__advice">{t('results.advice')}</p>
          <div className="results__list">
            {answer.results.map((result) => (
              <ResultCard key={result.id} result={result} t={t} intl={intl} apiBase={runtime.apiBase} />
            ))}
          </div>
        </>
      )}
      {target.kind === 'own' && <SharingPanel bookingKey={target.bookingKey} />}
    </>,
  );
}
