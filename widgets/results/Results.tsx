/**
 * <rad-results>: an appointment's results (/appointments/{bookingKey}/result and /result/patient;
 * a contact's share with `?shared=true&slug=`): each exam's report as the radiologist wrote it
 * (plain text), when and where it was done in the clinic's zone, and its images link. The
 * patient's own page also lets them share (src/sharing). Expired results and withdrawn shares go
 * to the deny page (docs/rules.md#results-expiry, docs/rules.md#sharing-revoke), replacing this
 * page in history.
 */
import { useEffect, useRef } from 'react';
import { getOwnResults, getSharedResults } from '../../src/api/results.api';
import type { Results as ResultsAnswer } from '../../src/api/schemas/results.schema';
import { emit } from '../../src/element/events';
import { useRuntime } from '../../src/element/hooks';
import { useResource } from '../../src/element/use-resource';
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
  const heading = useRef<HTMLHeadingElement>(null);
  const results = useResource<ResultsAnswer>(
    target &&
      (async (signal) => {
        try {
          const answer = await (target.kind === 'shared'
            ? getSharedResults(runtime.api(), target.slug, signal)
            : getOwnResults(runtime.api(), target.bookingKey, signal));
          if (!signal.aborted) emit(host, 'rad-results-shown', { shared: answer.shared !== null, count: answer.results.length });
          return answer;
        } catch (error) {
          const outcome = failureOutcome(error);
          if (signal.aborted) throw outcome;
          if (outcome.kind === 'deny') {
            // In the portal the shell moves on; alone on a page, the browser does.
            if (emit(host, 'rad-navigate', { path: outcome.path, replace: true }, true)) location.replace(outcome.path);
          } else {
            emit(host, 'rad-error', { tag: 'rad-results', messageKey: outcome.messageKey });
          }
          throw outcome;
        }
      }),
    // targetKey stands for target.
    [runtime, host, targetKey],
  );

  // The loaded page's heading takes focus, so a screen reader starts at the results.
  useEffect(() => {
    if (results.status === 'ready') heading.current?.focus();
  }, [results.status]);

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
  if (results.status === 'idle' || results.status === 'loading') {
    return framed(t('page.results_title'), <Spinner label={t('results.loading')} />);
  }
  if (results.status === 'error') {
    const outcome = results.error as FailureOutcome;
    return framed(
      t('page.results_title'),
      outcome.kind === 'deny' ? (
        <p className="results__denied">{t(outcome.messageKey)}</p>
      ) : (
        <Banner tone="error">
          <p>{t(outcome.messageKey)}</p>
          <button type="button" className="rad-button rad-button--secondary" onClick={results.retry}>
            {t('action.retry')}
          </button>
        </Banner>
      ),
    );
  }

  const answer = results.data;
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
