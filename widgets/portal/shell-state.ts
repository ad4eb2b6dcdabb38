/**
 * Shell state derived from the URL (spec 000 §2 "Shell"): which kind of page this is, whether
 * the menu shows, which header image, where Home goes. Pure, so the rules are tested as a table.
 */
import { FRAME_PREFIX, pathInTree, treeOf, type PortalTree } from '../../src/router/routes';

const CONFIRMATION_PAGES = new Set(['appointments', 'booking-requests', 'unsubscribe', 'authentication', 'a']);
const HOME_PAGES = new Set(['home', '', 'booking-requests', 'unsubscribe']);
const CHECK_IN_PAGE = 'check-in';

export type HeaderImage = 'confirmation_header' | 'check_in_header' | 'header_tablet' | 'header';

export interface ShellState {
  firstSegment: string;
  isConfirmationPage: boolean;
  isHomePage: boolean;
  isCheckInPage: boolean;
  /** The header's menu (and the footer's links): never in kiosk mode (spec 000 §1). */
  showMenu: boolean;
  headerImage: HeaderImage;
  /** Home in the page's tree: `/kiosk`, `/advanced-booking` or `/`; in the frame tree `/iframe` (kiosk: `?kioskMode=true`). */
  homeLink: string;
  /** The tree of the page: its links stay in it. */
  tree: PortalTree;
  kioskMode: boolean;
  advancedBooking: boolean;
}

export interface ShellInputs {
  pathname: string;
  search: string;
  showMenuOnConfirmationPage: boolean;
  isTablet: boolean;
}

/** The first path segment inside the tree (the frame prefix does not count). */
export function firstSegment(pathname: string): string {
  const inner = pathname === FRAME_PREFIX || pathname.startsWith(`${FRAME_PREFIX}/`) ? pathname.slice(FRAME_PREFIX.length) : pathname;
  return inner.split('/').filter(Boolean)[0] ?? '';
}

/**
 * The appointment page's kiosk variant, `{clinicPath}/appointments/{bookingKey}/kiosk` (alias `/a/`;
 * document 001 §2 gives it kioskMode=true): a patient opens their booking on the clinic's tablet,
 * so the inactivity reset must run there as on /kiosk. `pending` is a view, not a booking key.
 */
const APPOINTMENT_KIOSK = /(?:^|\/)(?:appointments|a)\/(?!pending\/)[^/]+\/kiosk\/?$/;

/** Kiosk mode: the URL's `kioskMode` wins when present; else /kiosk and the appointment's kiosk variant are. */
export function isKioskMode(pathname: string, search: string): boolean {
  const flag = new URLSearchParams(search).get('kioskMode');
  if (flag !== null) return flag === 'true';
  return firstSegment(pathname) === 'kiosk' || APPOINTMENT_KIOSK.test(pathname);
}

export function deriveShellState({ pathname, search, showMenuOnConfirmationPage, isTablet }: ShellInputs): ShellState {
  const segment = firstSegment(pathname);
  const isConfirmationPage = CONFIRMATION_PAGES.has(segment);
  const isCheckInPage = segment === CHECK_IN_PAGE;
  const kioskMode = isKioskMode(pathname, search);
  const advancedBooking = segment === 'advanced-booking';
  const tree = treeOf(pathname);
  const home = kioskMode ? '/kiosk' : advancedBooking ? '/advanced-booking' : '/';
  let headerImage: HeaderImage = 'header';
  if (isConfirmationPage) headerImage = 'confirmation_header';
  else if (isCheckInPage) headerImage = 'check_in_header';
  else if (isTablet) headerImage = 'header_tablet';
  return {
    firstSegment: segment,
    isConfirmationPage,
    isHomePage: HOME_PAGES.has(segment),
    isCheckInPage,
    showMenu: !kioskMode && (!isConfirmationPage || showMenuOnConfirmationPage),
    headerImage,
    homeLink: pathInTree(home, tree) ?? home,
    tree,
    kioskMode,
    advancedBooking,
  };
}

/** The booking info button shows only for a booking request on a home-style page when it has no exam. */
export function showBookingInfoButton(state: Pick<ShellState, 'isHomePage'>, bookingRequest: { hasExam: boolean } | null): boolean {
  return state.isHomePage && bookingRequest !== null && !bookingRequest.hasExam;
}
