import { describe, expect, it } from 'vitest';
import { matchRoute, pathInTree, ROUTES, searchWithRouteQuery, withCarriedQuery } from './routes';

const element = (path: string) => matchRoute(path)?.route.element ?? null;

describe('route table', () => {
  it.each([
    ['/appointments/ABC123', 'rad-appointments'],
    ['/a/ABC123', 'rad-appointments'],
    ['/appointments/pending/ABC123', 'rad-appointments'],
    ['/appointments/ABC123/result/patient', 'rad-results'],
    ['/appointments/ABC123/result', 'rad-results'],
    ['/a/ABC123/result', 'rad-results'],
    ['/appointments/ABC123/kiosk', 'rad-appointments'],
    ['/booking-requests/BR1', 'rad-booking-requests'],
    ['/br/BR1', 'rad-booking-requests'],
    ['/check-in', 'rad-check-in'],
    ['/referrer-access', 'rad-referrer-access'],
    ['/deny', 'rad-deny'],
    ['/authentication', 'rad-auth'],
    ['/image-viewer-access', 'rad-image-viewer-access'],
    ['/', 'rad-booking'],
    ['/about', 'rad-page'],
    ['/contact', 'rad-page'],
    ['/terms', 'rad-page'],
    ['/privacy', 'rad-page'],
    ['/unsubscribe', 'rad-unsubscribe'],
    ['/appointments/ABC123/patient-details', 'rad-patient-details'],
    ['/booking-requests/BR1234/patient-details', 'rad-patient-details'],
    ['/referrer/report-feedback', 'rad-report-feedback'],
    ['/referrer/report-feedback/faq', 'rad-report-feedback'],
    ['/iframe-test', 'rad-iframe-test'],
    ['/referrer/quick-report', 'rad-image-viewer'],
    ['/preview-email', 'rad-email-preview'],
    ['/questionnaires', 'rad-questionnaire'],
    ['/q', 'rad-questionnaire'],
    ['/kiosk', 'rad-booking'],
    ['/advanced-booking', 'rad-booking'],
    ['/advanced-booking/mri-brain', 'rad-booking'],
    ['/iframe/select-region', 'rad-booking'],
  ])('root: %s → %s', (path, tag) => {
    expect(element(path)).toBe(tag);
  });

  it.each([
    ['/iframe/appointments/ABC123', 'rad-appointments'],
    ['/iframe/a/ABC123', 'rad-appointments'],
    ['/iframe/appointments/ABC123/result', 'rad-results'],
    ['/iframe/booking-requests/BR1', 'rad-booking-requests'],
    ['/iframe/br/BR1', 'rad-booking-requests'],
    ['/iframe/check-in', 'rad-check-in'],
    ['/iframe/referrer-access', 'rad-referrer-access'],
    ['/iframe/deny', 'rad-deny'],
    ['/iframe/authentication', 'rad-auth'],
    ['/iframe/image-viewer-access', 'rad-image-viewer-access'],
    ['/iframe/questionnaires', 'rad-questionnaire'],
    ['/iframe', 'rad-booking'],
    // The finder's own steps stay in the frame (it writes them with the prefix).
    ['/iframe/select-clinic/mri-knee', 'rad-booking'],
    ['/iframe/advanced-booking/mri-knee+xray-chest/parramatta,chatswood', 'rad-booking'],
    ['/iframe/booking/mri-knee', 'rad-booking'],
  ])('frame: %s → %s', (path, tag) => {
    const match = matchRoute(path)!;
    expect(match.route.element).toBe(tag);
    expect(match.framed).toBe(true);
  });

  it('keeps the pages only the root tree has out of the frame tree', () => {
    for (const path of ['/iframe/about', '/iframe/contact', '/iframe/terms', '/iframe/privacy', '/iframe/referrer/report-feedback']) {
      expect(matchRoute(path)).toBeNull();
    }
  });

  it('gives both trees the same children', () => {
    const children = (tree: string) =>
      ROUTES.filter((r) => r.tree === tree && r.element !== 'rad-questionnaire').map((r) => `${r.path}:${r.element}`);
    const frame = new Set(children('frame'));
    for (const child of children('root').filter((c) => !/^(about|contact|terms|privacy|referrer\/)/.test(c))) {
      expect(frame).toContain(child);
    }
  });

  it('sets kiosk mode on /kiosk and marks authenticated views', () => {
    expect(matchRoute('/kiosk')!.route.query).toEqual({ kioskMode: 'true' });
    for (const path of ['/appointments/X', '/booking-requests/X', '/check-in', '/questionnaires', '/iframe/a/X', '/authentication']) {
      expect(matchRoute(path)!.route.authenticated).toBe(true);
    }
    for (const path of ['/', '/about', '/deny', '/kiosk']) expect(matchRoute(path)!.route.authenticated).toBeFalsy();
  });

  it('survives malformed percent-escapes', () => {
    expect(element('/appointments/%E0%A4%A')).toBe('rad-appointments');
  });

  it('ignores trailing slashes and rejects unknown paths', () => {
    expect(element('/about/')).toBe('rad-page');
    expect(matchRoute('/nowhere')).toBeNull();
    expect(matchRoute('/api/config')).toBeNull();
  });

  it('carries kioskMode and regionSlug across navigation', () => {
    expect(withCarriedQuery('/about', '?kioskMode=true&regionSlug=sydney&dateOfBirth=1980-01-01')).toBe(
      '/about?kioskMode=true&regionSlug=sydney',
    );
    expect(withCarriedQuery('/deny?status=EXPIRED', '?kioskMode=true')).toBe('/deny?status=EXPIRED&kioskMode=true');
    expect(withCarriedQuery('/kiosk?kioskMode=false', '?kioskMode=true')).toBe('/kiosk?kioskMode=false');
    expect(withCarriedQuery('/', '')).toBe('/');
  });

  it('gives /kiosk its kioskMode, so navigating from plain /kiosk carries kiosk mode (issue #8)', () => {
    const search = searchWithRouteQuery(matchRoute('/kiosk'), '');
    expect(search).toBe('?kioskMode=true');
    expect(withCarriedQuery('/contact', search)).toBe('/contact?kioskMode=true');
    expect(searchWithRouteQuery(matchRoute('/kiosk'), '?kioskMode=false&regionSlug=x')).toBe('?kioskMode=false&regionSlug=x');
    expect(searchWithRouteQuery(matchRoute('/about'), '')).toBe('');
  });

  it('knows the tree of a match: every /iframe path, select-region too, is the frame tree', () => {
    expect(matchRoute('/iframe/a/X')!.tree).toBe('frame');
    expect(matchRoute('/iframe/select-region')!.tree).toBe('frame');
    expect(matchRoute('/a/X')!.tree).toBe('root');
    expect(matchRoute('/kiosk')!.tree).toBe('root');
  });
});

describe('pathInTree: links and redirects stay in the tree they started in (issue #8)', () => {
  it.each([
    ['/', '/iframe'],
    ['/appointments/ABC?x=1#top', '/iframe/appointments/ABC?x=1#top'],
    ['/authentication?returnUrl=%2Fa%2FX', '/iframe/authentication?returnUrl=%2Fa%2FX'],
    ['/questionnaires/Q1', '/iframe/questionnaires/Q1'],
    ['/iframe/deny', '/iframe/deny'],
    ['/iframe/select-region', '/iframe/select-region'],
    ['/kiosk', '/iframe?kioskMode=true'],
    ['/kiosk?regionSlug=north', '/iframe?kioskMode=true&regionSlug=north'],
  ])('frame tree: %s → %s', (path, expected) => {
    expect(pathInTree(path, 'frame')).toBe(expected);
  });

  it.each(['/about', '/contact', '/terms', '/privacy', '/referrer/report-feedback', '/iframe/about', '/nowhere'])(
    'the frame tree has no %s: null, the caller decides (open the root page in a new tab)',
    (path) => {
      expect(pathInTree(path, 'frame')).toBeNull();
    },
  );

  it('leaves root-tree paths as they are', () => {
    for (const path of ['/', '/about?kioskMode=true', '/kiosk', '/appointments/X']) expect(pathInTree(path, 'root')).toBe(path);
  });
});
