import { useT } from '../../../src/element/hooks';
import type { AppointmentFlow } from '../appointment-flow';

/**
 * How long the chosen time stays held (WCAG 2.2.1): shown quietly, announced once when fewer than
 * SLOT_HOLD_WARN_SECONDS remain, with a button that extends the hold.
 */
export function HoldCountdown({ flow }: { flow: AppointmentFlow }) {
  const t = useT();
  const left = flow.secondsLeft.value;
  if (left === null) return null;
  const time = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  return (
    <div className="hold" part="hold">
      <p className="hold__time">{t('booking_form.hold_left', { time })}</p>
      <div role="alert" className="hold__warning">
        {flow.warning.value && (
          <>
            <p>{t('booking_form.hold_warning')}</p>
            <button type="button" className="rad-button" onClick={() => void flow.extend()}>
              {t('booking_form.hold_extend')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
