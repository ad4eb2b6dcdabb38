import { useEffect, useMemo, useRef, useState } from 'react';
import { getFeedbackQuestionnaire, saveFeedback } from '../../src/api/report-feedback.api';
import type { QuestionnaireResponse } from '../../src/api/schemas/questionnaire.schema';
import type { FeedbackQuestionnaire } from '../../src/api/schemas/report-feedback.schema';
import { feedbackRecordOf } from '../../src/questionnaire/feedback-record';
import { FEEDBACK_REDIRECT_MS } from '../../src/constants';
import { emit } from '../../src/element/events';
import { useRuntime } from '../../src/element/hooks';
import { useResource } from '../../src/element/use-resource';
import { useWidget } from '../../src/element/widget-context';
import type { BaseWidgetProps } from '../../src/element/WidgetShell';
import { Banner } from '../../src/ui/Banner';
import { Spinner } from '../../src/ui/Spinner';
import { QuestionnaireDialog } from '../questionnaire/index';
import { FeedbackFaq } from './FeedbackFaq';
import { answerProblemOf, feedbackLinkOf, feedbackPaths, returnPathOf, stateOfFailure, type FeedbackState } from './feedback-state';
import { RedirectCountdown } from './RedirectCountdown';
import './report-feedback.events';

export interface ReportFeedbackProps extends BaseWidgetProps {
  imsec?: string;
  accession?: string;
  view?: string;
  returnUrl?: string;
}

const MESSAGE: Partial<Record<FeedbackState['kind'], string>> = {
  'missing-link': 'message.referrer_feedback_error',
  error: 'message.referrer_feedback_error',
  'already-provided': 'message.feedback_already_provided',
};

/**
 * The report quality feedback page (docs/rules.md#questionnaire-report-feedback): a referrer rates the report of the
 * study their link opens, once. The questionnaire opens in the runner's dialog (size from the
 * questionnaire, no Escape or backdrop closing); the answer is checked by the server with the
 * same rules; success says thank you and returns after 4 s, with the countdown on screen.
 */
export function ReportFeedback({ imsec, accession, view, returnUrl }: ReportFeedbackProps) {
  const runtime = useRuntime();
  const { host, tag } = useWidget();
  const t = runtime.i18n.t;
  const enabled = runtime.store.config.config.value!.application.referrerReportQualityFeedbackEnabled;
  const link = useMemo(() => feedbackLinkOf(imsec, accession), [imsec, accession]);
  const paths = feedbackPaths(link);
  const loaded = useResource(
    view === 'faq' || !link || !enabled
      ? null
      : async (signal) => {
          try {
            return await getFeedbackQuestionnaire(runtime.api(), link, signal);
          } catch (error) {
            throw stateOfFailure(error as { status?: number; body?: unknown });
          }
        },
    [runtime, link, enabled, view],
  );
  const feedback = loaded.status === 'ready' ? loaded.data : null;
  // What the referrer did with this questionnaire (closed, sent); a new load starts at the form.
  const [after, setAfter] = useState<{ of: FeedbackQuestionnaire; state: FeedbackState } | null>(null);
  const setState = (next: FeedbackState) => feedback && setAfter({ of: feedback, state: next });
  const state: FeedbackState = !link
    ? { kind: 'missing-link' }
    : view === 'faq'
      ? { kind: 'loading' }
      : !enabled
        ? { kind: 'error' }
        : loaded.status === 'error'
          ? (loaded.error as FeedbackState)
          : !feedback
            ? { kind: 'loading' }
            : after?.of === feedback
              ? after.state
              : { kind: 'form' };
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // Every final state is announced by its own heading's focus: the dialog that had focus is gone.
  useEffect(() => {
    if (state.kind !== 'loading' && state.kind !== 'form') heading.current?.focus();
    if (state.kind === 'error' || state.kind === 'missing-link') {
      emit(host, 'rad-error', { tag, messageKey: 'message.referrer_feedback_error' });
    }
  }, [state.kind, host, tag]);

  if (view === 'faq') return <FeedbackFaq formPath={paths.form} />;

  async function submit(response: QuestionnaireResponse): Promise<void> {
    if (!link || !feedback) return;
    setBusy(true);
    setProblem(null);
    try {
      await saveFeedback(runtime.api(), link, { questionnaireId: feedback.questionnaireId, questionnaireResult: JSON.stringify(response) });
      setState({ kind: 'success' });
      emit(host, 'rad-report-feedback-sent', { questionnaireId: feedback.questionnaireId });
    } catch (failure) {
      const error = failure as { status?: number; body?: unknown };
      const answerProblem = answerProblemOf(error);
      const next = stateOfFailure(error);
      if (answerProblem || next.kind === 'error') {
        // The dialog stays open with every answer; the referrer may fix it or try again.
        setProblem(t(answerProblem ?? 'message.referrer_feedback_error'));
        throw failure;
      }
      setState(next);
    } finally {
      setBusy(false);
    }
  }

  const message = MESSAGE[state.kind];
  const returnPath = returnPathOf(returnUrl, link, location.origin);
  return (
    <section
      className="report-feedback"
      part="report-feedback"
      aria-labelledby="report-feedback-title"
      aria-busy={state.kind === 'loading' || undefined}
    >
      <h1 id="report-feedback-title" className="report-feedback__title" part="title" tabIndex={-1} ref={heading}>
        {t('page.report_feedback_title')}
      </h1>
      {state.kind === 'loading' && <Spinner label={t('report_feedback.loading')} />}
      {message && (
        <Banner tone={state.kind === 'already-provided' ? 'info' : 'error'}>
          <p>{t(message)}</p>
        </Banner>
      )}
      {state.kind === 'success' && (
        <RedirectCountdown
          message={t('message.feedback_provided_successfully')}
          target={returnPath}
          delayMs={FEEDBACK_REDIRECT_MS}
          onRedirect={() => emit(host, 'rad-report-feedback-redirect', { reason: 'sent' }, true)}
        />
      )}
      {state.kind === 'closed' && (
        <div className="report-feedback__closed" part="closed">
          <p>{t('report_feedback.closed')}</p>
          <button type="button" className="rad-button" onClick={() => setState({ kind: 'form' })}>
            {t('report_feedback.reopen')}
          </button>
        </div>
      )}
      {state.kind !== 'success' && (
        <p className="report-feedback__links" part="links">
          <a href={paths.faq}>{t('report_feedback.faq_link')}</a>
          {link?.imsec && <a href={returnPath}>{t('report_feedback.back_to_images')}</a>}
        </p>
      )}
      {state.kind === 'form' && feedback && (
        <QuestionnaireDialog
          record={feedbackRecordOf(feedback)}
          definition={feedback.questionnaire}
          onSubmit={submit}
          onClose={() => setState({ kind: 'closed' })}
          problem={problem}
          busy={busy}
        />
      )}
    </section>
  );
}
