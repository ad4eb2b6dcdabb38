import type { Runtime } from '../../src/runtime';
import type { Problem } from './auth-flow';

/** A problem as text: its key translated (with values). */
export function problemText(problem: Problem | null, i18n: Runtime['i18n']): string | null {
  if (!problem) return null;
  return i18n.has(problem.key) ? i18n.t(problem.key, problem.values) : i18n.t('error.request_failed');
}
