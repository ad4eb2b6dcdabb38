import { problemKey } from '../api/errors';
import { runtime } from '../runtime';

/**
 * The translation key for a failed sharing call: the server's own key when the dictionary has it
 * (a field's rule, not ready yet, too many), else the message for what happened, else `fallbackKey`.
 */
export function sharingProblem(error: unknown, fallbackKey: string): string {
  return problemKey(error, runtime.i18n.has, fallbackKey);
}
