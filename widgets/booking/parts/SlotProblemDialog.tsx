import { useT } from '../../../src/element/hooks';
import { Dialog } from '../../../src/ui/Dialog';
import type { AppointmentFlow } from '../appointment-flow';

/** The slot error dialog (docs/rules.md#booking-hold-lifetime): the time could not be reserved, ran out or was taken; closing it reloads the slots. */
export function SlotProblemDialog({ flow, onClosed }: { flow: AppointmentFlow; onClosed(): void }) {
  const t = useT();
  const problem = flow.slotProblem.value;
  // The time it named is gone from the page, so the browser has nowhere to return focus: the times' heading takes it.
  const close = () => {
    flow.closeSlotProblem();
    onClosed();
  };
  return (
    <Dialog
      open={problem !== null}
      title={t('booking.slot_error_title')}
      onClose={close}
      actions={
        <button type="button" className="rad-button" onClick={close}>
          {t('booking.slot_error_action')}
        </button>
      }
    >
      <p>{problem ? t(`booking.slot_error_${problem}`) : ''}</p>
      <p>{t('booking.slot_error_kept')}</p>
    </Dialog>
  );
}
