import { effect } from '@preact/signals-core';
import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent as ReactMouseEvent } from 'react';
import { Router, useLocation, useSearch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { startAnalytics } from '../../src/analytics';
import { getReferralLink } from '../../src/api/booking-requests.api';
import { useRuntime } from '../../src/element/hooks';
import { useWidget } from '../../src/element/widget-context';
import { emit } from '../../src/element/events';
import type { BaseWidgetProps } from '../../src/element/WidgetShell';
import { setWidgetErrorSink } from '../../src/element/error-sink';
import { reportError, startErrorReporting } from '../../src/reporting';
import { matchRoute, withCarriedQuery } from '../../src/router/routes';
import { startKeepalive } from '../../src/session';
import { Spinner } from '../../src/ui/Spinner';
import { Banners } from './Banners';
import { Footer } from './Footer';
import { startFrameBridge } from './frame-bridge';
import { Header } from './Header';
import { KIOSK_TIMEOUT_URL, useKioskInactivity } from './kiosk';
import { internalTarget } from './navigation';
import { applyPageFacts } from './page-facts';
import { RouteOutlet } from './RouteOutlet';
import { useAuthGuard } from './auth-guard';
import { withoutPrivateQuery } from '../../src/router/auth-links';
import './portal.events';
import { deriveShellState } from './shell-state';

export interface PortalProps extends BaseWidgetProps {
  /**
   * `path`: for previews and tests only. Routes this path (with its query) in memory instead of
   * the browser's URL, so a Storybook frame or a test page can show any route; links and
   * rad-navigate then move within that memory, and the kiosk time-out stays in it too.
   */
  path?: string;
}

/** rad-* events a framed portal passes on to its parent (names and non-personal details only). */
const FORWARDED_EVENTS = ['rad-ready', 'rad-error', 'rad-close', 'rad-navigate'] as const;

/** The browser's URL drives the portal, unless a `path` asks for a route in memory. */
export function Portal({ path }: PortalProps) {
  const memory = useMemo(() => (path ? memoryLocation({ path }) : null), [path]);
  if (!memory) return <PortalShell />;
  return (
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <PortalShell onKioskTimeout={() => memory.navigate(KIOSK_TIMEOUT_URL, { replace: true })} />
    </Router>
  );
}

/**
 * The portal shell (spec 000 §2): banners, header, the routed widget, loading overlay, footer,
 * kiosk inactivity, and, when framed, the bridge to the embedding page. Widgets plug into the
 * route table; the shell knows nothing of their insides.
 */
function PortalShell({ onKioskTimeout }: { onKioskTimeout?: () => void }) {
  const runtime = useRuntime();
  const { store, i18n } = runtime;
  const { host } = useWidget();
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const query = search ? `?${search}` : '';
  const config = store.config.config.value!;
  const apiBase = runtime.apiBase ?? location.origin;
  const match = matchRoute(pathname);
  const [kioskFromParent, setKioskFromParent] = useState<boolean | null>(null);
  const [chunkLoading, setChunkLoading] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  const shell = deriveShellState({
    pathname,
    search: query,
    showMenuOnConfirmationPage: config.radiology.showMenuOnConfirmationPage,
    isTablet: false, // the header's <picture> picks the tablet image by media query
  });
  const kioskMode = kioskFromParent ?? shell.kioskMode;
  const t = i18n.t as (key: string, values?: Record<string, string | number>) => string;
  const assetUrl = useCallback(
    (name: string) => new URL(`api/assets/application/${name}`, apiBase.endsWith('/') ? apiBase : `${apiBase}/`).href,
    [apiBase],
  );
  const go = useCallback((to: string) => navigate(withCarriedQuery(to, query)), [navigate, query]);
  const replace = useCallback((to: string) => navigate(withCarriedQuery(to, query), { replace: true }), [navigate, query]);
  const guard = useAuthGuard({ runtime, match, pathname, search: query, replace });
  // A date of birth in a link is for the authentication page only: anywhere else (a page the
  // session already opens) it leaves the address bar and history at once.
  useEffect(() => {
    if (guard !== 'allowed' || match?.route.element === 'rad-auth' || !new URLSearchParams(query).has('dateOfBirth')) return;
    replace(withoutPrivateQuery(`${pathname}${query}`));
  }, [guard, match, pathname, query, replace]);

  const routeTitle = match?.route.titleKey ? t(match.route.titleKey, { name: config.radiology.name }) : null;
  useEffect(() => applyPageFacts(config, routeTitle, apiBase), [config, routeTitle, apiBase]);

  // Analytics only where no personal data is shown; re-evaluated on every route change.
  useEffect(
    () => startAnalytics(config.application, { authenticatedView: Boolean(match?.route.authenticated), document }),
    [config, match?.route.authenticated],
  );

  useEffect(() => {
    void startErrorReporting({
      dsn: config.integration.sentryDSN,
      release: runtime.version,
      environment: config.application.production ? 'production' : 'development',
    });
    // Errors a widget's boundary catches never reach window.onerror: hand them over (scrubbed there).
    if (config.integration.sentryDSN.trim()) setWidgetErrorSink((error) => reportError(error));
    return startKeepalive({ url: config.application.keepaliveUrl });
  }, [config, runtime.version]);

  // A logout request (a 401 anywhere, the user menu) ends the session on the server and here.
  useEffect(() => {
    let seen = store.auth.logoutRequests.peek();
    return effect(() => {
      const requests = store.auth.logoutRequests.value;
      if (requests === seen) return;
      seen = requests;
      store.user.logOutSuccess();
      store.flow.clearFlow(); // draft answers are personal
      store.bookingRequest.summaryLoaded(null);
      i18n.clearRoleTranslations();
      void runtime
        .api()
        .post('api/logout')
        .catch(() => undefined);
    });
  }, [store, i18n, runtime]);

  // Move focus to the new page, as a full page load would, so screen readers follow.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  // Widgets ask for navigation with rad-navigate; the portal owns the URL.
  useEffect(() => {
    const onNavigate = (event: Event) => {
      const path = (event as CustomEvent<{ path?: string }>).detail?.path;
      if (typeof path === 'string' && path.startsWith('/') && matchRoute(new URL(path, location.origin).pathname)) {
        event.preventDefault(); // handled here: the widget must not navigate the browser as well
        go(path);
      }
    };
    host.addEventListener('rad-navigate', onNavigate);
    return () => host.removeEventListener('rad-navigate', onNavigate);
  }, [host, go]);

  const bridge = useMemo(
    () =>
      startFrameBridge({
        allowedOrigins: config.integration.allowedParentOrigins,
        runtimeVersion: runtime.version,
        // The whole document (body margins included), not the viewport: measuring the viewport would
        // never let the frame shrink.
        measure: () => document.documentElement.getBoundingClientRect().height,
        observe: host,
        onKioskMode: setKioskFromParent,
      }),
    [config, runtime.version, host],
  );
  useEffect(() => () => bridge?.stop(), [bridge]);
  useEffect(() => bridge?.bridge.post('rad:navigate', { path: pathname }), [bridge, pathname]);
  useEffect(() => {
    if (!bridge) return;
    const forward = (event: Event) => {
      const detail = (event as CustomEvent).detail;
      const safe =
        detail && typeof detail === 'object'
          ? Object.fromEntries(Object.entries(detail).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value)))
          : undefined;
      bridge.bridge.post('rad:event', { name: event.type, detail: safe });
    };
    FORWARDED_EVENTS.forEach((name) => host.addEventListener(name, forward));
    return () => FORWARDED_EVENTS.forEach((name) => host.removeEventListener(name, forward));
  }, [bridge, host]);

  const { dialog } = useKioskInactivity({
    kioskMode,
    idleSeconds: config.application.kioskNoActivitySeconds,
    countdownSeconds: config.application.kioskCountdownSeconds,
    onHome: () => go('/kiosk'),
    // Without a `path`, the default: a hard location.replace('/kiosk?kioskMode=true'), so nothing
    // of the previous patient survives in memory, and Back cannot bring their page back.
    onTimeout: onKioskTimeout,
  });

  function onClick(event: ReactMouseEvent) {
    const target = internalTarget(event.nativeEvent, query);
    if (!target) return;
    event.preventDefault();
    navigate(target);
  }

  const showFooter = !shell.advancedBooking || (config.radiology.showCustomHeaderAndFooter && Boolean(config.radiology.customFooter));

  return (
    <div className={kioskMode ? 'shell shell--kiosk' : 'shell'} onClick={onClick} data-kiosk={kioskMode || undefined}>
      <button type="button" className="rad-button shell-skip" onClick={() => mainRef.current?.focus()}>
        {t('nav.skip_to_content')}
      </button>
      <Banners config={config} bannerClosed={store.config.bannerClosed.value} onCloseBanner={store.config.closeBanner} t={t} />
      <Header
        config={config}
        shell={{ ...shell, kioskMode }}
        user={store.user.user.value}
        bookingRequest={store.bookingRequest.summary.value}
        assetUrl={assetUrl}
        t={t}
        has={i18n.has}
        onLogout={store.auth.requestLogout}
        onHome={store.flow.clearFlow}
        onBookingInfo={() => emit(host, 'rad-booking-info', { tag: 'rad-portal' })}
        loadReferralLink={(id) => getReferralLink(runtime.api(), id)}
      />
      <main ref={mainRef} className="shell-main" tabIndex={-1} aria-busy={chunkLoading || guard === 'checking' || undefined} part="main">
        {guard === 'allowed' ? (
          <RouteOutlet match={match} search={query} t={t} onLoading={setChunkLoading} />
        ) : (
          <Spinner label={t('message.loading')} />
        )}
      </main>
      {showFooter && (
        <Footer
          config={config}
          shell={{ ...shell, kioskMode }}
          version={runtime.version}
          t={t}
          has={i18n.has}
          onHome={store.flow.clearFlow}
        />
      )}
      {chunkLoading && (
        <div className="shell-overlay" part="loading-overlay">
          <Spinner label={t('message.loading')} />
        </div>
      )}
      {dialog}
    </div>
  );
}
