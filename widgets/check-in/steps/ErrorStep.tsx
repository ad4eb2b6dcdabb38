import { useSignals } from '@preact/signals-react/runtime';
import { useRuntime } from '../../../src/element/hooks';
import type { CheckInFlow } from '../check-in-flow';
import { problemText } from '../../../src/api/problem';
import { StepHeading } from '../StepHeading';

/** What went wrong, what to do instead, and a way to start again. */
export function ErrorStep({ flow }: { flow: CheckInFlow }) {
  useSignals();
  const t = useRuntime().i18n.t;
  const screen = flow.errorScreen.value;
  return (
    <div className="check-in__step" part="error">
      <StepHeading>{problemText(t, screen?.title ?? { key: 'message.check_in_error' })}</StepHeading>
      {screen?.description && <p>{problemText(t, screen.description)}</p>}
      <div className="check-in__actions">
        <button type="button" className="rad-button" part="restart" onClick={() => flow.restart()}>
          {t('check_in.start_again')}
        </button>
      </div>
    </div>
  );
}
