import type { UploadProblem } from './upload-queue';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A problem as text: a key (with its values) translated, or a server's own words. */
export function problemText(t: Translate, problem: UploadProblem, allowedTypes: string): string {
  if ('text' in problem) return problem.text;
  const values: Record<string, string> = { ...(problem.values ?? {}) };
  if (problem.key === 'form.referral_file_types' && !values.types) values.types = allowedTypes;
  return t(problem.key, values);
}
