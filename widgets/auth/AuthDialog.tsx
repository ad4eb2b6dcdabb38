import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Banner } from '../../src/ui/Banner';
import { Dialog } from '../../src/ui/Dialog';

interface Props {
  open: boolean;
  title: string;
  /** The dialog's description: what to do and why. */
  message: ReactNode;
  /** The server's answer to the last attempt, announced at once. */
  problem: string | null;
  /** While a check runs, Escape must not drop the dialog. */
  busy: boolean;
  onDismiss: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

/** The frame both sign-in steps share: a native modal dialog holding one form that never reloads the page. */
export function AuthDialog({ open, title, message, problem, busy, onDismiss, onSubmit, children }: Props) {
  const messageId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // After a refusal, back to the first field with its text selected, ready to correct.
  useEffect(() => {
    if (!problem) return;
    const first = formRef.current?.querySelector<HTMLInputElement>('input');
    first?.focus();
    first?.select();
  }, [problem]);
  return (
    <Dialog open={open} title={title} describedBy={messageId} onClose={busy ? undefined : onDismiss}>
      <p id={messageId}>{message}</p>
      {problem && <Banner tone="error">{problem}</Banner>}
      <form
        ref={formRef}
        className="auth-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </Dialog>
  );
}
