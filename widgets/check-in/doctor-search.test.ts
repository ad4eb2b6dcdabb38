import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOCTOR_SEARCH_DEBOUNCE_MS } from '../../src/constants';
import { createDoctorSearch, searchText } from './doctor-search';
import { DOCTORS } from './fixtures';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('doctor search', () => {
  it('starts at 3 characters, lower-cased', () => {
    expect(searchText('Ng')).toBeNull();
    expect(searchText(' NGu ')).toBe('ngu');
  });

  it('never searches fewer than 3 characters, however long the person waits', async () => {
    const search = vi.fn(async () => DOCTORS);
    const model = createDoctorSearch({ search, chosen: () => [] });
    model.input('Ng');
    await vi.advanceTimersByTimeAsync(DOCTOR_SEARCH_DEBOUNCE_MS * 10);
    expect(search).not.toHaveBeenCalled();
    expect(model.status.value).toBe('idle');
  });

  it('waits 200 ms after the last keystroke and searches once', async () => {
    const search = vi.fn(async () => DOCTORS);
    const model = createDoctorSearch({ search, chosen: () => [] });
    model.input('Ngu');
    model.input('Nguy');
    await vi.advanceTimersByTimeAsync(DOCTOR_SEARCH_DEBOUNCE_MS - 1);
    expect(search).not.toHaveBeenCalled();
    model.input('Nguyen');
    await vi.advanceTimersByTimeAsync(DOCTOR_SEARCH_DEBOUNCE_MS);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('nguyen', [], expect.any(AbortSignal));
    expect(model.results.value).toEqual(DOCTORS);
    expect(model.status.value).toBe('done');
  });

  it('excludes doctors already chosen and clears below 3 characters', async () => {
    const model = createDoctorSearch({ search: vi.fn(async () => DOCTORS), chosen: () => [11] });
    model.input('nguyen');
    await vi.advanceTimersByTimeAsync(DOCTOR_SEARCH_DEBOUNCE_MS);
    expect(model.results.value.map((doctor) => doctor.id)).toEqual([12]);
    model.input('ng');
    expect(model.results.value).toEqual([]);
    expect(model.status.value).toBe('idle');
  });

  it('drops the answer to an older text', async () => {
    let resolveFirst: (value: typeof DOCTORS) => void = () => undefined;
    const search = vi
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (resolveFirst = resolve)))
      .mockImplementationOnce(async () => [DOCTORS[1]!]);
    const model = createDoctorSearch({ search, chosen: () => [] });
    model.input('oli');
    await vi.advanceTimersByTimeAsync(DOCTOR_SEARCH_DEBOUNCE_MS);
    model.input('hen');
    await vi.advanceTimersByTimeAsync(DOCTOR_SEARCH_DEBOUNCE_MS);
    resolveFirst(DOCTORS);
    await vi.advanceTimersByTimeAsync(0);
    expect(model.results.value).toEqual([DOCTORS[1]]);
  });
});
