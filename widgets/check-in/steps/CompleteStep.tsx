import { useSignals } from '@preact/signals-react/runtime';
import { useRuntime } from '../../../src/element/hooks';
import type { CheckInFlow } from '../check-in-flow';
import { StepHeading } from '../StepHeading';

/** Checked in. At a kiosk, Done clears the screen for the next person at once. */
export function CompleteStep({ flow, kioskMode, onDone }: { flow: CheckInFlow; kioskMode: boolean; onDone(): void }) {
  useSignals();
  const t = useRuntime().i18n.t;
  return (
    <div className="check-in__step" part="complete">
      <StepHeading>{t('check_in.complete_title')}</StepHeading>
      <p>{t('check_in.complete_text')}</p>
      <ul className="check-in__items">
        {flow.items.value.map((item) => (
          <li key={item.slug}>{t('check_in.item_checked_in', { exam: item.examName, clinic: item.clinicName })}</li>
        ))}
      </ul>
      {kioskMode && (
        <div className="check-in__actions">
          <button type="button" className="rad-button" part="done" onClick={onDone}>
            {t('check_in.done')}
          </button>
        </div>
      )}
    </div>
  );
}
