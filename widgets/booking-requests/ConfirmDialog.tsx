import { Dialog } from '../../src/ui/Dialog';

/**
 * The confirmation modal of cancelling a booking request (docs/rules.md#booking-request-status):
 * the caller supplies
 * title and message; Confirm runs the action, dismissing (Escape, backdrop, Keep) changes nothing.
 */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  dismissLabel: string;
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onDismiss: () => void;
}) {
  return (
    <Dialog
      open={props.open}
      title={props.title}
      onClose={props.onDismiss}
      actions={
        <>
          <button type="button" className="rad-button" onClick={props.onConfirm} disabled={props.busy}>
            {props.confirmLabel}
          </button>
          <button type="button" className="rad-button rad-button--secondary" onClick={props.onDismiss}>
            {props.dismissLabel}
          </button>
        </>
      }
    >
      <p>{props.message}</p>
      {props.error && (
        <p className="rad-field__error" role="alert">
          {props.error}
        </p>
      )}
    </Dialog>
  );
}
