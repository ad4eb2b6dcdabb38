import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { axeViolations } from '../support/axe';
import { rendered, shadow, until } from '../support/dom';
import { installFixtureApi } from '../support/fixture-api';
import { loadEntry } from '../support/widgets';

installFixtureApi({ radiology: { bannerPositionCss: 'bottom-left', closeBanner: true } });
await loadEntry('rad-widgets');

/** Opens the portal at a path, as the host page at that path would. */
async function portalAt(path: string): Promise<ShadowRoot> {
  history.replaceState(null, '', path);
  document.body.replaceChildren();
  const element = document.createElement('rad-portal');
  document.body.append(element);
  await rendered(element, '.shell-main');
  return shadow(element);
}

const innerPage = (root: ShadowRoot) => root.querySelector('rad-page');

describe('<rad-portal> desktop', () => {
  before(() => setViewport({ width: 1280, height: 900 }));

  it('shows header, the routed widget and footer on /about, with no axe violations', async () => {
    const root = await portalAt('/about');
    const page = await until(() => innerPage(root), 5000, 'rad-page inside the portal');
    await rendered(page, '[part="title"]');
    expect(shadow(page).querySelector('[part="title"]')!.textContent).to.equal('About Harbourside Radiology');
    const navLinks = [...root.querySelectorAll('.shell-nav__list a')].map((a) => a.textContent);
    expect(navLinks).to.deep.equal(['Home', 'About', 'Contact', 'Terms', 'Privacy']);
    expect(root.querySelector('.shell-footer__copyright')!.textContent).to.contain(String(new Date().getFullYear()));
    expect(document.title).to.contain('Harbourside Radiology');
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('navigates by link without a page load and moves focus to the content', async () => {
    const root = await portalAt('/about?kioskMode=false&regionSlug=sydney');
    await until(() => innerPage(root), 5000, 'about page');
    (root.querySelector('.shell-nav__list a[href="/terms"]') as HTMLAnchorElement).click();
    await until(() => location.pathname === '/terms', 3000, 'URL /terms');
    expect(location.search).to.equal('?kioskMode=false&regionSlug=sydney');
    const page = await until(() => innerPage(root), 5000, 'terms page');
    await until(() => shadow(page).querySelector('[part="title"]')?.textContent === 'Terms and conditions', 5000, 'terms heading');
    expect(root.activeElement).to.equal(root.querySelector('.shell-main'));
  });

  it('passes query parameters to the routed widget: /deny?maxAttempts=true', async () => {
    const root = await portalAt('/deny?maxAttempts=true&message=max_attempts_reached_shared');
    const deny = await until(() => root.querySelector('rad-deny'), 5000, 'rad-deny');
    const message = await rendered(deny, '[part="message"]');
    expect(message.textContent).to.contain('shared with you');
  });

  it('shows a translated placeholder for a route whose widget is not built yet', async () => {
    // The referrer-access pages are still to come (an appointment page was, until issue 13).
    const root = await portalAt('/referrer-access/ABC123');
    const placeholder = await until(() => root.querySelector('.shell-placeholder'), 3000, 'placeholder');
    expect(placeholder.textContent).to.contain('This part of the portal is not available yet.');
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('the provider banner sticks bottom-left above the page and closes when configured', async () => {
    const root = await portalAt('/contact');
    const banner = (await until(() => root.querySelector('[part="banner"]'), 3000, 'banner')) as HTMLElement;
    expect(banner.classList.contains('shell-banner--bottom-left')).to.equal(true);
    expect(getComputedStyle(banner).position).to.equal('sticky');
    expect(getComputedStyle(banner).zIndex).to.equal('1500');
    expect(await axeViolations()).to.deep.equal([]);
    (banner.querySelector('button') as HTMLButtonElement).click();
    await until(() => !root.querySelector('[part="banner"]'), 3000, 'banner closed');
  });

  it('shows the environment banner on a non-production build', async () => {
    const root = await portalAt('/privacy');
    expect(root.querySelector('[part="environment-banner"]')!.textContent).to.equal('Test environment: demo');
  });
});

describe('<rad-portal> mobile (≤ 480 px)', () => {
  before(() => setViewport({ width: 400, height: 800 }));
  after(() => setViewport({ width: 1280, height: 900 }));

  it('collapses the menu behind a toggle and hides the footer', async () => {
    const root = await portalAt('/about');
    await until(() => innerPage(root), 5000, 'about page');
    const toggle = root.querySelector('.shell-nav__toggle') as HTMLButtonElement;
    const list = root.querySelector('.shell-nav__list') as HTMLElement;
    expect(getComputedStyle(toggle).display).to.not.equal('none');
    expect(getComputedStyle(list).display).to.equal('none');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(getComputedStyle(root.querySelector('.shell-footer')!).display).to.equal('none');
    expect(await axeViolations()).to.deep.equal([]);
    toggle.click();
    await until(() => toggle.getAttribute('aria-expanded') === 'true', 2000, 'menu open');
    expect(getComputedStyle(list).display).to.not.equal('none');
    expect(await axeViolations()).to.deep.equal([]);
  });
});
