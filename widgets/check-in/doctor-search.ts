/**
 * The referrer search of the check-in form (docs/rules.md#check-in-doctor-search): it starts at DOCTOR_SEARCH_MIN_CHARS
 * characters, waits DOCTOR_SEARCH_DEBOUNCE_MS after the last keystroke, sends the text lower-cased,
 * leaves out doctors already chosen, and drops answers to older texts. DOM-free, tested with fake timers.
 */
import { signal } from '@preact/signals-core';
import type { Doctor } from '../../src/api/schemas/check-in.schema';
import { DOCTOR_SEARCH_DEBOUNCE_MS, DOCTOR_SEARCH_MIN_CHARS } from '../../src/constants';

export type DoctorSearchStatus = 'idle' | 'searching' | 'done' | 'error';

export interface DoctorSearchDeps {
  search(text: string, exclude: readonly number[], signal: AbortSignal): Promise<Doctor[]>;
  /** Ids of the doctors already chosen. */
  chosen(): readonly number[];
}

export type DoctorSearch = ReturnType<typeof createDoctorSearch>;

/** The text the server gets, or null when it is too short to search. */
export function searchText(input: string): string | null {
  const text = input.trim().toLowerCase();
  return text.length >= DOCTOR_SEARCH_MIN_CHARS ? text : null;
}

export function createDoctorSearch(deps: DoctorSearchDeps) {
  const status = signal<DoctorSearchStatus>('idle');
  const results = signal<Doctor[]>([]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | null = null;

  function cancel(): void {
    clearTimeout(timer);
    controller?.abort();
    controller = null;
  }

  /** The person typed: search after the pause, or clear when too short. */
  function input(value: string): void {
    cancel();
    const text = searchText(value);
    if (text === null) {
      results.value = [];
      status.value = 'idle';
      return;
    }
    timer = setTimeout(() => {
      const current = new AbortController();
      controller = current;
      status.value = 'searching';
      const chosen = deps.chosen();
      deps.search(text, chosen, current.signal).then(
        (doctors) => {
          if (current.signal.aborted) return;
          // The server leaves them out too; this holds even against a server that does not.
          results.value = doctors.filter((doctor) => !chosen.includes(doctor.id));
          status.value = 'done';
        },
        () => {
          if (current.signal.aborted) return;
          results.value = [];
          status.value = 'error';
        },
      );
    }, DOCTOR_SEARCH_DEBOUNCE_MS);
  }

  function clear(): void {
    cancel();
    results.value = [];
    status.value = 'idle';
  }

  return { status, results, input, clear, dispose: cancel };
}
