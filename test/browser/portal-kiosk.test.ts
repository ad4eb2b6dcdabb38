/**
 * Kiosk mode in the portal (docs/rules.md#kiosk-home): plain /kiosk is kiosk mode,
 * and it survives every in-portal navigation; it hides the menus and the admin link; its targets
 * are at least 44 px; the small-screen zoom still fills the screen.
 */
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { axeViolations } from '../support/axe';
import { until } from '../support/dom';
import { installFixtureApi } from '../support/fixture-api';
import { isVisible, pageHeading, portalAt } from '../support/portal';
import { loadEntry } from '../support/widgets';

// No session open (the portal's start-up check finds none): the admin login icon shows outside kiosk mode.
installFixtureApi({
  application: { showLinkToAdminPanel: true },
  radiology: { domainAdmin: 'admin.harbourside.example' },
  auth: { access: [] },
});
await loadEntry('rad-widgets');

const kioskOn = (root: ShadowRoot) => root.querySelector('.shell')!.hasAttribute('data-kiosk');

describe('<rad-portal> kiosk mode', () => {
  before(() => setViewport({ width: 1280, height: 900 }));
  after(() => setViewport({ width: 1280, height: 900 }));

  it('from plain /kiosk survives a click on Contact: no menu, no admin icon, still kiosk', async () => {
    const { root } = await portalAt('/kiosk');
    expect(kioskOn(root)).to.equal(true);
    const contact = await until(() => root.querySelector<HTMLAnchorElement>('.shell-footer__links a[href="/contact"]'), 3000, 'Contact');
    contact.click();
    await until(() => root.querySelector('rad-page[page="contact"]'), 5000, 'the contact page');
    expect(kioskOn(root), 'kiosk mode after navigating').to.equal(true);
    expect(root.querySelector('.shell-header__admin'), 'admin icon').to.equal(null);
    expect(root.querySelector('.shell-nav'), 'menu').to.equal(null);
    expect(root.querySelector('.shell-header__logo')!.getAttribute('href')).to.equal('/kiosk');
    // Out of kiosk mode the same page has its menu and admin icon back: the checks above can fail.
    const normal = await portalAt('/contact');
    expect(isVisible(normal.root.querySelector('.shell-nav'))).to.equal(true);
    expect(normal.root.querySelector('.shell-header__admin')).not.to.equal(null);
  });

  it('hides the menus with kioskMode=true, and every target is at least 44 px', async () => {
    const { root } = await portalAt('/kiosk?kioskMode=true');
    await until(() => pageHeading(root) ?? root.querySelector('.shell-main > *'), 5000, 'the kiosk page');
    expect(root.querySelector('.shell-nav')).to.equal(null);
    expect(root.querySelector('.shell-header__admin')).to.equal(null);
    const targets = [...root.querySelectorAll<HTMLElement>('a, button')].filter((target) => isVisible(target));
    expect(targets.length).to.be.greaterThan(2);
    for (const target of targets) {
      const { width, height } = target.getBoundingClientRect();
      expect(height, `${target.className || target.localName} height`).to.be.at.least(44);
      expect(width, `${target.className || target.localName} width`).to.be.at.least(44);
    }
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('fills a 1024×768 kiosk screen at the 75 % zoom: no band of page below the shell', async () => {
    await setViewport({ width: 1024, height: 768 });
    const { element, root } = await portalAt('/kiosk?kioskMode=true');
    await until(() => root.querySelector('.shell-footer'), 3000, 'footer');
    for (const y of [700, 760, 767]) {
      expect(document.elementFromPoint(512, y), `point at y=${y}`).to.equal(element);
    }
  });
});
