import { useEffect, type RefObject } from 'react';
import type { BookingModel, FocusRequest } from '../booking.model';

/**
 * Carries out the model's focus request for `target` once `ref` is on the page (focus follows
 * the steps: docs/rules.md#a11y-focus). The step that mounts after a choice takes the request; a request nobody can
 * take yet waits (the results heading appears after the spinner).
 */
export function useFocusRequest(model: BookingModel, target: FocusRequest['target'], ref: RefObject<HTMLElement | null>): void {
  const request = model.focusRequest.value;
  useEffect(() => {
    if (!request || request.target !== target || !ref.current) return;
    ref.current.focus();
    model.focusDone();
  });
}
