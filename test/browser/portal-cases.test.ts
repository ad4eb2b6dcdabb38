/**
 * Every state of widgets/portal/fixtures.ts (the states the stories show): what a person sees,
 * and no axe violations. The portal routes the case's path in memory (the `path` attribute).
 */
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { portalCases } from '../../widgets/portal/fixtures';
import { axeViolations } from '../support/axe';
import { until } from '../support/dom';
import { installFixtureApi, type Scenario } from '../support/fixture-api';
import { isVisible, pageHeading, portalAt, sessionFor } from '../support/portal';
import { loadEntry } from '../support/widgets';

const scenario: Scenario = {};
installFixtureApi(scenario);
await loadEntry('rad-widgets');

const VIEWPORTS = { desktop: { width: 1280, height: 900 }, mobile: { width: 400, height: 800 } };

describe('<rad-portal> states (the stories)', () => {
  after(() => setViewport(VIEWPORTS.desktop));

  for (const fixture of portalCases) {
    it(`${fixture.name}: ${fixture.see.map((seen) => seen.text ?? seen.selector).join(', ')}`, async () => {
      await setViewport(VIEWPORTS[fixture.viewport]);
      scenario.auth = sessionFor(fixture);
      const { root } = await portalAt(fixture.path, fixture);
      for (const { selector, text } of fixture.see) {
        // Provider HTML and routed widgets arrive with chunks of their own: wait for the text too.
        const element = await until(() => root.querySelector(selector), 5000, selector);
        if (text) await until(() => element.textContent?.includes(text), 3000, `“${text}” in ${selector}`);
        expect(isVisible(element), `${selector} is visible`).to.equal(true);
      }
      for (const selector of fixture.absent ?? []) expect(root.querySelector(selector), selector).to.equal(null);
      await until(() => pageHeading(root), 5000, 'the page heading');
      expect(await axeViolations()).to.deep.equal([]);
    });
  }
});
