import { Window } from 'happy-dom';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApplicationConfigSchema } from '../api/schemas/config.schema';
import { ANALYTICS_FUNNEL_STEPS, PROGRESS_STEP_DEBOUNCE_MS } from '../constants';
import { createProgressReporter, startAnalytics, stopAnalytics, trackFunnelStep } from './analytics';

type TestWindow = Window & { dataLayer?: unknown[] };

let win: TestWindow;
let doc: Document;

const defaults = () => v.parse(ApplicationConfigSchema, {});
const enabled = () => ({
  ...defaults(),
  googleAnalyticsEnabled: true,
  googleTagManagerId: 'GTM-AB12CD',
  facebookTrackingEnabled: true,
  facebookTrackingId: '1234567890',
});

const scripts = () => [...doc.querySelectorAll('script')].map((s) => s.getAttribute('src'));
const images = () => [...doc.querySelectorAll('img')].map((i) => i.getAttribute('src'));
const dataLayer = () => win.dataLayer;
const funnelEvents = () => (dataLayer() ?? []).filter((item) => (item as { event?: string }).event === 'rad_funnel_step');

beforeEach(() => {
  win = new Window({ url: 'https://portal.example.com/' }) as TestWindow;
  doc = win.document as unknown as Document;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  stopAnalytics();
  vi.restoreAllMocks();
  vi.useRealTimers();
  await win.happyDOM.close();
});

describe('startAnalytics', () => {
  it('adds nothing with the default configuration', () => {
    startAnalytics(defaults(), { authenticatedView: false, document: doc });
    expect(doc.head.children).toHaveLength(0);
    expect(doc.body.children).toHaveLength(0);
    expect(dataLayer()).toBeUndefined();
    expect(trackFunnelStep(1)).toBe(false);
  });

  it('adds nothing when a flag is on but the id is empty, or the id is set but the flag off', () => {
    startAnalytics(
      { ...defaults(), googleAnalyticsEnabled: true, facebookTrackingEnabled: true },
      { authenticatedView: false, document: doc },
    );
    startAnalytics(
      { ...defaults(), googleTagManagerId: 'GTM-AB12CD', facebookTrackingId: '123456' },
      { authenticatedView: false, document: doc },
    );
    expect(scripts()).toEqual([]);
    expect(images()).toEqual([]);
  });

  it('adds the Tag Manager script and the pixel image once, with no inline code', () => {
    startAnalytics(enabled(), { authenticatedView: false, document: doc });
    startAnalytics(enabled(), { authenticatedView: false, document: doc });
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD']);
    expect(images()).toEqual(['https://www.facebook.com/tr?id=1234567890&ev=PageView&noscript=1']);
    const script = doc.querySelector('script');
    expect(script?.async).toBe(true);
    expect(script?.textContent).toBe('');
    const img = doc.querySelector('img');
    expect([img?.width, img?.height, img?.getAttribute('alt')]).toEqual([1, 1, '']);
    expect(doc.querySelectorAll('[style], noscript, iframe')).toHaveLength(0);
    expect(dataLayer()?.[0]).toMatchObject({ event: 'gtm.js' });
  });

  it('adds nothing on an authenticated view, even when enabled', () => {
    startAnalytics(enabled(), { authenticatedView: true, document: doc });
    expect(scripts()).toEqual([]);
    expect(images()).toEqual([]);
    expect(trackFunnelStep(2)).toBe(false);
  });

  it('removes the tracking elements when moving into an authenticated view, and stops funnel events', () => {
    startAnalytics(enabled(), { authenticatedView: false, document: doc });
    expect(trackFunnelStep(2)).toBe(true);
    startAnalytics(enabled(), { authenticatedView: true, document: doc });
    expect(scripts()).toEqual([]);
    expect(images()).toEqual([]);
    expect(trackFunnelStep(3)).toBe(false);
    expect(funnelEvents()).toEqual([{ event: 'rad_funnel_step', step: 2 }]);
    expect(dataLayer()?.at(-1)).toEqual({ event: 'rad_tracking_state', radTrackingAllowed: false });
  });

  it('leaves elements of the host page alone when removing its own', () => {
    const hostScript = doc.createElement('script');
    hostScript.src = 'https://host.example.com/app.js';
    doc.head.append(hostScript);
    startAnalytics(enabled(), { authenticatedView: false, document: doc });
    startAnalytics(enabled(), { authenticatedView: true, document: doc });
    expect(scripts()).toEqual(['https://host.example.com/app.js']);
  });

  it.each([
    ['GTM-AB12"><script>alert(1)</script>', '1234"><img src=x onerror=alert(1)>'],
    ['GTM-ab12cd', '12ab34'],
    ['javascript:alert(1)', '-1'],
    [' ', '12345678901234567890123'],
  ])('ignores invalid ids %j / %j', (gtm, fb) => {
    const application = { ...enabled(), googleTagManagerId: gtm, facebookTrackingId: fb };
    startAnalytics(application, { authenticatedView: false, document: doc });
    expect(scripts()).toEqual([]);
    expect(images()).toEqual([]);
    expect(dataLayer()).toBeUndefined();
  });

  it('stopAnalytics removes everything and stops funnel events', () => {
    startAnalytics(enabled(), { authenticatedView: false, document: doc });
    stopAnalytics();
    expect(scripts()).toEqual([]);
    expect(images()).toEqual([]);
    expect(trackFunnelStep(1)).toBe(false);
  });
});

describe('trackFunnelStep', () => {
  beforeEach(() => startAnalytics(enabled(), { authenticatedView: false, document: doc }));

  it('sends each integer step 0 to 7 as the only payload', () => {
    for (const step of ANALYTICS_FUNNEL_STEPS) expect(trackFunnelStep(step)).toBe(true);
    expect(funnelEvents()).toEqual(ANALYTICS_FUNNEL_STEPS.map((step) => ({ event: 'rad_funnel_step', step })));
    for (const event of funnelEvents()) expect(Object.keys(event as object)).toEqual(['event', 'step']);
  });

  it.each([[-1], [8], [2.5], [Number.NaN], [Infinity], ['2'], [null], [{ step: 2, email: 'jane@example.com' }]])('ignores %j', (step) => {
    expect(trackFunnelStep(step as number)).toBe(false);
    expect(funnelEvents()).toEqual([]);
  });
});

describe('createProgressReporter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('reports a step once it has stayed for 2 seconds', () => {
    const report = vi.fn();
    const reporter = createProgressReporter({ report });
    reporter.set(2);
    vi.advanceTimersByTime(PROGRESS_STEP_DEBOUNCE_MS - 1);
    expect(report).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(report).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('reports only the last of quick changes', () => {
    const report = vi.fn();
    const reporter = createProgressReporter({ report });
    reporter.set(2);
    vi.advanceTimersByTime(1500);
    reporter.set(3);
    vi.advanceTimersByTime(1500);
    expect(report).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(report.mock.calls).toEqual([[3]]);
  });

  it('does not report the same step twice in a row, but does after another step', () => {
    const report = vi.fn();
    const reporter = createProgressReporter({ report });
    reporter.set(2);
    vi.advanceTimersByTime(2000);
    reporter.set(2);
    vi.advanceTimersByTime(2000);
    reporter.set(3);
    vi.advanceTimersByTime(500);
    reporter.set(2); // back before 3 settled: nothing changed
    vi.advanceTimersByTime(2000);
    expect(report.mock.calls).toEqual([[2]]);
    reporter.set(3);
    vi.advanceTimersByTime(2000);
    reporter.set(2);
    vi.advanceTimersByTime(2000);
    expect(report.mock.calls).toEqual([[2], [3], [2]]);
  });

  it('honours delayMs and forgets a pending step on dispose', () => {
    const report = vi.fn();
    const reporter = createProgressReporter({ report, delayMs: 100 });
    reporter.set(2);
    vi.advanceTimersByTime(100);
    reporter.set(3);
    reporter.dispose();
    vi.advanceTimersByTime(5000);
    expect(report.mock.calls).toEqual([[2]]);
  });

  it('sends to the funnel by default', () => {
    startAnalytics(enabled(), { authenticatedView: false, document: doc });
    const reporter = createProgressReporter();
    reporter.set(3);
    vi.advanceTimersByTime(PROGRESS_STEP_DEBOUNCE_MS);
    expect(funnelEvents()).toEqual([{ event: 'rad_funnel_step', step: 3 }]);
  });
});
