import { useSignals } from '@preact/signals-react/runtime';
import type { KyInstance } from 'ky';
import { useState } from 'react';
import { getVisitFeedback, saveVisitFeedback } from '../../../src/api/check-in.api';
import { ApiError } from '../../../src/api/errors';
import type { QuestionnaireResponse } from '../../../src/api/schemas/questionnaire.schema';
import { feedbackRecordOf } from '../../../src/questionnaire/feedback-record';
import { useRuntime } from '../../../src/element/hooks';
import { useResource } from '../../../src/element/use-resource';
import { adopt, sheet } from '../../../src/element/stylesheets';
import { useWidget } from '../../../src/element/widget-context';
import { Banner } from '../../../src/ui/Banner';
import { Spinner } from '../../../src/ui/Spinner';
import type { CheckInFlow } from '../check-in-flow';
import { StepHeading } from '../StepHeading';

type State = 'loading' | 'form' | 'closed' | 'sent' | 'already' | 'none' | 'failed';

/** A save refused for one answer (400 invalid_answer with the runner's key): the dialog stays open and says what to fix. */
function answerProblem(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const key = error.serverMessage;
  return key?.startsWith('questionnaire.') ? key : null;
}

/**
 * Feedback about the visit (the check-in step "feedback"), for someone already checked
 * in or who came to give it (`process=feedback`). The provider's FEEDBACK questionnaire (the same
 * one the questionnaires API serves, answers kept with the others) opens in the
 * questionnaire runner's own dialog, loaded on demand with its styles (the runner's public API), so
 * a check-in that never reaches this step never downloads it. Once per booking: answered before is
 * a thank-you.
 */
export function FeedbackStep({ flow, api, onDone }: { flow: CheckInFlow; api: KyInstance; onDone(): void }) {
  useSignals();
  const t = useRuntime().i18n.t;
  const { shadowRoot } = useWidget();
  const bookingKey = flow.bookingKey();
  // Answered before this step showed: a thank-you, nothing to load.
  const [answeredBefore] = useState(() => flow.feedbackAnswered.peek());
  const loaded = useResource(
    answeredBefore || !bookingKey
      ? null
      : async (signal) => {
          try {
            const [feedback, runner] = await Promise.all([getVisitFeedback(api, bookingKey, signal), import('../../questionnaire/index')]);
            if (!signal.aborted) adopt(shadowRoot, [sheet(runner.questionnaireCss)]);
            return { feedback, runner };
          } catch (error) {
            // 409: given before; 404: the provider has no feedback questionnaire for this visit.
            const status = error instanceof ApiError ? error.status : 0;
            throw status === 409 ? 'already' : status === 404 ? 'none' : 'failed';
          }
        },
    [api, bookingKey, flow, shadowRoot],
  );
  const ready = loaded.status === 'ready' ? loaded.data : null;
  const feedback = ready?.feedback ?? null;
  const runner = ready?.runner ?? null;
  // What the person did with this questionnaire (closed, sent); a new load starts at the form.
  const [after, setAfter] = useState<{ of: typeof ready; state: State } | null>(null);
  const setState = (next: State) => setAfter({ of: ready, state: next });
  const state: State = ready
    ? after?.of === ready
      ? after.state
      : 'form'
    : loaded.status === 'error'
      ? (loaded.error as State)
      : answeredBefore
        ? 'already'
        : 'loading';
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(response: QuestionnaireResponse): Promise<void> {
    if (!feedback || !bookingKey) return;
    setBusy(true);
    setProblem(null);
    try {
      await saveVisitFeedback(api, bookingKey, {
        questionnaireId: feedback.questionnaireId,
        questionnaireResult: JSON.stringify(response),
      });
      flow.feedbackAnswered.value = true;
      setState('sent');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setState('already');
        return;
      }
      // The dialog stays open with every answer; the person may fix it or try again.
      setProblem(t(answerProblem(error) ?? 'message.error_answering_questionnaire'));
      throw error;
    } finally {
      setBusy(false);
    }
  }

  const Dialog = runner?.QuestionnaireDialog;
  return (
    <div className="check-in__step" part="feedback">
      <StepHeading>{t(flow.alreadyCheckedIn.value ? 'check_in.feedback_title' : 'check_in.feedback_heading')}</StepHeading>
      {flow.alreadyCheckedIn.value && <p>{t('check_in.reason_already_checked_in')}</p>}
      {state === 'loading' && <Spinner label={t('check_in.feedback_loading')} />}
      {(state === 'form' || state === 'closed') && <p>{t('check_in.feedback_intro')}</p>}
      {state === 'closed' && (
        <div className="check-in__actions">
          <button type="button" className="rad-button" part="submit" onClick={() => setState('form')}>
            {t('check_in.feedback_open')}
          </button>
        </div>
      )}
      {(state === 'sent' || state === 'already') && (
        <Banner tone="info">
          <p>{t('check_in.feedback_thanks')}</p>
        </Banner>
      )}
      {state === 'none' && (
        <Banner tone="info">
          <p>{t('check_in.feedback_not_available')}</p>
        </Banner>
      )}
      {state === 'failed' && (
        <>
          <Banner tone="error">
            <p>{t('check_in.feedback_load_failed')}</p>
          </Banner>
          <div className="check-in__actions">
            <button type="button" className="rad-button rad-button--secondary" onClick={loaded.retry}>
              {t('action.retry')}
            </button>
          </div>
        </>
      )}
      <div className="check-in__actions">
        <button type="button" className="rad-button rad-button--secondary" part="restart" onClick={onDone}>
          {t('check_in.done')}
        </button>
      </div>
      {state === 'form' && feedback && Dialog && (
        <Dialog
          record={feedbackRecordOf(feedback)}
          definition={feedback.questionnaire}
          onSubmit={submit}
          onClose={() => setState('closed')}
          problem={problem}
          busy={busy}
        />
      )}
    </div>
  );
}
