import { useEffect, useId, useRef } from 'react';
import { useT } from '../../../src/element/hooks';
import { Dialog } from '../../../src/ui/Dialog';
import { IGNORE_ACTIVITY_ATTRIBUTE } from './idle-watcher';

/** Translation key of the dialog's heading (to be added to the message files by the lead). */
export const INACTIVITY_TITLE_KEY = 'kiosk.inactivity_title';

export interface InactivityDialogProps {
  open: boolean;
  /** Seconds left of the countdown, shown in `message.inactivity_text`. */
  secondsLeft: number;
  /** "I am still here": closes the dialog, watching resumes. */
  onCancel: () => void;
  /** Closes the dialog and goes to the kiosk home. */
  onHome: () => void;
}

/**
 * The kiosk inactivity countdown (docs/rules.md#kiosk-inactivity,
 * docs/rules.md#a11y-inactivity-dialog): an ALERT dialog, modal, that Escape and the backdrop do not close (no onClose is given to Dialog). Only the sentence with the seconds is
 * a polite live region, so a screen reader hears the new number each second instead of the whole
 * dialog again. Focus starts on Cancel, the safe choice. Buttons are `.rad-button` (44 px targets).
 */
export function InactivityDialog({ open, secondsLeft, onCancel, onHome }: InactivityDialogProps) {
  const t = useT();
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  // The activity marker keeps the watcher from treating a press on these buttons as "activity"
  // that closes the dialog before the click arrives (see idle-watcher.ts).
  const ignoreActivity = { [IGNORE_ACTIVITY_ATTRIBUTE]: '' };

  useEffect(() => {
    // Runs after Dialog's own effect (children first) has called showModal(). React's autoFocus
    // would fire on mount, while the dialog is still closed, so we focus explicitly on opening.
    if (open) cancelRef.current?.focus();
  }, [open]);

  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={t(INACTIVITY_TITLE_KEY)}
      describedBy={textId}
      actions={
        <>
          <button ref={cancelRef} type="button" className="rad-button" part="kiosk-cancel" onClick={onCancel} {...ignoreActivity}>
            {t('action.cancel')}
          </button>
          <button type="button" className="rad-button rad-button--secondary" part="kiosk-home" onClick={onHome} {...ignoreActivity}>
            {t('action.home')}
          </button>
        </>
      }
    >
      <p id={textId} className="rad-kiosk-inactivity__text" aria-live="polite" aria-atomic="true">
        {t('message.inactivity_text', { seconds: secondsLeft })}
      </p>
    </Dialog>
  );
}
