/**
 * The agreed 400 body of a refused form (API.md "Errors": `{ issues: [{ path: "form.dateOfBirth",
 * message }] }`) as each field's message. Only widgets with forms carry it (not the runtime chunk).
 */
import { ApiError, knownKey } from './errors';

/**
 * A refused form's messages by field: each issue whose path starts with `prefix` (`form.`), the
 * first per field, only keys the dictionary has. Empty for any other error.
 */
export function fieldProblems(error: unknown, has: (key: string) => boolean, prefix = ''): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!(error instanceof ApiError) || error.status !== 400) return problems;
  const issues = (error.body as { issues?: unknown } | undefined)?.issues;
  for (const issue of Array.isArray(issues) ? issues.slice(0, 100) : []) {
    if (typeof issue?.path !== 'string' || typeof issue.message !== 'string') continue;
    const key = knownKey(issue.message, has);
    if (!key || !issue.path.startsWith(prefix)) continue;
    const field = issue.path.slice(prefix.length).split('.')[0]!;
    problems[field] ??= key;
  }
  return problems;
}
