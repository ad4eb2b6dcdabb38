/**
 * <rad-booking> inside <rad-portal>: the finder's steps are paths of the route table, and the
 * portal keeps the same element for all of them (RouteOutlet's outletKey), so the state and the
 * focus the finder moved survive each step; a URL moved by the portal (the Home link, a path with
 * the `booking` segment) reaches the element, which follows it or cancels its clinic requests.
 */
import { expect } from '@esm-bundle/chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { axeViolations } from '../support/axe';
import { rendered, shadow, until } from '../support/dom';
import { installFixtureApi, type Scenario } from '../support/fixture-api';
import { loadEntry } from '../support/widgets';

let restore = installFixtureApi();
function scenario(next: Scenario): void {
  restore();
  restore = installFixtureApi(next);
}
await loadEntry('rad-widgets');

async function portalAt(path: string): Promise<ShadowRoot> {
  // The previous test's portal goes first (its elements unmount a microtask later, define-widget.tsx):
  // still there, its finder would follow the new URL and ask for its own clinics. Its shell gone
  // means its tree, the finder with it, has unmounted.
  const previous = document.body.querySelector('rad-portal');
  document.body.replaceChildren();
  if (previous) await until(() => !previous.shadowRoot?.querySelector('.shell-main'), 2000, 'the previous portal unmounted');
  history.replaceState(null, '', path);
  const element = document.createElement('rad-portal');
  document.body.append(element);
  await rendered(element, '.shell-main');
  return shadow(element);
}

const finder = (root: ShadowRoot) => until(() => root.querySelector<HTMLElement>('rad-booking'), 5000, 'rad-booking in the portal');
const focusedIn = (element: HTMLElement) => (element.shadowRoot?.activeElement as HTMLElement | null)?.textContent ?? null;
async function press(element: HTMLElement, label: string): Promise<void> {
  const target = await until(
    () =>
      [...shadow(element).querySelectorAll<HTMLElement>('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === label),
    5000,
    `button "${label}"`,
  );
  target.focus();
  await sendKeys({ press: 'Enter' });
}

describe('<rad-booking> in the portal', () => {
  before(() => setViewport({ width: 1280, height: 900 }));
  afterEach(() => scenario({}));

  it('keeps one element through the finder’s steps, so focus lands on each step’s heading and stays there', async () => {
    const root = await portalAt('/');
    const booking = await finder(root);
    await rendered(booking, '[part="exam-list"]');

    await press(booking, 'Choose MRI knee');
    await until(() => location.pathname === '/select-clinic/mri-knee', 5000, 'the clinic step’s path');
    await until(() => focusedIn(booking) === 'Choose a clinic', 5000, 'focus on the clinic step heading');
    expect(root.querySelector('rad-booking')).to.equal(booking);
    // The portal did not take focus back to its <main> for the finder's own step.
    expect(root.activeElement).to.equal(booking);
    expect(await axeViolations()).to.deep.equal([]);

    await press(booking, 'Sydney');
    await until(() => focusedIn(booking) === 'Clinics in Sydney', 5000, 'focus on the region’s clinics');
    await press(booking, 'Choose Harbourside Radiology Parramatta');
    await until(() => focusedIn(booking) === 'Clinic chosen', 5000, 'focus on the chosen step');
    expect(new URLSearchParams(location.search).get('selectedClinic')).to.equal('parramatta');
    expect(root.querySelector('rad-booking')).to.equal(booking);

    // Back in history: the same element follows the URL to the clinic list, and focus follows it.
    history.back();
    await until(() => focusedIn(booking) === 'Choose a clinic', 5000, 'the clinic list again');
    expect(root.querySelector('rad-booking')).to.equal(booking);

    // The portal's Home link moves the URL; the element follows it back to the exam list.
    (root.querySelector('.shell-nav__list a[href="/"]') as HTMLAnchorElement).click();
    await until(() => location.pathname === '/', 5000, 'home');
    await until(() => focusedIn(booking) === 'Which exam do you need?', 5000, 'the exam list again');
    expect(root.querySelector('rad-booking')).to.equal(booking);
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('a path with the booking segment cancels the pending clinic request', async () => {
    const signals: AbortSignal[] = [];
    scenario({ booking: { clinics: 'never' } });
    const fixtureFetch = window.fetch;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : null;
      if (request && new URL(request.url).pathname === '/api/clinics') signals.push(request.signal);
      return fixtureFetch(input, init);
    };
    try {
      const root = await portalAt('/select-clinic/mri-knee');
      const booking = await finder(root);
      await until(() => signals.length > 0, 5000, 'the clinic request');
      expect(signals).to.have.length(1);
      expect(signals[0]!.aborted).to.equal(false);
      booking.dispatchEvent(new CustomEvent('rad-navigate', { bubbles: true, composed: true, detail: { path: '/booking/mri-knee' } }));
      await until(() => location.pathname === '/booking/mri-knee', 5000, 'the booking path');
      await until(() => signals[0]!.aborted, 5000, 'the clinic request aborted');
      expect(root.querySelector('rad-booking')).to.equal(booking);
    } finally {
      window.fetch = fixtureFetch;
    }
  });
});
