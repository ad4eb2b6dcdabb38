/**
 * The slots a grid shows: one search per view (clinics, exam, the view's days), answered from the
 * page's slot cache when it has the answer (src/slots/slot-cache.ts) and otherwise from the server,
 * and the next page fetched while the patient reads this one, so "Next week" paints from memory.
 * A reload (after a slot turned out to be taken) or a retry asks the server again, never memory.
 * While `paused`, the search in flight is dropped and none is made.
 */
import { useEffect, useRef, useState } from 'react';
import type { ApiError } from '../api/errors';
import type { SlotSearch } from '../api/schemas/slots.schema';
import { useRuntime } from '../element/hooks';
import { cachedSlots, cachedSlotSearch, forgetSlotSearches } from './slot-cache';
import { getSlots, type SlotSearchRequest } from './slots.api';
import { shiftView, viewDays, type SlotsView } from './slot-time';

export type SlotSearchState = { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'ready'; data: SlotSearch };

export interface SlotSearchInput {
  clinics: readonly string[];
  examSlug: string;
  appointmentSlug?: string | undefined;
  start: string;
  view: SlotsView;
  reloadKey?: number | undefined;
  paused?: boolean | undefined;
  /** How slots are fetched; default `getSlots` on the page's API client. */
  load?: ((search: SlotSearchRequest, signal: AbortSignal) => Promise<SlotSearch>) | undefined;
}

export function useSlotSearch(input: SlotSearchInput): { state: SlotSearchState; retry: () => void } {
  const runtime = useRuntime();
  const [state, setState] = useState<SlotSearchState>({ status: 'loading' });
  const [retries, setRetries] = useState(0);
  const { clinics, examSlug, appointmentSlug, start, view, reloadKey, load } = input;
  const clinicKey = clinics.join(',');
  const paused = input.paused === true;
  const asked = useRef({ reloadKey, retries });

  useEffect(() => {
    if (paused) return;
    const controller = new AbortController();
    const source: object = load ?? runtime.api();
    if (asked.current.reloadKey !== reloadKey || asked.current.retries !== retries) forgetSlotSearches(source);
    asked.current = { reloadKey, retries };
    const fetchSlots = load ?? ((search: SlotSearchRequest, signal: AbortSignal) => getSlots(runtime.api(), search, signal));
    const searchOf = (from: string): SlotSearchRequest => {
      const range = viewDays(from, view);
      return { clinicSlugs: clinics, examSlug, start: range[0]!, end: range.at(-1)!, view, appointmentSlug };
    };
    const search = searchOf(start);
    const search$ = (wanted: SlotSearchRequest) =>
      cachedSlotSearch(source, wanted, (signal) => fetchSlots(wanted, signal), controller.signal);
    const cached = cachedSlots(source, search);
    setState(cached ? { status: 'ready', data: cached } : { status: 'loading' });
    search$(search).then(
      (data) => {
        if (controller.signal.aborted) return;
        if (data !== cached) setState({ status: 'ready', data });
        void search$(searchOf(shiftView(start, view, 1))).catch(() => undefined);
      },
      (error: ApiError) => {
        // A superseded request is dropped, never shown as a failure.
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- clinics by value
  }, [clinicKey, examSlug, appointmentSlug, start, view, reloadKey, retries, runtime, load, paused]);

  return { state, retry: () => setRetries((count) => count + 1) };
}
