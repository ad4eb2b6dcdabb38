/**
 * The one shape of a problem a widget shows: a translation key with its values. Never a server's
 * own words (those are not translated and may say anything): a server's message becomes a problem
 * only through `knownKey` or `problemKey` (./errors).
 */
export type MessageValues = Record<string, string | number>;
export type Problem = { key: string; values?: MessageValues };
export type Translate = (key: string, values?: MessageValues) => string;

/**
 * A problem as text. `extraValues` fill what the problem does not carry itself: a value the widget
 * knows and the code that found the problem did not (check-in's date `example`, the upload rules'
 * allowed `types`); the problem's own values win.
 */
export function problemText(t: Translate, problem: Problem, extraValues?: MessageValues): string;
export function problemText(t: Translate, problem: Problem | null | undefined, extraValues?: MessageValues): string | null;
export function problemText(t: Translate, problem: Problem | null | undefined, extraValues?: MessageValues): string | null {
  if (!problem) return null;
  return t(problem.key, extraValues ? { ...extraValues, ...problem.values } : problem.values);
}

/** The problem itself when the dictionary can translate its key, else the generic "request failed". */
export function translatable(problem: Problem | null, has: (key: string) => boolean): Problem | null {
  return problem && !has(problem.key) ? { key: 'error.request_failed' } : problem;
}
