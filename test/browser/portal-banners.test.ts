/**
 * The provider's banner in its four corners (radiology.bannerPositionCss, widgets/portal/README.md#behaviour): top
 * corners are one full-width row above the header (with the environment badge), bottom corners
 * stick to the viewport's bottom (sticky, z-index 1500) and end below the footer, never over the
 * copyright line; the close button is there only when closeBanner is set.
 */
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { BANNER_HTML } from '../../widgets/portal/fixtures';
import { axeViolations } from '../support/axe';
import { until } from '../support/dom';
import { installFixtureApi } from '../support/fixture-api';
import { pageHeading, portalAt } from '../support/portal';
import { loadEntry } from '../support/widgets';

installFixtureApi();
await loadEntry('rad-widgets');

const WIDTH = 1280;
const HEIGHT = 900;
/** The banner's 1rem offset from the viewport's edge. */
const EDGE = 16;

type Position = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

async function bannerAt(position: Position, closeBanner: boolean) {
  const { root } = await portalAt('/about', {
    config: { radiology: { bannerMessage: BANNER_HTML, bannerPositionCss: position, closeBanner } },
  });
  const banner = (await until(() => root.querySelector('[part="banner"]'), 3000, 'banner')) as HTMLElement;
  // The provider's HTML and the routed page arrive with chunks of their own.
  await until(() => banner.textContent?.includes('Flu season'), 3000, 'the banner text');
  await until(() => pageHeading(root), 5000, 'the about page heading');
  const header = root.querySelector('[part="header"]')!.getBoundingClientRect();
  // Top corners are placed in the portal (the test page has a body margin); bottom ones in the viewport.
  const portal = root.host.getBoundingClientRect();
  return { root, banner, rect: banner.getBoundingClientRect(), header, portal };
}

describe('<rad-portal> banner positions', () => {
  before(() => setViewport({ width: WIDTH, height: HEIGHT }));

  it('top-left: a full-width row right above the header, text at the left (no white strip)', async () => {
    const { banner, rect, header, portal } = await bannerAt('top-left', false);
    expect(rect.bottom).to.be.closeTo(header.top, 1);
    expect(rect.top).to.be.closeTo(portal.top, 1);
    expect(portal.right - rect.right, 'to the right edge').to.be.closeTo(0, 1);
    const text = banner.querySelector('.shell-banner__text')!.getBoundingClientRect();
    expect(text.left - rect.left).to.be.closeTo(EDGE, 1);
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('top-right: the same row, text at the right', async () => {
    const { banner, rect, header, portal } = await bannerAt('top-right', false);
    expect(rect.bottom).to.be.closeTo(header.top, 1);
    const text = banner.querySelector('.shell-banner__text p')!;
    expect(getComputedStyle(text).textAlign).to.be.oneOf(['end', 'right']);
    expect(portal.right - rect.right).to.be.closeTo(0, 1);
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('the environment badge shares the top banner row: the strip above the header is one row', async () => {
    const { root } = await portalAt('/about', {
      config: {
        radiology: { bannerMessage: BANNER_HTML, bannerPositionCss: 'top-right', closeBanner: true },
        application: { production: false, activeProfiles: ['demo'] },
      },
    });
    const env = await until(() => root.querySelector('[part="environment-banner"]'), 3000, 'environment badge');
    const banner = root.querySelector('[part="banner"]')!;
    await until(() => pageHeading(root), 5000, 'the about page heading');
    expect(env.getBoundingClientRect().top).to.be.closeTo(banner.getBoundingClientRect().top, 1);
    const header = root.querySelector('[part="header"]')!.getBoundingClientRect();
    expect(header.top - root.host.getBoundingClientRect().top, 'height above the header').to.be.at.most(48);
    expect(await axeViolations()).to.deep.equal([]);
  });

  for (const position of ['bottom-left', 'bottom-right'] as const) {
    it(`${position}: sticks to the viewport's bottom corner, z-index 1500, and never covers the copyright line`, async () => {
      const { root, banner, rect } = await bannerAt(position, false);
      expect(getComputedStyle(banner).position).to.equal('sticky');
      expect(getComputedStyle(banner).zIndex).to.equal('1500');
      const viewport = document.documentElement;
      if (root.host.getBoundingClientRect().bottom > viewport.clientHeight) {
        expect(rect.bottom).to.be.closeTo(viewport.clientHeight - EDGE, 1);
      }
      if (position === 'bottom-left') expect(rect.left).to.be.closeTo(root.host.getBoundingClientRect().left + EDGE, 1);
      else expect(rect.right).to.be.closeTo(root.host.getBoundingClientRect().right - EDGE, 1);
      // At the end of the page the banner (no close button here) must leave the copyright readable.
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      const bottom = () => document.documentElement.scrollHeight - document.documentElement.clientHeight;
      await until(() => Math.abs(window.scrollY - bottom()) <= 1, 2000, 'the end of the page');
      const copyright = root.querySelector('.shell-footer__copyright')!.getBoundingClientRect();
      const now = banner.getBoundingClientRect();
      const overlaps = now.top < copyright.bottom && now.bottom > copyright.top && now.left < copyright.right && now.right > copyright.left;
      expect(overlaps, 'banner over the copyright line').to.equal(false);
      window.scrollTo({ top: 0 });
      expect(await axeViolations()).to.deep.equal([]);
    });
  }
});

describe('<rad-portal> banner close button', () => {
  before(() => setViewport({ width: WIDTH, height: HEIGHT }));

  for (const position of ['top-left', 'bottom-right'] as const) {
    it(`${position}: no close button without closeBanner`, async () => {
      const { banner } = await bannerAt(position, false);
      expect(banner.querySelector('button')).to.equal(null);
      expect(await axeViolations()).to.deep.equal([]);
    });
  }

  it('with closeBanner: a named close button that removes the banner', async () => {
    const { root, banner } = await bannerAt('bottom-left', true);
    const close = banner.querySelector('button')!;
    expect(close.getAttribute('aria-label')).to.equal('Close the announcement');
    expect(await axeViolations()).to.deep.equal([]);
    close.click();
    await until(() => !root.querySelector('[part="banner"]'), 3000, 'banner closed');
    expect(await axeViolations()).to.deep.equal([]);
  });
});
