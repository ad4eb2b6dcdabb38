/**
 * The finder's state that lives in the page's URL (url-state.ts, widgets/booking/README.md): what a link, a reload or Back
 * restores. Every change goes through `update`, so the signal and the address bar never disagree.
 */
import { signal } from '@preact/signals-core';
import type { BookingUrlState, UrlProblem } from '../url-state';

export type FinderUrl = ReturnType<typeof createFinderUrl>;

export function createFinderUrl(
  initial: { state: BookingUrlState; problems: UrlProblem[] },
  writeUrl: (state: BookingUrlState, push: boolean) => void,
) {
  const url = signal<BookingUrlState>(initial.state);
  /** What a link asked for that could not be honoured (an unknown exam, region, …): said until answered. */
  const urlProblems = signal<UrlProblem[]>(initial.problems);

  /** Push for a step (Back returns to it), replace for a filter. */
  function update(patch: Partial<BookingUrlState>, push = false): void {
    url.value = { ...url.value, ...patch };
    writeUrl(url.value, push);
  }

  /** A choice answered what the link got wrong: it is no longer said. */
  function settle(problem: UrlProblem): void {
    urlProblems.value = urlProblems.value.filter((item) => item !== problem);
  }

  function raise(problem: UrlProblem): void {
    if (!urlProblems.value.includes(problem)) urlProblems.value = [...urlProblems.value, problem];
  }

  return { url, urlProblems, update, settle, raise };
}
