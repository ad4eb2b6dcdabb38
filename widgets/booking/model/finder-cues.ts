/**
 * What the finder asks of the page after a choice: move focus (to the new step or the results it
 * changed) and say what happened in the live region. One counter numbers both, so a repeated
 * request is still new to the component that carries it out.
 */
import { signal } from '@preact/signals-core';
import type { Announcement, FocusRequest } from './finder-types';

export type FinderCues = ReturnType<typeof createFinderCues>;

export function createFinderCues() {
  const focusRequest = signal<FocusRequest | null>(null);
  const announcement = signal<Announcement | null>(null);
  let requests = 0;

  return {
    /** What the components read and call. */
    exposed: {
      focusRequest,
      announcement,
      /** The focus request was carried out (or has no target any more). */
      focusDone(): void {
        focusRequest.value = null;
      },
    },
    requestFocus(target: FocusRequest['target']): void {
      focusRequest.value = { target, n: ++requests };
    },
    announce(key: string, values: Record<string, string | number> = {}): void {
      announcement.value = { key, values, n: ++requests };
    },
  };
}
