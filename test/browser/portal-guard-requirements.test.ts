/**
 * The portal's guard follows the server's "results access requirements" (src/api/API.md#authentication): a grant for the
 * same booking under another link type opens a page when the server asks the same proof for both
 * (results opened with the code open the patient-portal results page); a date of birth alone never
 * opens a page that needs the code. axe on the page that opens and on the sign-in it sends to.
 */
import { expect } from '@esm-bundle/chai';
import { ownResults } from '../../widgets/results/fixtures';
import { sharesFixture } from '../../src/sharing/fixtures';
import { axeViolations } from '../support/axe';
import { until } from '../support/dom';
import { installFixtureApi, type Scenario } from '../support/fixture-api';
import { portalAt } from '../support/portal';
import { loadEntry } from '../support/widgets';

let restore = installFixtureApi();
await loadEntry('rad-widgets');

const routed = (root: ShadowRoot) => root.querySelector('.shell-main > :not(.shell-route-heading)');
const KEY = 'DEMO-APPT-1001';

function session(access: NonNullable<Scenario['auth']>['access']): Scenario {
  restore();
  const scenario: Scenario = { auth: { access }, results: { results: ownResults, shares: sharesFixture() } };
  restore = installFixtureApi(scenario);
  return scenario;
}

describe('<rad-portal> guard and the link’s requirements', () => {
  after(() => restore());

  it('results opened with the code open the patient-portal results page without signing in again', async () => {
    const scenario = session([{ type: 'APPOINTMENT_RESULTS', bookingKey: KEY }]);
    const { root } = await portalAt(`/appointments/${KEY}/result/patient`);
    await until(() => routed(root)?.localName === 'rad-results', 5000, 'the results page');
    expect(root.querySelector('rad-auth')).to.equal(null);
    expect(scenario.auth!.requirementsAsked).to.deep.include({ type: 'PATIENT_PORTAL', bookingKey: KEY });
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('the appointment’s date of birth alone sends the person to sign in for the results', async () => {
    session([{ type: 'APPOINTMENT', bookingKey: KEY }]);
    const { root } = await portalAt(`/appointments/${KEY}/result`);
    const auth = await until(() => root.querySelector('rad-auth'), 5000, 'the authentication page');
    expect(auth.getAttribute('type')).to.equal('APPOINTMENT_RESULTS');
    expect(routed(root)?.localName).to.not.equal('rad-results');
  });

  it('a failed requirements answer sends the person to sign in, where rad-auth offers Try again', async () => {
    restore();
    restore = installFixtureApi({ auth: { access: [{ type: 'APPOINTMENT_RESULTS', bookingKey: KEY }], requirements: 404 } });
    const { root } = await portalAt(`/appointments/${KEY}/result/patient`);
    const auth = await until(() => root.querySelector('rad-auth'), 5000, 'the authentication page');
    const retry = await until(() => auth.shadowRoot?.querySelector('[part="retry"]'), 5000, 'Try again');
    expect(retry.textContent).to.equal('Try again');
    expect(await axeViolations()).to.deep.equal([]);
  });
});
