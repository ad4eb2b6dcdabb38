/**
 * States of <rad-portal>, shared by the stories (stories/portal.stories.tsx) and the browser tests
 * (test/browser/portal-cases.test.ts), so every story is a state a test has checked: the route
 * (given as the element's `path`), what the provider's settings and the store hold, and what a
 * person sees in the portal's shadow root.
 */
import type { Config } from '../../src/api/schemas/config.schema';
import type { Runtime } from '../../src/runtime';
import type { BookingRequestSummary } from '../../src/store/booking-request.model';
import type { User } from '../../src/store/user.model';

/** The provider's banner in the fixtures (self-contained, whatever the seed says). */
export const BANNER_HTML = '<p>Flu season: please wear a mask in our clinics.</p>';

export interface PortalState {
  /** Merged over the provider's settings, section by section. */
  config?: {
    radiology?: Partial<Config['radiology']>;
    application?: Partial<Config['application']>;
    bookingRequest?: Partial<Config['bookingRequest']>;
  };
  user?: User;
  /** A session without a loaded user: a patient signed in by a secure link. */
  signedIn?: boolean;
  bookingRequest?: BookingRequestSummary;
}

export interface PortalCase extends PortalState {
  name: string;
  /** The `path` attribute: the route shown. */
  path: string;
  viewport: 'desktop' | 'mobile';
  /** Visible elements of the portal's shadow root, each with text it contains. */
  see: { selector: string; text?: string }[];
  /** Elements that must not be there. */
  absent?: string[];
}

const banner = (position: Config['radiology']['bannerPositionCss'], closeBanner: boolean): PortalState['config'] => ({
  radiology: { bannerMessage: BANNER_HTML, bannerPositionCss: position, closeBanner },
});

const bannerSeen = (position: string) => [{ selector: `[part="banner"].shell-banner--${position}`, text: 'Flu season' }];

export const bookingRequestWithoutExam: BookingRequestSummary = {
  slug: 'BR-2001',
  hasExam: false,
  referral: { id: '2001', canView: true },
};

export const portalCases: PortalCase[] = [
  {
    name: 'Home (desktop)',
    path: '/',
    viewport: 'desktop',
    see: [
      { selector: '.shell-nav__list a[href="/"]', text: 'Home' },
      { selector: '.shell-footer__copyright', text: 'Harbourside Radiology' },
    ],
  },
  {
    name: 'Home (mobile)',
    path: '/',
    viewport: 'mobile',
    see: [{ selector: '.shell-nav__toggle[aria-expanded="false"]', text: 'Menu' }],
  },
  { name: 'About page', path: '/about', viewport: 'desktop', see: [{ selector: 'rad-page[page="about"]' }] },
  {
    name: 'Confirmation page (menu hidden)',
    path: '/appointments/ABC123',
    viewport: 'desktop',
    see: [{ selector: '.shell-header__image img[src$="/confirmation_header"]' }],
    absent: ['.shell-nav'],
  },
  {
    name: 'Route still to come',
    // rad-check-in is built now (issue 14): the referrer-access area is the route still to come.
    path: '/referrer-access',
    viewport: 'desktop',
    see: [{ selector: '.shell-placeholder', text: 'not available yet' }],
  },
  {
    name: 'Check-in page',
    path: '/check-in',
    viewport: 'desktop',
    see: [{ selector: 'rad-check-in' }, { selector: '.shell-header__image img[src$="/check_in_header"]' }],
  },
  {
    name: 'Banner top-left, not closable',
    path: '/about',
    viewport: 'desktop',
    config: banner('top-left', false),
    see: bannerSeen('top-left'),
    absent: ['[part="banner"] .shell-banner__close'],
  },
  { name: 'Banner top-right', path: '/about', viewport: 'desktop', config: banner('top-right', true), see: bannerSeen('top-right') },
  { name: 'Banner bottom-left', path: '/about', viewport: 'desktop', config: banner('bottom-left', true), see: bannerSeen('bottom-left') },
  {
    name: 'Banner bottom-right',
    path: '/about',
    viewport: 'desktop',
    config: banner('bottom-right', true),
    see: bannerSeen('bottom-right'),
  },
  {
    name: 'Environment and read-only banners',
    path: '/privacy',
    viewport: 'desktop',
    config: { application: { production: false, activeProfiles: ['demo', 'uat'], readOnly: true } },
    see: [
      { selector: '[part="environment-banner"]', text: 'Test environment: demo, uat' },
      { selector: '[part="read-only-banner"]', text: 'you can look, but not change anything' },
    ],
  },
  {
    name: 'Logged-in user',
    path: '/about',
    viewport: 'desktop',
    user: { username: 'mei.chen', organization: null, currentDoctor: { firstName: 'Mei', lastName: 'Chen' } },
    see: [
      { selector: '.shell-user > button[aria-expanded]', text: 'mei.chen' },
      { selector: '.shell-header__doctor', text: 'Dr Mei Chen' },
    ],
    absent: ['.shell-header__admin'],
  },
  {
    name: 'Kiosk mode',
    path: '/kiosk?kioskMode=true',
    viewport: 'desktop',
    config: { application: { showLinkToAdminPanel: true } },
    // Kiosk mode hides the menus and the admin link; the logo is the way home.
    see: [{ selector: '.shell[data-kiosk] a.shell-header__logo[href="/kiosk"]' }],
    absent: ['.shell-nav', '.shell-header__admin'],
  },
  {
    name: 'Kiosk home without query',
    path: '/kiosk',
    viewport: 'desktop',
    config: { application: { showLinkToAdminPanel: true } },
    see: [{ selector: '.shell[data-kiosk] a.shell-header__logo[href="/kiosk"]' }],
    absent: ['.shell-nav', '.shell-header__admin'],
  },
  {
    name: 'Check-in kiosk (its own kiosk home)',
    // Issue 24: a device whose start URL names its kiosk home; Home and the time-out go there.
    path: '/contact?kioskMode=true&kioskHome=/check-in',
    viewport: 'desktop',
    see: [{ selector: '.shell[data-kiosk] a.shell-header__logo[href="/check-in?kioskMode=true&kioskHome=%2Fcheck-in"]' }],
    absent: ['.shell-nav'],
  },
  {
    name: 'Signed-in patient (secure link)',
    path: '/about',
    viewport: 'desktop',
    signedIn: true,
    see: [{ selector: 'button.shell-header__sign-out', text: 'Sign out' }],
    absent: ['.shell-user'],
  },
  {
    name: 'Booking request without exam',
    path: '/booking-requests/BR-2001',
    viewport: 'desktop',
    bookingRequest: bookingRequestWithoutExam,
    see: [
      { selector: '.shell-header__booking-info', text: 'Booking information' },
      { selector: '.shell-header__link', text: 'View referral' },
    ],
  },
  {
    name: 'Booking request with exam',
    path: '/booking-requests/BR-2002',
    viewport: 'desktop',
    bookingRequest: { slug: 'BR-2002', hasExam: true, referral: { id: '2002', canView: false } },
    see: [{ selector: '.shell-header__link', text: 'Download referral' }],
    absent: ['.shell-header__booking-info'],
  },
  // Issue 24: the questionnaire runner opens its questionnaires in dialogs and has no page
  // heading; the shell gives the page its h1, also when the link names no booking.
  ...(['desktop', 'mobile'] as const).flatMap((viewport) =>
    ['/questionnaires', '/q'].map((path): PortalCase => ({
      name: `Questionnaires without a booking key (${path}, ${viewport})`,
      path,
      viewport,
      see: [{ selector: '.shell-main h1', text: 'Questionnaires' }, { selector: 'rad-questionnaire' }],
    })),
  ),
  {
    name: 'Framed (frame tree)',
    path: '/iframe/deny?status=EXPIRED',
    viewport: 'desktop',
    // Links stay in the frame tree; About opens at the site root in a new tab.
    see: [
      { selector: 'rad-deny[status="EXPIRED"]' },
      { selector: '.shell-footer__links a[href="/iframe"]', text: 'Home' },
      { selector: '.shell-footer__links a[href="/about"][target="_blank"]', text: 'opens in a new tab' },
    ],
  },
];

export function portalCase(name: string): PortalCase {
  const found = portalCases.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`widgets/portal/fixtures.ts has no case named "${name}"`);
  return found;
}

type PortalStore = Pick<Runtime['store'], 'config' | 'user' | 'bookingRequest' | 'auth'>;

/**
 * Puts the page's store in a case's state (the settings must have loaded); returns the undo.
 * Previews and tests only: the runtime loads the settings once per page, so a state that differs
 * in its settings is applied here rather than by the fixture API.
 */
export function applyPortalState(store: PortalStore, state: PortalState): () => void {
  const original = store.config.config.peek();
  if (!original) throw new Error('applyPortalState: the settings have not loaded yet');
  const { radiology, application, bookingRequest } = state.config ?? {};
  store.config.loaded({
    ...original,
    radiology: { ...original.radiology, ...radiology },
    application: { ...original.application, ...application },
    bookingRequest: { ...original.bookingRequest, ...bookingRequest },
  });
  if (state.user) store.user.userLoaded(state.user);
  if (state.signedIn) store.auth.authenticated();
  store.bookingRequest.summaryLoaded(state.bookingRequest ?? null);
  return () => {
    store.config.loaded(original);
    store.user.logOutSuccess();
    store.auth.reset();
    store.bookingRequest.summaryLoaded(null);
    // A patient cannot reopen a closed banner, so there is no action for it; the next state starts open.
    store.config.bannerClosed.value = false;
  };
}
