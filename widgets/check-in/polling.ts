/**
 * Polls a check-in step until the practice system says it is sent or failed (docs/rules.md#check-in-polling).
 * It backs off (each wait longer than the last, up to a cap), pauses while the page is hidden (a
 * phone in a pocket does not keep asking), and stops at once when its signal aborts (the element
 * left the page) or after a time limit.
 */
import type { PollResult } from '../../src/api/schemas/check-in.schema';
import { POLL_TROUBLE_AFTER_FAILURES } from '../../src/constants';

export const POLL_FIRST_MS = 500;
export const POLL_FACTOR = 1.5;
export const POLL_MAX_MS = 4000;
/** After this long without an answer the check-in counts as failed (the person is told to see reception). */
export const POLL_GIVE_UP_MS = 120_000;

export type PollOutcome = 'sent' | 'failed' | 'aborted';

/** The page's visibility, injected so tests can hide the page. */
export interface Visibility {
  hidden(): boolean;
  /** Calls back on every change; returns the unsubscribe. */
  subscribe(callback: () => void): () => void;
}

export const documentVisibility: Visibility = {
  hidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  subscribe(callback) {
    if (typeof document === 'undefined') return () => undefined;
    document.addEventListener('visibilitychange', callback);
    return () => document.removeEventListener('visibilitychange', callback);
  },
};

/** The waits between polls: 500, 750, 1125, … up to POLL_MAX_MS. */
export function backoff(attempt: number): number {
  return Math.min(POLL_MAX_MS, Math.round(POLL_FIRST_MS * POLL_FACTOR ** attempt));
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

function whenVisible(visibility: Visibility, signal: AbortSignal): Promise<void> {
  if (!visibility.hidden()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = visibility.subscribe(() => {
      if (!visibility.hidden()) done();
    });
    function done() {
      unsubscribe();
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

export async function pollUntilDone(
  check: (signal: AbortSignal) => Promise<PollResult>,
  signal: AbortSignal,
  {
    visibility = documentVisibility,
    giveUpMs = POLL_GIVE_UP_MS,
    now = () => Date.now(),
    onTrouble = () => undefined,
  }: {
    visibility?: Visibility;
    giveUpMs?: number;
    now?: () => number;
    /** Told true after POLL_TROUBLE_AFTER_FAILURES failed polls in a row, false once one answers. */
    onTrouble?: (trouble: boolean) => void;
  } = {},
): Promise<PollOutcome> {
  const started = now();
  let failures = 0;
  for (let attempt = 0; ; attempt += 1) {
    await sleep(backoff(attempt), signal);
    await whenVisible(visibility, signal);
    if (signal.aborted) return 'aborted';
    let result: PollResult | null = null;
    try {
      result = await check(signal);
      if (failures >= POLL_TROUBLE_AFTER_FAILURES) onTrouble(false);
      failures = 0;
    } catch {
      // A failed poll (network blip) is tried again on the next round; the time limit still holds.
      if (signal.aborted) return 'aborted';
      failures += 1;
      if (failures === POLL_TROUBLE_AFTER_FAILURES) onTrouble(true);
    }
    if (result?.failed) return 'failed';
    if (result?.sent) return 'sent';
    if (now() - started > giveUpMs) return 'failed';
  }
}
