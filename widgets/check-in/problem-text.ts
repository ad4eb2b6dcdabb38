import type { Problem } from './check-in-flow';

/** A key translated (with the date example some keys need), or the server's own text as is. */
export function problemText(
  problem: Problem | null,
  t: (key: string, values?: Record<string, string | number>) => string,
  example = '',
): string | null {
  if (!problem) return null;
  return 'key' in problem ? t(problem.key, { example }) : problem.text;
}
