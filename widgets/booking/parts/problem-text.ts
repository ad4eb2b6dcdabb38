import type { Problem } from '../booking.model';

/** A problem as text: a translation key translated, a server's own words as they are. */
export function problemText(t: (key: string, values?: Record<string, string | number>) => string, problem: Problem): string {
  return 'key' in problem ? t(problem.key) : problem.text;
}
