import { useSignals } from '@preact/signals-react/runtime';
import { useRuntime } from '../../../src/element/hooks';
import type { CheckInFlow } from '../check-in-flow';
import { StepHeading } from '../StepHeading';

/**
 * Already checked in (or here to give feedback). The feedback questionnaire through the
 * questionnaire runner is not wired yet: the step says so plainly rather than pretend.
 */
export function FeedbackStep({ flow }: { flow: CheckInFlow }) {
  useSignals();
  const t = useRuntime().i18n.t;
  return (
    <div className="check-in__step" part="feedback">
      <StepHeading>{t('check_in.feedback_title')}</StepHeading>
      <p>{t('check_in.reason_already_checked_in')}</p>
      <p>{t(flow.feedbackAnswered.value ? 'check_in.feedback_thanks' : 'check_in.feedback_not_available')}</p>
      <div className="check-in__actions">
        <button type="button" className="rad-button" part="restart" onClick={() => flow.restart()}>
          {t('check_in.done')}
        </button>
      </div>
    </div>
  );
}
