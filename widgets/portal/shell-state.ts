/**
 * Shell state derived from the URL (widgets/portal/README.md#behaviour): which kind of page this is, whether
 * the menu shows, which header image, where Home goes. Pure, so the rules are tested as a table.
 */
import { pathInTree, treeOf, type PortalTree } from '../../src/router/routes';
import { CHECK_IN_PAGE, CONFIRMATION_PAGES, firstSegment, HOME_PAGES, headerImageOf, type HeaderImage } from '../../src/router/page-kind';

export { firstSegment };

export interface ShellState {
  firstSegment: string;
  isConfirmationPage: boolean;
  isHomePage: boolean;
  isCheckInPage: boolean;
  /** The header's menu (and the footer's links): never in kiosk mode. */
  showMenu: boolean;
  headerImage: HeaderImage;
  /**
   * Home in the page's tree: the kiosk home (`/kiosk` unless the device has its own), `/advanced-booking`
   * or `/`; in the frame tree `/iframe` (kiosk: `?kioskMode=true`).
   */
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
  /** Home in kiosk mode, written for the site root: the device's kiosk home (kiosk/kiosk-home.ts); `/kiosk` by default. */
  kioskHomeLink?: string;
}

/**
 * The appointment page's kiosk variant, `{clinicPath}/appointments/{bookingKey}/kiosk` (alias `/a/`;
 * it means kioskMode=true): a patient opens their booking on the clinic's tablet,
 * so the inactivity reset must run there as on /kiosk. `pending` is a view, not a booking key.
 */
const APPOINTMENT_KIOSK = /(?:^|\/)(?:appointments|a)\/(?!pending\/)[^/]+\/kiosk\/?$/;

/** Kiosk mode: the URL's `kioskMode` wins when present; else /kiosk and the appointment's kiosk variant are. */
export function isKioskMode(pathname: string, search: string): boolean {
  const flag = new URLSearchParams(search).get('kioskMode');
  if (flag !== null) return flag === 'true';
  return firstSegment(pathname) === 'kiosk' || APPOINTMENT_KIOSK.test(pathname);
}

export function deriveShellState({ pathname, search, showMenuOnConfirmationPage, isTablet, kioskHomeLink }: ShellInputs): ShellState {
  const segment = firstSegment(pathname);
  const isConfirmationPage = CONFIRMATION_PAGES.has(segment);
  const isCheckInPage = segment === CHECK_IN_PAGE;
  const kioskMode = isKioskMode(pathname, search);
  const advancedBooking = segment === 'advanced-booking';
  const tree = treeOf(pathname);
  const home = kioskMode ? (kioskHomeLink ?? '/kiosk') : advancedBooking ? '/advanced-booking' : '/';
  const headerImage: HeaderImage = headerImageOf(pathname, isTablet);
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
