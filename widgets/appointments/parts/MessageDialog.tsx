/** A message in a modal with Close: a refusal of the rule table, or a questionnaire's denial. */
import { Dialog } from '../../../src/ui/Dialog';

export interface Message {
  title: string;
  text: string;
}

export interface MessageDialogProps {
  message: Message | null;
  closeLabel: string;
  onClose: () => void;
}

export function MessageDialog({ message, closeLabel, onClose }: MessageDialogProps) {
  return (
    <Dialog
      open={message !== null}
      title={message?.title ?? ''}
      onClose={onClose}
      actions={
        <button type="button" className="rad-button" onClick={onClose}>
          {closeLabel}
        </button>
      }
    >
      <p>{message?.text ?? ''}</p>
    </Dialog>
  );
}
