/**
 * Navigation state may bypass the portal's guard for /questionnaires (`guardBypass` in
 * src/router/routes.ts). A widget's rad-navigate with bypassGuard opens the questionnaires page without the portal's sign-in
 * check; any other route, or the same navigation without the flag, is checked; and a 401 from
 * the API still sends the person to sign in.
 */
import { expect } from '@esm-bundle/chai';
import { until } from '../support/dom';
import { installFixtureApi } from '../support/fixture-api';
import { portalAt } from '../support/portal';
import { loadEntry } from '../support/widgets';

let restore = installFixtureApi();
await loadEntry('rad-widgets');

// The routed element; a route's own heading (the shell's h1 above the questionnaire runner) is not it.
const routed = (root: ShadowRoot) => root.querySelector('.shell-main > :not(.shell-route-heading)');
function navigate(element: HTMLElement, path: string, bypassGuard?: boolean): void {
  const detail = bypassGuard === undefined ? { path } : { path, bypassGuard };
  element.dispatchEvent(new CustomEvent('rad-navigate', { detail, bubbles: true, composed: true, cancelable: true }));
}
const QUESTIONNAIRES = '/questionnaires?bookingKey=NOT-SIGNED-IN';

describe('<rad-portal> guard bypass by navigation state', () => {
  afterEach(() => {
    restore();
    restore = installFixtureApi();
  });

  it('opens /questionnaires without the sign-in check when the navigation asks for it', async () => {
    restore();
    restore = installFixtureApi({ questionnaires: { load: 'never' } });
    const { element, root } = await portalAt('/deny');
    navigate(element, QUESTIONNAIRES, true);
    await until(() => routed(root)?.localName === 'rad-questionnaire', 5000, 'the questionnaires page');
    expect(root.querySelector('rad-auth')).to.equal(null);
  });

  it('checks the same navigation without the flag, and any route that does not allow a bypass', async () => {
    const { element, root } = await portalAt('/deny');
    navigate(element, QUESTIONNAIRES);
    await until(() => root.querySelector('rad-auth'), 5000, 'the authentication page');
    const again = await portalAt('/deny');
    navigate(again.element, '/appointments/NOT-SIGNED-IN', true);
    await until(() => again.root.querySelector('rad-auth'), 5000, 'the authentication page for an appointment');
  });

  it('a 401 from the API on the bypassed page still sends the person to sign in', async () => {
    restore();
    restore = installFixtureApi({ questionnaires: { load: 401 } });
    const { element, root } = await portalAt('/deny');
    navigate(element, QUESTIONNAIRES, true);
    await until(() => root.querySelector('rad-auth'), 5000, 'the authentication page after the 401');
  });
});
