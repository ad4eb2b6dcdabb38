/**
 * Analytics and social-tracking frames, and the booking funnel (docs/rules.md#privacy-analytics).
 *
 * Privacy: nothing is added on views that show personal data (`authenticated` routes),
 * and entering such a view removes what was added; analytics only ever get funnel step numbers.
 * CSP: only external elements are added (the Tag Manager script, a pixel image); no
 * inline script or style. `window.dataLayer` is set up from this module.
 */
import { ANALYTICS_FUNNEL_STEPS, PROGRESS_STEP_DEBOUNCE_MS } from '../constants';

/** The application-config fields read here (ApplicationConfigSchema). */
export interface AnalyticsConfig {
  googleAnalyticsEnabled?: boolean;
  googleTagManagerId?: string;
  facebookTrackingEnabled?: boolean;
  facebookTrackingId?: string;
}

export interface AnalyticsView {
  /** The current route shows personal data (RouteDef.authenticated). */
  authenticatedView: boolean;
  document: Document;
}

type DataLayer = { push: (...items: object[]) => unknown };
type DataLayerWindow = Window & { dataLayer?: DataLayer };

/** Marks every element this module adds, so it can remove them. */
export const TRACKING_ATTRIBUTE = 'data-rad-tracking';
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;
export const FACEBOOK_ID_PATTERN = /^\d{5,20}$/;
/** The one analytics event this product sends. */
export const FUNNEL_EVENT = 'rad_funnel_step';

interface State {
  document: Document | null;
  gtmId: string | null;
  facebookId: string | null;
  authenticated: boolean;
}

const state: State = { document: null, gtmId: null, facebookId: null, authenticated: true };

function validId(enabled: boolean | undefined, id: string | undefined, pattern: RegExp): string | null {
  const trimmed = typeof id === 'string' ? id.trim() : '';
  return enabled === true && pattern.test(trimmed) ? trimmed : null;
}

function tracked(doc: Document, kind: string): Element | null {
  return doc.querySelector(`[${TRACKING_ATTRIBUTE}="${kind}"]`);
}

function dataLayerOf(doc: Document, create: boolean): DataLayer | null {
  const win = doc.defaultView as DataLayerWindow | null;
  if (!win) return null;
  if (!win.dataLayer && create) win.dataLayer = [] as object[];
  return win.dataLayer ?? null;
}

function addTagManager(doc: Document, id: string): void {
  if (tracked(doc, 'gtm')) return;
  // What Google's inline snippet does, done here instead so no inline script is needed.
  dataLayerOf(doc, true)?.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  script.setAttribute(TRACKING_ATTRIBUTE, 'gtm');
  doc.head.append(script);
}

function addFacebookPixel(doc: Document, id: string): void {
  if (tracked(doc, 'facebook')) return;
  const img = doc.createElement('img');
  img.width = 1;
  img.height = 1;
  img.alt = '';
  img.hidden = true;
  // The page path may hold a key on some views: send only the origin.
  img.referrerPolicy = 'strict-origin';
  img.src = `https://www.facebook.com/tr?id=${encodeURIComponent(id)}&ev=PageView&noscript=1`;
  img.setAttribute(TRACKING_ATTRIBUTE, 'facebook');
  doc.body.append(img);
}

function removeTracking(doc: Document): void {
  for (const element of doc.querySelectorAll(`[${TRACKING_ATTRIBUTE}]`)) element.remove();
}

/**
 * Call on start and on every navigation. Adds the Tag Manager script and the Facebook pixel (each
 * once, each only when enabled with a valid id) on views without personal data; on an
 * authenticated view adds nothing and removes what was added before. A loaded Tag Manager
 * container cannot be unloaded: it is told through `dataLayer` (`radTrackingAllowed: false`) so
 * its tags can be blocked on such views.
 */
export function startAnalytics(application: AnalyticsConfig | null | undefined, view: AnalyticsView): void {
  const doc = view.document;
  const gtmId = validId(application?.googleAnalyticsEnabled, application?.googleTagManagerId, GTM_ID_PATTERN);
  const facebookId = validId(application?.facebookTrackingEnabled, application?.facebookTrackingId, FACEBOOK_ID_PATTERN);
  const wasAuthenticated = state.authenticated;
  Object.assign(state, { document: doc, gtmId, facebookId, authenticated: view.authenticatedView });

  if (view.authenticatedView) {
    removeTracking(doc);
  } else {
    if (gtmId) addTagManager(doc, gtmId);
    if (facebookId) addFacebookPixel(doc, facebookId);
  }
  const dataLayer = dataLayerOf(doc, false);
  if (dataLayer && wasAuthenticated !== view.authenticatedView) {
    dataLayer.push({ event: 'rad_tracking_state', radTrackingAllowed: !view.authenticatedView });
  }
}

/** Turns analytics off and removes every element it added (e.g. when the portal unmounts). */
export function stopAnalytics(): void {
  if (state.document) removeTracking(state.document);
  Object.assign(state, { document: null, gtmId: null, facebookId: null, authenticated: true });
}

const FUNNEL_STEPS: ReadonlySet<number> = new Set(ANALYTICS_FUNNEL_STEPS);

export function isFunnelStep(step: unknown): step is number {
  return typeof step === 'number' && FUNNEL_STEPS.has(step);
}

/**
 * Sends a funnel step (an integer 0–7, nothing else) to Tag Manager. Returns whether it was sent:
 * not for other values, on authenticated views, or when Tag Manager is not enabled.
 */
export function trackFunnelStep(step: number): boolean {
  if (!isFunnelStep(step)) {
    console.warn('[rad-widgets] ignored analytics funnel step that is not an integer 0-7');
    return false;
  }
  if (!state.document || state.authenticated || !state.gtmId) return false;
  const dataLayer = dataLayerOf(state.document, true);
  if (!dataLayer) return false;
  dataLayer.push({ event: FUNNEL_EVENT, step });
  return true;
}

export interface ProgressReporterOptions {
  delayMs?: number;
  report?: (step: number) => unknown;
}

export interface ProgressReporter {
  /** The booking progress moved to `step`. */
  set(step: number): void;
  /** Forgets a pending step (on unmount). */
  dispose(): void;
}

/**
 * A step is passed on only if it differs from the current step after 2 seconds (docs/rules.md#privacy-analytics):
 * a step is reported once it has stayed for `delayMs`, the last of a quick series wins, and a step
 * equal to the last one reported is not reported again.
 */
export function createProgressReporter(options: ProgressReporterOptions = {}): ProgressReporter {
  const delayMs = options.delayMs ?? PROGRESS_STEP_DEBOUNCE_MS;
  const report = options.report ?? trackFunnelStep;
  let reported: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  return {
    set(step) {
      clear();
      timer = setTimeout(() => {
        timer = null;
        if (step === reported) return;
        reported = step;
        report(step);
      }, delayMs);
    },
    dispose: clear,
  };
}
