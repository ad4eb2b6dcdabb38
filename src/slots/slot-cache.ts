/**
 * Slot searches remembered for a short while, so the grid can answer a page turn at once: after a
 * week (or month) shows, the next one is fetched while the patient reads, and "Next week" then
 * paints from memory instead of waiting for the network (issue 25: a week switch in under 100 ms on
 * a slow phone). Times change as other patients book, so an entry lives SLOT_CACHE_MS and the grid
 * forgets every entry when it is told to reload (after a slot turned out to be taken); the server
 * refuses a hold on a time that has gone whatever the grid showed.
 */
import type { SlotSearch } from '../api/schemas/slots.schema';
import type { SlotSearchRequest } from './slots.api';

/** How long a remembered search may be shown without asking again. */
export const SLOT_CACHE_MS = 30_000;
/** Enough for the weeks either side of a few clinics; the oldest go first. */
const MAX_ENTRIES = 24;

interface Entry {
  at: number;
  result: Promise<SlotSearch>;
  /** Set once the answer has arrived, so the grid can show it without a frame of "loading". */
  data?: SlotSearch;
  /** Cancels the request itself, once nobody waits for it any more. */
  controller: AbortController;
  waiting: number;
}

/**
 * Per source of slots (the page's API client, or a grid's own `load`): two sources never share an
 * answer, however alike their searches.
 */
const sources = new WeakMap<object, Map<string, Entry>>();

function entriesOf(source: object): Map<string, Entry> {
  let found = sources.get(source);
  if (!found) sources.set(source, (found = new Map()));
  return found;
}

export function slotSearchKey(search: SlotSearchRequest): string {
  return [
    search.clinicSlugs.join(','),
    search.examSlug,
    search.start,
    search.end,
    search.view ?? '',
    search.appointmentSlug ?? '',
    search.customDuration ?? '',
  ].join('|');
}

function live(entries: Map<string, Entry>, key: string, now: number): Entry | undefined {
  const entry = entries.get(key);
  if (entry && now - entry.at > SLOT_CACHE_MS) {
    entries.delete(key);
    return undefined;
  }
  return entry;
}

/** The answer already here for this search, if one is. */
export function cachedSlots(source: object, search: SlotSearchRequest, now = Date.now()): SlotSearch | undefined {
  return live(entriesOf(source), slotSearchKey(search), now)?.data;
}

/**
 * The search's answer: the remembered one, the request already under way, or a new request made
 * with `fetch`. A failed request is forgotten at once, so a retry asks again. `signal` cancels this
 * caller's wait; the request itself is cancelled when every caller waiting for it has gone (leaving
 * the booking path drops slot requests), and then it is forgotten too.
 */
export function cachedSlotSearch(
  source: object,
  search: SlotSearchRequest,
  fetch: (signal: AbortSignal) => Promise<SlotSearch>,
  signal: AbortSignal,
  now = Date.now(),
): Promise<SlotSearch> {
  const entries = entriesOf(source);
  const key = slotSearchKey(search);
  let entry = live(entries, key, now);
  if (!entry) {
    const controller = new AbortController();
    const created: Entry = { at: now, result: fetch(controller.signal), controller, waiting: 0 };
    entry = created;
    created.result.then(
      (data) => (created.data = data),
      () => entries.get(key) === created && entries.delete(key),
    );
    entries.set(key, created);
    while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  }
  const shared = entry;
  shared.waiting += 1;
  return new Promise<SlotSearch>((resolve, reject) => {
    let done = false;
    const finish = () => {
      if (done) return false;
      done = true;
      shared.waiting -= 1;
      signal.removeEventListener('abort', abort);
      return true;
    };
    function abort() {
      if (!finish()) return;
      if (shared.waiting === 0 && shared.data === undefined) {
        shared.controller.abort();
        if (entries.get(key) === shared) entries.delete(key);
      }
      reject(signal.reason ?? new DOMException('aborted', 'AbortError'));
    }
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort);
    shared.result.then(
      (data) => finish() && resolve(data),
      (error: unknown) => finish() && reject(error),
    );
  });
}

/** Forgets every search of a source (a slot turned out to be taken: its grids ask the server again). */
export function forgetSlotSearches(source: object): void {
  sources.delete(source);
}
