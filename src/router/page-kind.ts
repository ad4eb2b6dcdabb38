/**
 * What kind of page a path is, from its first segment (widgets/portal/README.md#behaviour): the portal's shell
 * draws its header from it, and the server that writes the page preloads the same header image,
 * so the largest image of the first view is on its way before any script runs.
 */
import { FRAME_PREFIX } from './routes';

export const CONFIRMATION_PAGES: ReadonlySet<string> = new Set(['appointments', 'booking-requests', 'unsubscribe', 'authentication', 'a']);
export const HOME_PAGES: ReadonlySet<string> = new Set(['home', '', 'booking-requests', 'unsubscribe']);
export const CHECK_IN_PAGE = 'check-in';

export type HeaderImage = 'confirmation_header' | 'check_in_header' | 'header_tablet' | 'header';

/** Where the plain header gives way to its tablet variant (the header's `<picture>` source). */
export const TABLET_MEDIA = '(min-width: 481px) and (max-width: 1024px)';
/** The rest of the widths, where the plain header shows. */
export const NOT_TABLET_MEDIA = '(max-width: 480px), (min-width: 1025px)';

/** The first path segment inside the tree (the frame prefix does not count). */
export function firstSegment(pathname: string): string {
  const inner = pathname === FRAME_PREFIX || pathname.startsWith(`${FRAME_PREFIX}/`) ? pathname.slice(FRAME_PREFIX.length) : pathname;
  return inner.split('/').filter(Boolean)[0] ?? '';
}

/** The header image of a page: confirmation pages and check-in have their own; else the plain header (or the tablet one). */
export function headerImageOf(pathname: string, isTablet = false): HeaderImage {
  const segment = firstSegment(pathname);
  if (CONFIRMATION_PAGES.has(segment)) return 'confirmation_header';
  if (segment === CHECK_IN_PAGE) return 'check_in_header';
  return isTablet ? 'header_tablet' : 'header';
}
