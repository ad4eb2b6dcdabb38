/**
 * Which results a page shows (widgets/results/README.md): /appointments/{bookingKey}/result (own results),
 * /appointments/{bookingKey}/result/patient (the patient-portal e-mail's link), alias /a/, also
 * under the frame prefix; with `?shared=true&slug=` a contact's share, named by its slug alone.
 * The element's attributes win over the page's address, so the widget also works on a plain page.
 */
export type ResultsTarget = { kind: 'own'; bookingKey: string; patientPortal: boolean } | { kind: 'shared'; slug: string };

const KEY = /^[A-Za-z0-9-]{6,64}$/;
const PATH = /(?:^|\/)(?:appointments|a)\/([A-Za-z0-9-]{6,64})\/result(\/patient)?\/?$/;

export interface ResultsAttributes {
  bookingKey?: string | undefined;
  slug?: string | undefined;
  shared?: boolean | undefined;
}

export function resultsTargetOf(attributes: ResultsAttributes, pathname: string, search: string): ResultsTarget | null {
  const slug = attributes.slug?.trim();
  if (slug && KEY.test(slug)) return { kind: 'shared', slug };
  const key = attributes.bookingKey?.trim();
  if (key && KEY.test(key)) return { kind: 'own', bookingKey: key, patientPortal: false };
  const match = PATH.exec(pathname);
  const query = new URLSearchParams(search);
  const querySlug = query.get('slug')?.trim() ?? '';
  if (query.get('shared') === 'true' && KEY.test(querySlug)) return { kind: 'shared', slug: querySlug };
  if (!match) return null;
  return { kind: 'own', bookingKey: match[1]!, patientPortal: match[2] !== undefined };
}
