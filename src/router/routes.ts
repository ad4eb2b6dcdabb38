/**
 * The portal's route table (widgets/portal/README.md#routes) as data: the shell renders it, the reference
 * server answers every portal path from it, and tests check it as a table. Two trees share their
 * children: one at the site root, one under the embedded-frame prefix `/iframe`.
 */
import { parse } from 'regexparam';

/** Every element a route can mount. Tags without a built widget show a translated placeholder. */
export type RouteElement =
  | 'rad-booking'
  | 'rad-appointments'
  | 'rad-results'
  | 'rad-unsubscribe'
  | 'rad-patient-details'
  | 'rad-booking-requests'
  | 'rad-check-in'
  | 'rad-referrer-access'
  | 'rad-deny'
  | 'rad-auth'
  | 'rad-image-viewer-access'
  | 'rad-questionnaire'
  | 'rad-page'
  | 'rad-report-feedback'
  | 'rad-image-viewer'
  | 'rad-email-preview'
  | 'rad-iframe-test';

export type RouteTree = 'root' | 'frame' | 'top';

export interface RouteDef {
  /** Pattern without the tree prefix, regexparam syntax (`appointments/*?`). Empty = tree home. */
  path: string;
  tree: RouteTree;
  element: RouteElement;
  /** Fixed attributes for the element (e.g. `page="about"`). */
  attributes?: Readonly<Record<string, string>>;
  /** Query set by the route itself (kiosk home sets kioskMode=true). */
  query?: Readonly<Record<string, string>>;
  /** Shows personal data: no analytics or tracking frames here (docs/rules.md#privacy-analytics). */
  authenticated?: boolean;
  /** Translation key of the page title, after the radiology name. */
  titleKey?: string;
  /**
   * The only elements that may receive a `dateOfBirth` from the link (the authentication page):
   * everywhere else the shell strips it from the URL and from the element's attributes.
   */
  receivesDateOfBirth?: boolean;
  /**
   * Navigation state may skip the sign-in check here (the booking widget sends a
   * patient who just booked straight to their questionnaires). Only the client check is skipped:
   * the API still answers 401 without a session, and that 401 still sends the person to sign in.
   */
  guardBypass?: boolean;
  /**
   * The element draws no page heading of its own (the questionnaire runner: its questionnaires
   * open in dialogs), so the shell puts the route's title above it as the page's `h1`.
   */
  shellHeading?: boolean;
}

/** The embedded-frame prefix. */
export const FRAME_PREFIX = '/iframe';

/**
 * Query parameters carried across navigation: kioskMode and regionSlug, and
 * the device's kiosk home (`kioskHome`, widgets/portal/kiosk/kiosk-home.ts), which must outlive
 * every page a patient opens at the kiosk for the time-out to find it.
 */
export const CARRIED_QUERY = ['kioskMode', 'regionSlug', 'kioskHome'] as const;

/** Children of both trees. Aliases are separate rows so the table shows them. */
const shared = (tree: RouteTree): RouteDef[] => [
  // Results before the appointments catch-all: own, patient-portal and shared results.
  ...['appointments', 'a'].flatMap((area): RouteDef[] =>
    ['result', 'result/patient'].map((page) => ({
      tree,
      path: `${area}/:bookingKey/${page}`,
      element: 'rad-results',
      authenticated: true,
      titleKey: 'page.results_title',
    })),
  ),
  // Patient details change, reached from the booking form or the confirmation page.
  ...(['appointments', 'a', 'booking-requests', 'br'] as const).map((area): RouteDef => ({
    tree,
    path: `${area}/:bookingKey/patient-details`,
    element: 'rad-patient-details',
    authenticated: true,
    titleKey: 'page.patient_details_title',
  })),
  { tree, path: 'appointments/*?', element: 'rad-appointments', authenticated: true, titleKey: 'page.appointments_title' },
  { tree, path: 'a/*?', element: 'rad-appointments', authenticated: true, titleKey: 'page.appointments_title' },
  { tree, path: 'booking-requests/*?', element: 'rad-booking-requests', authenticated: true, titleKey: 'page.booking_requests_title' },
  { tree, path: 'br/*?', element: 'rad-booking-requests', authenticated: true, titleKey: 'page.booking_requests_title' },
  { tree, path: 'check-in/*?', element: 'rad-check-in', authenticated: true, titleKey: 'page.check_in_title' },
  { tree, path: 'referrer-access/*?', element: 'rad-referrer-access', titleKey: 'page.referrer_access_title' },
  { tree, path: 'deny', element: 'rad-deny', titleKey: 'page.deny_title' },
  // Its link may carry a date of birth until the widget reads it: no analytics here either.
  {
    tree,
    path: 'authentication',
    element: 'rad-auth',
    authenticated: true,
    titleKey: 'page.authentication_title',
    receivesDateOfBirth: true,
  },
  // A radiologist's direct image link: no analytics while the link's token is in the address (issue 15).
  { tree, path: 'image-viewer-access', element: 'rad-image-viewer-access', authenticated: true, titleKey: 'page.image_viewer_title' },
];

export const ROUTES: readonly RouteDef[] = [
  // Site root tree.
  ...shared('root'),
  { tree: 'root', path: 'about', element: 'rad-page', attributes: { page: 'about' }, titleKey: 'page.about_title' },
  { tree: 'root', path: 'contact', element: 'rad-page', attributes: { page: 'contact' }, titleKey: 'page.contact_title' },
  { tree: 'root', path: 'terms', element: 'rad-page', attributes: { page: 'terms' }, titleKey: 'page.terms_title' },
  { tree: 'root', path: 'privacy', element: 'rad-page', attributes: { page: 'privacy' }, titleKey: 'page.privacy_title' },

  // The referrer's imsec is in the address here too: no analytics or tracking frames (issue 15).
  {
    tree: 'root',
    path: 'referrer/report-feedback',
    element: 'rad-report-feedback',
    authenticated: true,
    titleKey: 'page.report_feedback_title',
  },
  {
    tree: 'root',
    path: 'referrer/report-feedback/faq',
    element: 'rad-report-feedback',
    attributes: { view: 'faq' },
    authenticated: true,
    titleKey: 'page.report_feedback_title',
  },
  // Top-level routes outside both trees.
  { tree: 'top', path: 'iframe-test', element: 'rad-iframe-test', titleKey: 'page.iframe_test_title' },
  // A patient's images behind the referrer's imsec: no analytics or tracking frames here (issue 15).
  { tree: 'top', path: 'referrer/quick-report', element: 'rad-image-viewer', authenticated: true, titleKey: 'page.image_viewer_title' },
  { tree: 'top', path: 'preview-email', element: 'rad-email-preview', titleKey: 'page.email_preview_title' },
  // The e-mails' unsubscribe link: a home-style page of the shell, outside both trees like
  // the e-mail preview. Its token is a credential: no analytics or tracking frames here.
  { tree: 'top', path: 'unsubscribe', element: 'rad-unsubscribe', authenticated: true, titleKey: 'page.unsubscribe_title' },
  {
    tree: 'top',
    path: 'questionnaires/*?',
    element: 'rad-questionnaire',
    authenticated: true,
    guardBypass: true,
    titleKey: 'page.questionnaires_title',
    shellHeading: true,
  },
  {
    tree: 'top',
    path: 'q/*?',
    element: 'rad-questionnaire',
    authenticated: true,
    guardBypass: true,
    titleKey: 'page.questionnaires_title',
    shellHeading: true,
  },
  { tree: 'top', path: 'kiosk', element: 'rad-booking', attributes: { mode: 'kiosk' }, query: { kioskMode: 'true' } },
  { tree: 'top', path: 'advanced-booking/*?', element: 'rad-booking', attributes: { mode: 'advanced' } },
  { tree: 'top', path: 'iframe/select-region', element: 'rad-booking', attributes: { view: 'select-region' } },
  // Embedded-frame tree.
  ...shared('frame'),
  {
    tree: 'frame',
    path: 'questionnaires/*?',
    element: 'rad-questionnaire',
    authenticated: true,
    titleKey: 'page.questionnaires_title',
    shellHeading: true,
  },
  { tree: 'frame', path: '', element: 'rad-booking' },
  // The finder writes its steps as paths and keeps the frame prefix (widgets/booking/url-state.ts).
  { tree: 'frame', path: 'select-clinic/*?', element: 'rad-booking' },
  { tree: 'frame', path: 'advanced-booking/*?', element: 'rad-booking', attributes: { mode: 'advanced' } },
  { tree: 'frame', path: 'booking/*?', element: 'rad-booking' },
  // The booking portal at the site root catches the rest of its own paths (select-clinic, booking, …).
  { tree: 'root', path: '', element: 'rad-booking' },
  { tree: 'root', path: 'select-clinic/*?', element: 'rad-booking' },
  { tree: 'root', path: 'booking/*?', element: 'rad-booking' },
];

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
  /** The path inside the matched route's tree, without the frame prefix. */
  inner: string;
  /** True when the page runs in the embedded-frame tree (its path starts with `/iframe`). */
  framed: boolean;
  /** The tree the path belongs to: links and redirects from this page stay in it (`pathInTree`). */
  tree: PortalTree;
}

/** The two trees a person can move around in: the site root, or the frame another site embeds. */
export type PortalTree = 'root' | 'frame';

/** `/iframe` and everything under it is the frame tree (also `/iframe/select-region`); the rest is the root's. */
export function treeOf(pathname: string): PortalTree {
  return pathname === FRAME_PREFIX || pathname.startsWith(`${FRAME_PREFIX}/`) ? 'frame' : 'root';
}

function fullPattern(route: RouteDef): string {
  const prefix = route.tree === 'frame' ? FRAME_PREFIX : '';
  return route.path ? `${prefix}/${route.path}` : prefix || '/';
}

const COMPILED = ROUTES.map((route) => ({ route, ...parse(fullPattern(route)) }));

/** The route a pathname belongs to, or null (not a portal path). Trailing slashes are ignored. */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const { route, pattern, keys } of COMPILED) {
    const found = pattern.exec(path);
    if (!found) continue;
    const params: Record<string, string> = {};
    keys.forEach((key, index) => {
      const value = found[index + 1];
      if (value === undefined) return;
      try {
        params[key] = decodeURIComponent(value);
      } catch {
        params[key] = value; // a malformed %-escape is kept as written rather than failing the page
      }
    });
    const tree = treeOf(path);
    const framed = tree === 'frame';
    const inner = framed ? path.slice(FRAME_PREFIX.length) || '/' : path;
    return { route, params, inner, framed, tree };
  }
  return null;
}

/** Every concrete path pattern the server must answer with the portal page. */
export function routePatterns(): string[] {
  return ROUTES.map(fullPattern);
}

/** Keeps the carried query parameters (kioskMode, regionSlug) when navigating to `to`. */
export function withCarriedQuery(to: string, currentSearch: string): string {
  const target = new URL(to, 'http://portal');
  const current = new URLSearchParams(currentSearch);
  for (const name of CARRIED_QUERY) {
    const value = current.get(name);
    if (value !== null && !target.searchParams.has(name)) target.searchParams.set(name, value);
  }
  const search = target.searchParams.toString();
  return `${target.pathname}${search ? `?${search}` : ''}${target.hash}`;
}

/**
 * The query a page has: the URL's, plus what its route sets itself (`/kiosk` means
 * `kioskMode=true`, docs/rules.md#kiosk-home). The URL's own value wins. Carrying this query
 * (withCarriedQuery) is what keeps kiosk mode from `/kiosk` on every page after it.
 */
export function searchWithRouteQuery(match: RouteMatch | null, search: string): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(match?.route.query ?? {})) if (!params.has(name)) params.set(name, value);
  const result = params.toString();
  return result ? `?${result}` : '';
}

/**
 * Top-level homes and what they stand for inside the frame tree: the kiosk home is the frame's
 * home in kiosk mode (the frame has no `/kiosk` of its own).
 */
const FRAME_HOMES: Readonly<Record<string, string>> = { '/kiosk': `${FRAME_PREFIX}?kioskMode=true` };

/**
 * Where `path` (written for the site root, as widgets and links write them: `/appointments/X`,
 * `/`, `/kiosk`) leads inside `tree`, with its query and hash; null when that tree has no such
 * page. In the root tree every path stays as it is. In the frame tree, `/x` becomes `/iframe/x`
 * when the frame tree has that route; paths already under `/iframe` stay. This is how every
 * in-portal link, redirect and rad-navigate of a framed portal stays in the frame.
 */
export function pathInTree(path: string, tree: PortalTree): string | null {
  if (tree === 'root') return path;
  const url = new URL(path, 'http://portal');
  const rest = `${url.search}${url.hash}`;
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (treeOf(pathname) === 'frame') return matchRoute(pathname) ? `${pathname}${rest}` : null;
  const home = FRAME_HOMES[pathname];
  if (home) return withCarriedQuery(home, url.search) + url.hash;
  const inFrame = pathname === '/' ? FRAME_PREFIX : `${FRAME_PREFIX}${pathname}`;
  return matchRoute(inFrame)?.tree === 'frame' ? `${inFrame}${rest}` : null;
}
