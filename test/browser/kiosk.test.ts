import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { axeViolations } from '../support/axe';
import { rendered, shadow, until } from '../support/dom';
import { installFixtureApi } from '../support/fixture-api';
import { portalAt } from '../support/portal';
import { loadEntry } from '../support/widgets';

// One second of inactivity and a three-second countdown keep the test short; the rules are the spec's.
const calls = new Map<string, number>();
installFixtureApi({ application: { kioskNoActivitySeconds: 1, kioskCountdownSeconds: 3 }, calls });
await loadEntry('rad-widgets');
localStorage.clear();

describe('kiosk inactivity dialog', () => {
  it('opens as an alert dialog with a live countdown, and Cancel resumes', async () => {
    history.replaceState(null, '', '/kiosk?kioskMode=true');
    const portal = document.createElement('rad-portal');
    document.body.append(portal);
    await rendered(portal, '.shell-main');
    const root = shadow(portal);
    expect(root.querySelector('.shell')!.hasAttribute('data-kiosk')).to.equal(true);
    const dialog = (await until(() => root.querySelector('dialog[open]'), 4000, 'the inactivity dialog')) as HTMLDialogElement;
    expect(dialog.getAttribute('role')).to.equal('alertdialog');
    expect(dialog.textContent).to.match(/reset in \d seconds?/);
    expect(root.activeElement?.textContent).to.equal('Cancel');
    expect(await axeViolations()).to.deep.equal([]);
    (root.activeElement as HTMLButtonElement).click();
    await until(() => !root.querySelector('dialog[open]'), 2000, 'dialog closed');
    // Watching resumed: the dialog comes back after another idle second.
    await until(() => root.querySelector('dialog[open]'), 4000, 'the dialog again');
  });
});

describe('kiosk inactivity dialog on kiosk screens (issue 24 item 14)', () => {
  after(() => setViewport({ width: 1280, height: 900 }));

  // 1024×768 has the spec's 75 % zoom (screens up to 768 px high), which shrank Cancel and Home to 33 px.
  for (const [width, height] of [
    [1024, 768],
    [768, 1024],
  ] as const) {
    it(`Cancel and Home are at least 44 px on screen at ${width}×${height}`, async () => {
      await setViewport({ width, height });
      localStorage.clear();
      const { root } = await portalAt('/kiosk?kioskMode=true');
      const dialog = await until(() => root.querySelector<HTMLDialogElement>('dialog[open]'), 4000, 'the inactivity dialog');
      const zoom = getComputedStyle(root.querySelector('.shell')!).zoom;
      expect(zoom).to.equal(height <= 768 ? '0.75' : '1');
      const buttons = [...dialog.querySelectorAll('button')];
      expect(buttons.map((button) => button.textContent)).to.deep.equal(['Cancel', 'Home']);
      for (const button of buttons) {
        const box = button.getBoundingClientRect();
        expect(box.height, `${button.textContent} height`).to.be.at.least(44);
        expect(box.width, `${button.textContent} width`).to.be.at.least(44);
      }
      expect(await axeViolations()).to.deep.equal([]);
    });
  }
});

describe('kiosk time-out', () => {
  it('posts /api/logout exactly once (the reset and the shell share one logout)', async () => {
    localStorage.clear();
    // In memory (`path`), so the time-out moves the portal instead of reloading this test page.
    const { root } = await portalAt('/kiosk?kioskMode=true');
    calls.delete('/api/logout');
    await until(() => root.querySelector('dialog[open]'), 4000, 'the inactivity dialog');
    await until(() => calls.get('/api/logout'), 6000, 'the logout call');
    // The reset is over once the next round's dialog shows (after another idle second): any second
    // logout of this time-out would have been sent before then.
    await until(() => !root.querySelector('dialog[open]'), 6000, 'the time-out');
    await until(() => root.querySelector('dialog[open]'), 4000, 'the inactivity dialog of the next round');
    expect(calls.get('/api/logout')).to.equal(1);
  });

  it('watches again after a time-out that did not reload the page', async () => {
    localStorage.clear();
    const { root } = await portalAt('/kiosk?kioskMode=true');
    await until(() => root.querySelector('dialog[open]'), 4000, 'the first inactivity dialog');
    await until(() => !root.querySelector('dialog[open]'), 6000, 'the time-out');
    // Kiosk mode is still on and nothing watched: a new round, whose dialog comes after another idle second.
    await until(() => root.querySelector('dialog[open]'), 4000, 'the inactivity dialog of the next round');
  });
});

describe('the kiosk home of the device (issue 24 item 15)', () => {
  const routedCheckIn = (root: ShadowRoot) => root.querySelector('.shell-main > rad-check-in[kiosk-mode="true"]');

  it('the countdown’s Home goes to the kiosk-home attribute’s page, in kiosk mode', async () => {
    localStorage.clear();
    const element = document.createElement('rad-portal');
    element.setAttribute('path', '/contact?kioskMode=true');
    element.setAttribute('kiosk-home', '/check-in');
    document.body.replaceChildren(element);
    await rendered(element, '.shell-main:not([aria-busy])');
    const root = shadow(element);
    const dialog = await until(() => root.querySelector('dialog[open]'), 4000, 'the inactivity dialog');
    [...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Home')!.click();
    await until(() => routedCheckIn(root), 5000, 'the check-in page in kiosk mode');
    expect(root.querySelector('rad-page')).to.equal(null);
  });

  it('the time-out goes to the configured kiosk home (application.kioskHomePath)', async () => {
    localStorage.clear();
    const { root } = await portalAt('/contact?kioskMode=true', { config: { application: { kioskHomePath: '/check-in' } } });
    await until(() => root.querySelector('dialog[open]'), 4000, 'the inactivity dialog');
    await until(() => routedCheckIn(root), 8000, 'the check-in page after the time-out');
  });

  it('the time-out goes to the kiosk home in the URL, and keeps it for the next round', async () => {
    localStorage.clear();
    const { root } = await portalAt('/contact?kioskMode=true&kioskHome=/check-in');
    await until(() => root.querySelector('dialog[open]'), 4000, 'the inactivity dialog');
    const checkIn = await until(() => routedCheckIn(root), 8000, 'the check-in page after the time-out');
    expect(checkIn.getAttribute('kiosk-home')).to.equal('/check-in');
    expect(root.querySelector('a.shell-header__logo')!.getAttribute('href')).to.equal('/check-in?kioskMode=true&kioskHome=%2Fcheck-in');
  });

  it('without any, stays the spec’s /kiosk', async () => {
    localStorage.clear();
    const { root } = await portalAt('/contact?kioskMode=true');
    await until(() => root.querySelector('dialog[open]'), 4000, 'the inactivity dialog');
    await until(() => root.querySelector('.shell-main > rad-booking[mode="kiosk"]'), 8000, 'the booking kiosk after the time-out');
  });
});
