import { describe, expect, it, vi } from 'vitest';
import type { SlotSearch } from '../api/schemas/slots.schema';
import { cachedSlots, cachedSlotSearch, forgetSlotSearches, SLOT_CACHE_MS } from './slot-cache';

const week = { clinicSlugs: ['parramatta'], examSlug: 'mri-knee', start: '2026-12-07', end: '2026-12-13', view: 'WEEK' as const };
const answer = (start: string): SlotSearch => ({
  clinics: [{ clinicSlug: 'parramatta', clinicName: 'Parramatta', timeZone: 'Australia/Sydney', slots: [{ start, end: start }] }],
  nextAvailable: null,
});

function deferred() {
  let resolve!: (value: SlotSearch) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<SlotSearch>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

describe('the slot search cache', () => {
  it('pins how long an answer may be shown without asking again', () => {
    expect(SLOT_CACHE_MS).toBe(30_000);
  });

  it('asks once for callers of one search, and has the answer at hand afterwards', async () => {
    const source = {};
    const pending = deferred();
    const fetch = vi.fn(() => pending.promise);
    const one = cachedSlotSearch(source, week, fetch, new AbortController().signal, 0);
    const two = cachedSlotSearch(source, week, fetch, new AbortController().signal, 10);
    expect(cachedSlots(source, week, 10)).toBeUndefined();
    pending.resolve(answer('a'));
    expect(await one).toEqual(answer('a'));
    expect(await two).toEqual(answer('a'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(cachedSlots(source, week, 1000)).toEqual(answer('a'));
    expect(cachedSlots(source, { ...week, start: '2026-12-14' }, 1000)).toBeUndefined();
  });

  it('asks again once the answer is older than the limit, after a failure, and after forgetting', async () => {
    const source = {};
    const fetch = vi.fn(async () => answer('b'));
    await cachedSlotSearch(source, week, fetch, new AbortController().signal, 0);
    expect(cachedSlots(source, week, SLOT_CACHE_MS + 1)).toBeUndefined();
    await cachedSlotSearch(source, week, fetch, new AbortController().signal, SLOT_CACHE_MS + 1);
    expect(fetch).toHaveBeenCalledTimes(2);

    const failing = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(answer('c'));
    const other = {};
    await expect(cachedSlotSearch(other, week, failing, new AbortController().signal, 0)).rejects.toThrow('offline');
    expect(await cachedSlotSearch(other, week, failing, new AbortController().signal, 1)).toEqual(answer('c'));

    forgetSlotSearches(other);
    expect(cachedSlots(other, week, 2)).toBeUndefined();
  });

  it('keeps two sources apart: a grid with its own loader never sees the page API’s answers', async () => {
    const [page, fixture] = [{}, {}];
    await cachedSlotSearch(page, week, async () => answer('page'), new AbortController().signal, 0);
    expect(cachedSlots(fixture, week, 1)).toBeUndefined();
    expect(await cachedSlotSearch(fixture, week, async () => answer('fixture'), new AbortController().signal, 1)).toEqual(
      answer('fixture'),
    );
  });

  it('cancels the request when every caller has gone, not while one still waits', async () => {
    const source = {};
    let requestSignal: AbortSignal | undefined;
    const pending = deferred();
    const fetch = (signal: AbortSignal) => ((requestSignal = signal), pending.promise);
    const [first, second] = [new AbortController(), new AbortController()];
    const one = cachedSlotSearch(source, week, fetch, first.signal, 0);
    const two = cachedSlotSearch(source, week, fetch, second.signal, 0);
    first.abort();
    await expect(one).rejects.toBeDefined();
    expect(requestSignal!.aborted).toBe(false);
    second.abort();
    await expect(two).rejects.toBeDefined();
    expect(requestSignal!.aborted).toBe(true);
    // Forgotten with it: the next caller asks anew.
    const again = vi.fn(async () => answer('d'));
    expect(await cachedSlotSearch(source, week, again, new AbortController().signal, 1)).toEqual(answer('d'));
    expect(again).toHaveBeenCalledTimes(1);
  });
});
