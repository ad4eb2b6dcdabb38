/**
 * Where the focus goes after a change on the appointment page, so a keyboard or screen-reader user
 * is never dropped at the top of the document:
 * - back from the slot grid without moving anything: Change the time (or the page's heading when
 *   each exam has its own button);
 * - a questionnaire's dialog closed: the button that opened it (the dialog leaves the DOM, so the
 *   browser has nowhere to return focus to);
 * - a finished change (moved, cancelled, confirmed): its notice, so the patient hears it.
 */
import { useEffect, useRef } from 'react';

export function useChangeFocus<Asking extends { purpose: 'cancel' | 'confirm' }>(
  rescheduling: unknown,
  asking: Asking | null,
  notice: string | null,
) {
  const cancelButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const rescheduleButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const noticeBox = useRef<HTMLDivElement>(null);
  const focusNotice = useRef(false);

  const wasRescheduling = useRef(false);
  useEffect(() => {
    if (wasRescheduling.current && !rescheduling && !focusNotice.current) (rescheduleButton.current ?? heading.current)?.focus();
    wasRescheduling.current = Boolean(rescheduling);
  }, [rescheduling]);

  const wasAsking = useRef<Asking | null>(null);
  useEffect(() => {
    const was = wasAsking.current;
    if (was && !asking) (was.purpose === 'cancel' ? cancelButton : confirmButton).current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  useEffect(() => {
    if (notice && focusNotice.current) noticeBox.current?.focus();
    focusNotice.current = false;
  }, [notice]);

  return {
    cancelButton,
    confirmButton,
    rescheduleButton,
    heading,
    noticeBox,
    /** The next notice takes the focus (call before setting it). */
    focusNextNotice: () => {
      focusNotice.current = true;
    },
  };
}
