/**
 * The route table of the host pages: which element a portal path renders, and which attributes it
 * takes from the query. It starts with the paths of the first two elements (deny page, static
 * pages); the portal shell issue grows it to the whole of spec 000 §2.
 */
import { attributes } from '../http/html';

export interface PortalRoute {
  path: string;
  /** Dictionary key of the page title (looked up in the provider's, then the primary dictionary). */
  titleKey: string;
  /** Used while the dictionaries lack the key, so a page never has an empty title. */
  fallbackTitle: string;
  /** The element markup for <main>; every value from the query must go through `attributes`. */
  element(query: URLSearchParams): string;
}

/**
 * Query parameter → attribute of <rad-deny> (spec 000 §2, "Deny page"). Only these are copied:
 * an unknown parameter never reaches the markup.
 */
export const DENY_QUERY_ATTRIBUTES: Readonly<Record<string, string>> = {
  status: 'status',
  revoked: 'revoked',
  maxAttempts: 'max-attempts',
  message: 'message',
  customMessage: 'custom-message',
  resultsExpired: 'results-expired',
  redirectUrl: 'redirect-url',
  showClose: 'show-close',
};

export function copyQueryAttributes(query: URLSearchParams, map: Readonly<Record<string, string>>): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [param, attribute] of Object.entries(map)) {
    const value = query.get(param);
    if (value !== null) pairs.push([attribute, value]);
  }
  return pairs;
}

function staticPage(page: 'about' | 'contact' | 'terms' | 'privacy', fallbackTitle: string): PortalRoute {
  return {
    path: `/${page}`,
    titleKey: `page.${page}_title`,
    fallbackTitle,
    element: () => `<rad-page${attributes([['page', page]])}></rad-page>`,
  };
}

export const portalRoutes: readonly PortalRoute[] = [
  {
    path: '/deny',
    titleKey: 'page.deny_title',
    fallbackTitle: 'Access denied',
    element: (query) => `<rad-deny${attributes(copyQueryAttributes(query, DENY_QUERY_ATTRIBUTES))}></rad-deny>`,
  },
  staticPage('about', 'About {name}'),
  staticPage('contact', 'Contact'),
  staticPage('terms', 'Terms and conditions'),
  staticPage('privacy', 'Privacy'),
];
