import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent as ReactMouseEvent } from 'react';
import { Router, useLocation, useSearch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { getReferralLink } from '../../src/api/booking-requests.api';
import { useRuntime } from '../../src/element/hooks';
import { useWidget } from '../../src/element/widget-context';
import { emit } from '../../src/element/events';
import type { BaseWidgetProps } from '../../src/element/WidgetShell';
import { matchRoute, pathInTree, searchWithRouteQuery } from '../../src/router/routes';
import { Spinner } from '../../src/ui/Spinner';
import { Banners } from './Banners';
import { BookingRequestChat } from './BookingRequestChat';
import { Footer } from './Footer';
import { Header } from './Header';
import { useAnalytics } from './hooks/useAnalytics';
import { useDateOfBirthScrub } from './hooks/useDateOfBirthScrub';
import { useFocusOnRouteChange } from './hooks/useFocusOnRouteChange';
import { useFrameBridge } from './hooks/useFrameBridge';
import { useLogout } from './hooks/useLogout';
import { useSessionProbe } from './hooks/useSessionProbe';
import { useNavigateEvents } from './hooks/useNavigateEvents';
import { usePageFacts } from './hooks/usePageFacts';
import { useReportingAndKeepalive } from './hooks/useReportingAndKeepalive';
import { useTreeNavigation } from './hooks/useTreeNavigation';
import { kioskHomeLink, kioskResetUrl, resolveKioskHome, useKioskInactivity } from './kiosk';
import { internalTarget } from './navigation';
import { outletKey, RouteOutlet } from './RouteOutlet';
import { useAuthGuard } from './auth-guard';
import './portal.events';
import { clearQuestionnaireDrafts } from './questionnaire-drafts';
import { deriveShellState } from './shell-state';

export interface PortalProps extends BaseWidgetProps {
  /**
   * `path`: for previews and tests only. Routes this path (with its query) in memory instead of
   * the browser's URL, so a Storybook frame or a test page can show any route; links and
   * rad-navigate then move within that memory, and the kiosk time-out stays in it too.
   */
  path?: string;
  /** The device's kiosk home (`kiosk-home`), unless its URL names one: see kiosk/kiosk-home.ts. */
  kioskHome?: string;
}

/** The browser's URL drives the portal, unless a `path` asks for a route in memory. */
export function Portal({ path, kioskHome }: PortalProps) {
  const memory = useMemo(() => (path ? memoryLocation({ path }) : null), [path]);
  if (!memory) return <PortalShell kioskHome={kioskHome} />;
  return (
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <PortalShell kioskHome={kioskHome} onKioskTimeout={(to) => memory.navigate(to, { replace: true })} />
    </Router>
  );
}

/** True when this document runs in someone's frame (the iframe-test page or another site). */
const IN_FRAME = typeof window !== 'undefined' && window.parent !== window;

/**
 * The portal shell: banners, header, the routed widget, loading overlay, footer,
 * kiosk inactivity, and, when framed, the bridge to the embedding page. Widgets plug into the
 * route table; the shell knows nothing of their insides. Each concern is a hook in `hooks/`.
 */
function PortalShell({
  kioskHome: kioskHomeAttribute,
  onKioskTimeout,
}: {
  kioskHome?: string | undefined;
  onKioskTimeout?: (to: string) => void;
}) {
  const runtime = useRuntime();
  const { store, i18n } = runtime;
  const { host } = useWidget();
  const [pathname, navigate] = useLocation();
  const match = matchRoute(pathname);
  // The URL's query plus the route's own (/kiosk is kiosk mode): what links carry on.
  const query = searchWithRouteQuery(match, useSearch());
  const tree = match?.tree ?? 'root';
  const config = store.config.config.value!;
  const apiBase = runtime.apiBase ?? location.origin;
  const [kioskFromParent, setKioskFromParent] = useState<boolean | null>(null);
  const [chunkLoading, setChunkLoading] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const shellRef = useRef<HTMLDivElement>(null);
  const t = i18n.t as (key: string, values?: Record<string, string | number>) => string;

  // The device's kiosk home: where Home and the time-out go in kiosk mode.
  const kioskHome = useMemo(
    () => resolveKioskHome({ search: query, attribute: kioskHomeAttribute, configured: config.application.kioskHomePath }),
    [query, kioskHomeAttribute, config.application.kioskHomePath],
  );
  const ignoredKioskHomes = kioskHome.ignored.join(' ');
  useEffect(() => {
    if (ignoredKioskHomes) console.warn(`[rad-portal] not a kiosk home (a portal page without sign-in), ignored: ${ignoredKioskHomes}`);
  }, [ignoredKioskHomes]);
  const derived = deriveShellState({
    pathname,
    search: query,
    showMenuOnConfirmationPage: config.radiology.showMenuOnConfirmationPage,
    isTablet: false, // the header's <picture> picks the tablet image by media query
    kioskHomeLink: kioskHomeLink(kioskHome),
  });
  const kioskMode = kioskFromParent ?? derived.kioskMode;
  const shell = { ...derived, kioskMode, showMenu: derived.showMenu && !kioskMode };
  const assetUrl = useCallback(
    (name: string) => new URL(`api/assets/application/${name}`, apiBase.endsWith('/') ? apiBase : `${apiBase}/`).href,
    [apiBase],
  );

  const { go, replace } = useTreeNavigation(navigate, query, tree);
  // A widget's navigation may skip the sign-in check of a route that allows it (`guardBypass`,
  // src/router/routes.ts).
  // Kept in memory for that one path only: a reload or any other navigation checks again.
  const [bypassPath, setBypassPath] = useState<string | null>(null);
  const goFromWidget = useCallback(
    (to: string, { bypassGuard, replace: replacing }: { bypassGuard: boolean; replace: boolean }) => {
      // `replace`: a page that sends the person on (results → deny page) leaves no entry Back would bounce off.
      if (replacing) {
        replace(to);
        setBypassPath(null);
        return;
      }
      const resolved = go(to);
      setBypassPath(bypassGuard ? new URL(resolved, location.origin).pathname : null);
    },
    [go, replace],
  );
  useEffect(() => {
    if (bypassPath !== null && bypassPath !== pathname) setBypassPath(null);
  }, [bypassPath, pathname]);
  const guard = useAuthGuard({
    runtime,
    match,
    pathname,
    search: query,
    replace,
    bypass: Boolean(match?.route.guardBypass) && bypassPath === pathname,
  });
  useDateOfBirthScrub(guard, match, pathname, query, replace);
  usePageFacts(config, match?.route.titleKey ? t(match.route.titleKey, { name: config.radiology.name }) : null, apiBase);
  useAnalytics(config, Boolean(match?.route.authenticated));
  useReportingAndKeepalive(config, runtime.version);
  useLogout(runtime);
  useSessionProbe(runtime, Boolean(match?.route.authenticated));
  // The booking finder moving through its own steps (the same element) moves focus itself.
  useFocusOnRouteChange(match?.route.element === 'rad-booking' ? outletKey(match) : pathname, mainRef);
  useNavigateEvents(host, tree, goFromWidget);
  useFrameBridge({ config, runtimeVersion: runtime.version, host, shell: shellRef, pathname, onKioskMode: setKioskFromParent });

  // The time-out's page, in this tree: a framed kiosk resets to the frame's kiosk home.
  const resetUrl = kioskResetUrl(kioskHome);
  const timeoutUrl = pathInTree(resetUrl, tree) ?? resetUrl;
  const { dialog } = useKioskInactivity({
    kioskMode,
    idleSeconds: config.application.kioskNoActivitySeconds,
    countdownSeconds: config.application.kioskCountdownSeconds,
    onHome: () => go(kioskHomeLink(kioskHome)),
    // Without a `path`, a hard location.replace, so nothing of the previous patient survives in
    // memory, and Back cannot bring their page back.
    onTimeout: onKioskTimeout ? () => onKioskTimeout(timeoutUrl) : () => location.replace(timeoutUrl),
    watchAgainAfterTimeout: Boolean(onKioskTimeout),
  });

  // Log out (user menu, or Sign out for a patient signed in by a secure link), then go home: the
  // page may be one the session opened.
  const logOut = useCallback(() => {
    store.auth.requestLogout();
    go(shell.homeLink);
  }, [store, go, shell.homeLink]);

  function onClick(event: ReactMouseEvent) {
    const action = internalTarget(event.nativeEvent, query, tree);
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'route') navigate(action.to);
    else window.open(action.href, '_blank', 'noopener');
  }

  const banners = { config, bannerClosed: store.config.bannerClosed.value, onCloseBanner: store.config.closeBanner, t };
  const showFooter = !shell.advancedBooking || (config.radiology.showCustomHeaderAndFooter && Boolean(config.radiology.customFooter));
  const className = ['shell', kioskMode && 'shell--kiosk', IN_FRAME && 'shell--framed'].filter(Boolean).join(' ');

  return (
    <div ref={shellRef} className={className} onClick={onClick} data-kiosk={kioskMode || undefined}>
      <button type="button" className="rad-button shell-skip" onClick={() => mainRef.current?.focus()}>
        {t('nav.skip_to_content')}
      </button>
      <Banners placement="top" {...banners} />
      <Header
        config={config}
        shell={shell}
        user={store.user.user.value}
        signedIn={store.auth.isAuthenticated.value}
        bookingRequest={store.bookingRequest.summary.value}
        assetUrl={assetUrl}
        t={t}
        has={i18n.has}
        onLogout={logOut}
        onHome={clearQuestionnaireDrafts}
        onBookingInfo={() => emit(host, 'rad-booking-info', { tag: 'rad-portal' })}
        loadReferralLink={(id) => getReferralLink(runtime.api(), id)}
      />
      <main ref={mainRef} className="shell-main" tabIndex={-1} aria-busy={chunkLoading || guard === 'checking' || undefined} part="main">
        {guard === 'allowed' ? (
          <>
            <RouteOutlet match={match} search={query} t={t} onLoading={setChunkLoading} />
            <BookingRequestChat match={match} />
          </>
        ) : (
          <Spinner label={t('message.loading')} />
        )}
      </main>
      {showFooter && (
        <Footer config={config} shell={shell} version={runtime.version} t={t} has={i18n.has} onHome={clearQuestionnaireDrafts} />
      )}
      <Banners placement="bottom" {...banners} />
      {chunkLoading && (
        <div className="shell-overlay" part="loading-overlay">
          <Spinner label={t('message.loading')} />
        </div>
      )}
      {dialog}
    </div>
  );
}
