/**
 * The provider's banner in its four corners (radiology.bannerPositionCss, spec 000 §2): top
 * corners sit in the page above the header, bottom corners float over it (fixed, z-index 1500);
 * the close button is there only when closeBanner is set.
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

  it('top-left: above the header, at the left edge', async () => {
    const { banner, rect, header, portal } = await bannerAt('top-left', true);
    expect(getComputedStyle(banner).position).to.equal('relative');
    expect(rect.bottom).to.be.at.most(header.top);
    expect(rect.left - portal.left).to.be.closeTo(EDGE, 1);
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('top-right: above the header, at the right edge', async () => {
    const { banner, rect, header, portal } = await bannerAt('top-right', true);
    expect(getComputedStyle(banner).position).to.equal('relative');
    expect(rect.bottom).to.be.at.most(header.top);
    expect(portal.right - rect.right).to.be.closeTo(EDGE, 1);
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('bottom-left: floats over the page at the bottom-left corner', async () => {
    const { banner, rect } = await bannerAt('bottom-left', true);
    expect(getComputedStyle(banner).position).to.equal('fixed');
    expect(getComputedStyle(banner).zIndex).to.equal('1500');
    expect(rect.bottom).to.be.closeTo(document.documentElement.clientHeight - EDGE, 1);
    expect(rect.left).to.be.closeTo(EDGE, 1);
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('bottom-right: floats over the page at the bottom-right corner', async () => {
    const { banner, rect } = await bannerAt('bottom-right', true);
    expect(getComputedStyle(banner).position).to.equal('fixed');
    expect(rect.bottom).to.be.closeTo(document.documentElement.clientHeight - EDGE, 1);
    expect(rect.right).to.be.closeTo(document.documentElement.clientWidth - EDGE, 1);
    expect(await axeViolations()).to.deep.equal([]);
  });
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
