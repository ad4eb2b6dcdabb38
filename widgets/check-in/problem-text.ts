import type { Problem } from './check-in-flow';

/** A problem's key translated (with the date example some keys need). */
export function problemText(
  problem: Problem | null,
  t: (key: string, values?: Record<string, string | number>) => string,
  example = '',
): string | null {
  return problem ? t(problem.key, { example }) : null;
}
