import type { Problem } from '../booking.model';

/** A problem as text: its translation key translated. */
export function problemText(t: (key: string, values?: Record<string, string | number>) => string, problem: Problem): string {
  return t(problem.key);
}
