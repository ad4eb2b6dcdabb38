import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  /** Visible heading; also the dialog's accessible name. */
  title: string;
  children: ReactNode;
  /** Buttons; rendered in the dialog's action row. */
  actions?: ReactNode;
  /** Escape and backdrop close it only when given (questionnaires and kiosk countdown forbid it). */
  onClose?: () => void;
  /** An alert dialog interrupts (kiosk inactivity); others are ordinary dialogs. */
  role?: 'dialog' | 'alertdialog';
  describedBy?: string;
  /** Extra class on the <dialog> (a questionnaire's modal size). */
  className?: string;
}

/**
 * The native <dialog> shown modally: the browser traps focus, makes the page behind inert and
 * restores focus on close, so no focus-trap code of our own can get it wrong.
 */
export function Dialog({ open, title, children, actions, onClose, role = 'dialog', describedBy, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // A widget just taken out of the page (its root unmounts a microtask later) may still ask for a
    // dialog; the browser refuses showModal() outside a document, and a throw here would crash the widget.
    if (open && !dialog.open && dialog.isConnected) {
      dialog.showModal();
      // showModal() focuses the first focusable element, and in a dialog taller than the screen (a
      // questionnaire's page) that scrolls the heading out of view: the patient opens it halfway
      // down. Such a dialog starts at its heading instead, as the ARIA practices advise.
      const heading = headingRef.current;
      if (dialog.scrollTop > 0 && heading) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
        dialog.scrollTop = 0;
      }
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={className ? `rad-dialog ${className}` : 'rad-dialog'}
      part="dialog"
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        // A dialog opened inside this one (the pages of a document in the viewer) answers its own
        // Escape: React passes its cancel up the component tree, which must not close this one too.
        if (event.target !== ref.current) return;
        // Escape: allowed only when the caller lets the dialog be dismissed.
        event.preventDefault();
        onClose?.();
      }}
      onClick={(event) => {
        if (onClose && event.target === ref.current) onClose();
      }}
    >
      <div className="rad-dialog__inner">
        <h2 id={titleId} ref={headingRef}>
          {title}
        </h2>
        {children}
        {actions && <div className="rad-dialog__actions">{actions}</div>}
      </div>
    </dialog>
  );
}
