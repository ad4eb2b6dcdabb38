/**
 * The header's layout at every width (issue #8): always one row (logo, menu or toggle, account),
 * a short header, a readable header image on phones. Measured, so a layout that wraps fails.
 */
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { axeViolations } from '../support/axe';
import { until } from '../support/dom';
import { installFixtureApi, type Scenario } from '../support/fixture-api';
import { isVisible, pageHeading, portalAt } from '../support/portal';
import { loadEntry } from '../support/widgets';
import { PHONE_HEADER_IMAGE_HEIGHT_PX, PHONE_HEADER_IMAGE_MIN_RATIO } from '../../widgets/portal/portal.css';

// No session open (the portal's start-up check finds none), so the admin login icon shows.
const scenario: Scenario = {
  application: { showLinkToAdminPanel: true },
  radiology: { domainAdmin: 'admin.harbourside.example' },
  auth: { access: [] },
};
installFixtureApi(scenario);
await loadEntry('rad-widgets');

const rect = (root: ShadowRoot, selector: string) => root.querySelector(selector)!.getBoundingClientRect();
/** True when two boxes share part of their height: they sit on the same row. */
const sameRow = (a: DOMRect, b: DOMRect) => a.top < b.bottom && b.top < a.bottom;

describe('<rad-portal> header layout', () => {
  after(() => setViewport({ width: 1280, height: 900 }));

  for (const width of [320, 480, 600, 700, 1024, 1280]) {
    it(`${width} px: logo, navigation and login icon on one row, the bar at most 80 px tall`, async () => {
      await setViewport({ width, height: 800 });
      const { root } = await portalAt('/about');
      await until(() => pageHeading(root), 5000, 'the about page');
      const bar = rect(root, '.shell-header__bar');
      expect(bar.height, 'header bar height').to.be.at.most(80);
      const logo = rect(root, '.shell-header__logo');
      const admin = rect(root, '.shell-header__admin');
      const collapsed = isVisible(root.querySelector('.shell-nav__toggle'));
      const nav = rect(root, collapsed ? '.shell-nav__toggle' : '.shell-nav__list');
      expect(sameRow(logo, admin), 'login icon beside the logo').to.equal(true);
      expect(sameRow(logo, nav), 'navigation beside the logo').to.equal(true);
      expect(admin.right, 'login icon inside the viewport').to.be.at.most(width);
      expect(collapsed, 'links behind the toggle up to 760 px').to.equal(width <= 760);
      if (width <= 480) {
        const image = rect(root, '.shell-header__image img');
        expect(image.height, 'header image height (its tagline readable)').to.be.at.least(
          Math.min(PHONE_HEADER_IMAGE_HEIGHT_PX, image.width / PHONE_HEADER_IMAGE_MIN_RATIO) - 1,
        );
        // The banner's title, 3.7 image heights long in the demo's art, is shown whole (issue 24 item 1: cut at 320 px).
        expect(image.width / image.height, 'image heights in view').to.be.at.least(3.8);
      }
      expect(await axeViolations()).to.deep.equal([]);
    });
  }

  for (const width of [320, 700]) {
    it(`${width} px with a secure-link session: Sign out takes the login icon's place, still one row`, async () => {
      delete scenario.auth; // the fixture session is open
      try {
        await setViewport({ width, height: 800 });
        const { root } = await portalAt('/about');
        const signOut = await until(() => root.querySelector('.shell-header__sign-out'), 3000, 'Sign out');
        expect(rect(root, '.shell-header__bar').height, 'header bar height').to.be.at.most(80);
        expect(sameRow(rect(root, '.shell-header__logo'), signOut.getBoundingClientRect()), 'Sign out beside the logo').to.equal(true);
        expect(signOut.getBoundingClientRect().right, 'Sign out inside the viewport').to.be.at.most(width);
        expect(await axeViolations()).to.deep.equal([]);
      } finally {
        scenario.auth = { access: [] };
      }
    });
  }

  it('600 px: the opened menu drops down over the page and keeps the header one row', async () => {
    await setViewport({ width: 600, height: 800 });
    const { root } = await portalAt('/about');
    const before = rect(root, '.shell-header__bar').height;
    root.querySelector<HTMLButtonElement>('.shell-nav__toggle')!.click();
    const list = await until(() => root.querySelector('.shell-nav__list--open'), 2000, 'open list');
    expect(isVisible(list)).to.equal(true);
    expect(rect(root, '.shell-header__bar').height).to.equal(before);
    expect([...list.querySelectorAll('a')].map((a) => a.textContent)).to.deep.equal(['Home', 'About', 'Contact', 'Terms', 'Privacy']);
    for (const a of list.querySelectorAll('a')) expect(a.getBoundingClientRect().height).to.be.at.least(44);
    expect(await axeViolations()).to.deep.equal([]);
  });
});
