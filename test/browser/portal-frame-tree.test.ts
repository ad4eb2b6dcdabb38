/**
 * A portal in the frame tree stays in it (issue #8): its links, the rad-navigate requests of its
 * widgets and the sign-in redirect go to /iframe/…, never to the root tree another site's frame
 * could not show. Pages only the root has open at the root in a new tab.
 */
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { axeViolations } from '../support/axe';
import { until } from '../support/dom';
import { installFixtureApi } from '../support/fixture-api';
import { pageHeading, portalAt } from '../support/portal';
import { loadEntry } from '../support/widgets';

installFixtureApi();
await loadEntry('rad-widgets');

const logoHref = (root: ShadowRoot) => root.querySelector('.shell-header__logo')!.getAttribute('href');
// The routed element; a route's own heading (the shell's h1 above the questionnaire runner) is not it.
const routed = (root: ShadowRoot) => root.querySelector('.shell-main > :not(.shell-route-heading)');

function navigateEvent(path: string): CustomEvent {
  return new CustomEvent('rad-navigate', { detail: { path }, bubbles: true, composed: true, cancelable: true });
}

describe('<rad-portal> in the frame tree', () => {
  before(() => setViewport({ width: 1280, height: 900 }));

  it('has header and footer links in the frame tree, and opens root-only pages in a new tab', async () => {
    const { root } = await portalAt('/iframe/deny?status=EXPIRED');
    expect(logoHref(root)).to.equal('/iframe');
    const hrefs = [...root.querySelectorAll<HTMLAnchorElement>('.shell-nav__list a, .shell-footer__links a')].map((a) => [
      a.getAttribute('href'),
      a.target,
    ]);
    expect(hrefs).to.deep.include(['/iframe', '']);
    for (const [href, target] of hrefs) {
      if (target !== '_blank') expect(href, 'an in-portal link').to.match(/^\/iframe/);
    }
    expect(hrefs).to.deep.include(['/about', '_blank']);
    await until(() => pageHeading(root), 5000, 'the deny page');
    expect(await axeViolations()).to.deep.equal([]);
  });

  it("keeps a widget's rad-navigate to / in the frame tree", async () => {
    const { element, root } = await portalAt('/iframe/deny?status=EXPIRED');
    const event = navigateEvent('/');
    element.dispatchEvent(event);
    expect(event.defaultPrevented).to.equal(true);
    await until(() => routed(root)?.localName !== 'rad-deny' && routed(root), 5000, 'the frame home');
    expect(logoHref(root)).to.equal('/iframe');
  });

  it('sends a secure-link page to the frame tree, and its sign-in redirect stays there too', async () => {
    const { element, root } = await portalAt('/iframe/deny');
    element.dispatchEvent(navigateEvent('/appointments/NOT-SIGNED-IN'));
    await until(() => root.querySelector('rad-auth'), 5000, 'the authentication page');
    expect(logoHref(root)).to.equal('/iframe');
  });

  it('follows a root link inside a widget into the frame tree on click', async () => {
    const { root } = await portalAt('/iframe/deny?status=EXPIRED');
    const anchor = document.createElement('a');
    anchor.href = '/';
    anchor.textContent = 'Home';
    root.querySelector('.shell-main')!.append(anchor); // as a widget's own link would sit in the main area
    anchor.click();
    await until(() => routed(root)?.localName !== 'rad-deny' && routed(root), 5000, 'the frame home');
    expect(logoHref(root)).to.equal('/iframe');
  });
});
