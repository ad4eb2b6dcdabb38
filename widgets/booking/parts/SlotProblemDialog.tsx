import { useT } from '../../../src/element/hooks';
import { Dialog } from '../../../src/ui/Dialog';
import type { AppointmentFlow } from '../appointment-flow';

/** The slot error dialog (001 §4): the time could not be reserved, ran out or was taken; closing it reloads the slots. */
export function SlotProblemDialog({ flow }: { flow: AppointmentFlow }) {
  const t = useT();
  const problem = flow.slotProblem.value;
  return (
    <Dialog
      open={problem !== null}
      title={t('booking.slot_error_title')}
      onClose={() => flow.closeSlotProblem()}
      actions={
        <button type="button" className="rad-button" onClick={() => flow.closeSlotProblem()}>
          {t('booking.slot_error_action')}
        </button>
      }
    >
      <p>{problem ? t(`booking.slot_error_${problem}`) : ''}</p>
      <p>{t('booking.slot_error_kept')}</p>
    </Dialog>
  );
}
