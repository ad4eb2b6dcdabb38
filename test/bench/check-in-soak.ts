/**
 * `npx tsx test/bench/check-in-soak.ts` (after `npm run build`): the kiosk soak of issue 14. In one
 * page, never reloaded, 200 cycles of a kiosk check-in (identity, code, form, complete) followed
 * by the kiosk going home and back (the portal unmounts rad-check-in and mounts a fresh one, as
 * the inactivity reset's navigation would, minus the reload). The check-in API is answered at
 * once by Playwright routes (the widget's fixtures), so a cycle costs only the widget's own work
 * and its polling waits. Prints the JS heap after cycle 10 and after the last (after a forced
 * garbage collection), and the detached DOM nodes at the end. Asserts nothing.
 */
import type { Route } from 'playwright-core';
import { CONSENT, DOCTORS, IDENTITY_FOUND, ITEM, READY } from '../../widgets/check-in/fixtures';
import { startHarness } from '../e2e/harness';

const CYCLES = Number(process.env.BENCH_CYCLES ?? 200);
/** `BENCH_MODE=navigation`: only home and back, no check-in; tells the widget's share of any growth from the shell's. */
const NAVIGATION_ONLY = process.env.BENCH_MODE === 'navigation';
const harness = await startHarness();

function json(route: Route, body: unknown, status = 200) {
  return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
}

try {
  const origin = new URL(harness.url('/')).origin;
  const context = await harness.browser.newContext({ viewport: { width: 1080, height: 1600 } });
  await context.addCookies([{ name: 'kioskIdentity', value: 'Soak', url: origin }]);
  await context.route(/\/api\/(check-in|secured|auth\/otp)\//, (route) => {
    const url = new URL(route.request().url());
    const path = url.pathname;
    if (path.endsWith('/identity')) return json(route, IDENTITY_FOUND);
    if (path.endsWith('/otp/send'))
      return json(route, { sent: true, channel: 'EMAIL', destination: 's•••@example.com', resendAfterSeconds: 30 });
    if (path.endsWith('/otp/validate'))
      return json(route, { success: true, maxAttemptsReached: false, message: '', otpRequired: false, roleTranslations: '' });
    if (path.endsWith('/items')) return json(route, [ITEM]);
    if (path.endsWith('/readiness')) return json(route, READY);
    if (path.endsWith('/consent_forms')) return json(route, CONSENT);
    if (path.includes('/doctor_search/')) return json(route, DOCTORS);
    if (path.endsWith('/check_in')) return json(route, { status: 'PREPARING' }, 202);
    if (path.endsWith('_sent')) return json(route, { sent: true, failed: false });
    return route.continue();
  });
  // tsx keeps function names with a `__name` helper that the page does not have.
  await context.addInitScript('window.__name = (f) => f;');
  const page = await context.newPage();
  await page.goto(harness.url('/check-in?kioskMode=true'));
  await page.locator('rad-check-in input[name="lastName"]').waitFor();
  const cdp = await context.newCDPSession(page);

  async function heapMB(): Promise<number> {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    return usedSize / 1024 / 1024;
  }

  /** One check-in and the trip home and back, inside the page. */
  const cycle = () =>
    page.evaluate(async (navigationOnly: boolean) => {
      const wait = async <T>(probe: () => T | null | undefined | false, what: string): Promise<T> => {
        const start = performance.now();
        for (;;) {
          const value = probe();
          if (value) return value;
          if (performance.now() - start > 10_000) throw new Error(`soak: no ${what}`);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      };
      const portal = document.querySelector('rad-portal')!.shadowRoot!;
      const element = await wait(() => portal.querySelector('rad-check-in'), 'rad-check-in');
      const root = await wait(() => element.shadowRoot?.querySelector('[data-step]') && element.shadowRoot, 'a step');
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      const type = (selector: string, value: string) => {
        const input = root.querySelector<HTMLInputElement>(selector)!;
        setter.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      };
      const step = (name: string) => wait(() => root.querySelector(`[data-step="${name}"]`), `step ${name}`);
      await wait(() => root.querySelector('input[name="lastName"]'), 'identity');
      if (navigationOnly) return goHomeAndBack();
      type('input[name="lastName"]', 'Soak');
      type('input[autocomplete="bday-day"]', '19');
      type('input[autocomplete="bday-month"]', '2');
      type('input[autocomplete="bday-year"]', '1988');
      root.querySelector<HTMLElement>('[part="submit"]')!.click();
      await step('confirm');
      root.querySelector<HTMLElement>('[part="submit"]')!.click();
      await step('verify-otp');
      type('input[name="oneTimeCode"]', '123456');
      root.querySelector<HTMLElement>('[part="submit"]')!.click();
      await wait(() => root.querySelector('input[name="referrerSearch"]'), 'the form');
      type('input[name="referrerSearch"]', 'nguyen');
      (await wait(() => root.querySelector<HTMLElement>('.check-in__result'), 'doctors')).click();
      await wait(() => root.querySelector('[part="chosen-doctor"]'), 'the chosen doctor');
      type('input[name="dateOfReferral"]', '2026-01-02');
      type('input[name="referenceNumber"]', 'SOAK');
      root.querySelector<HTMLInputElement>('input[name="gender"][value="Other"]')!.click();
      root.querySelector<HTMLInputElement>('.check-in__consent input[type="radio"]')!.click();
      root.querySelector<HTMLElement>('.check-in__form [part="submit"]')!.click();
      await step('complete');
      return goHomeAndBack();

      // Home and back, as the reset's navigation (without its reload): a fresh element each time.
      async function goHomeAndBack() {
        element.dispatchEvent(
          new CustomEvent('rad-navigate', { detail: { path: '/kiosk?kioskMode=true' }, bubbles: true, composed: true }),
        );
        await wait(() => !portal.querySelector('rad-check-in') && portal.querySelector('rad-booking'), 'kiosk home');
        portal
          .querySelector('rad-booking')!
          .dispatchEvent(new CustomEvent('rad-navigate', { detail: { path: '/check-in?kioskMode=true' }, bubbles: true, composed: true }));
        await wait(() => portal.querySelector('rad-check-in') !== element && portal.querySelector('rad-check-in'), 'a fresh check-in');
      }
    }, NAVIGATION_ONLY);

  let after10 = 0;
  const started = Date.now();
  for (let n = 1; n <= CYCLES; n += 1) {
    await cycle();
    if (n === 10) after10 = await heapMB();
    if (n % 25 === 0) console.log(`cycle ${n}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const atEnd = await heapMB();
  let detached: string;
  try {
    const { detachedNodes } = (await cdp.send('DOM.getDetachedDomNodes' as never)) as { detachedNodes: unknown[] };
    detached = String(detachedNodes.length);
  } catch (error) {
    detached = `not available (${(error as Error).message})`;
  }
  const counters = (await cdp.send('Memory.getDOMCounters')) as { documents: number; nodes: number; jsEventListeners: number };
  console.log(
    `\nKiosk soak, ${CYCLES} cycles of ${NAVIGATION_ONLY ? 'home → fresh check-in (navigation only)' : 'check-in → home → fresh check-in'}, one page, no reload`,
  );
  console.log(`JS heap after cycle 10: ${after10.toFixed(2)} MB`);
  console.log(
    `JS heap after cycle ${CYCLES}: ${atEnd.toFixed(2)} MB (growth ${(((atEnd - after10) / after10) * 100).toFixed(1)} %, goal ≤ 5 %)`,
  );
  console.log(`Detached DOM nodes at the end: ${detached}`);
  console.log(`DOM counters at the end: ${JSON.stringify(counters)}`);
  await context.close();
} finally {
  await harness.close();
}
