import { expect } from '@esm-bundle/chai';
import { pageCases } from '../../widgets/page/fixtures';
import { axeViolations } from '../support/axe';
import { mount, rendered, shadow, until } from '../support/dom';
import { installFixtureApi, type Scenario } from '../support/fixture-api';
import { loadEntry } from '../support/widgets';

let restore = installFixtureApi();
function scenario(next: Scenario): void {
  restore();
  restore = installFixtureApi(next);
}

await loadEntry('rad-page');

const page = (name: string) => mount(`<rad-page page="${name}"></rad-page>`);
const text = (element: HTMLElement) => shadow(element).textContent ?? '';

describe('<rad-page>', () => {
  afterEach(() => scenario({}));

  for (const fixture of pageCases) {
    it(`${fixture.name}: heading and provider text, no axe violations`, async () => {
      const element = page(fixture.page);
      const heading = await rendered(element, '[part="title"]');
      expect(heading.textContent).to.equal(fixture.heading);
      await until(() => text(element).includes(fixture.text), 5000, fixture.text);
      expect(await axeViolations()).to.deep.equal([]);
    });
  }

  it('Terms: shows a loading indicator while the terms load', async () => {
    scenario({ terms: 'never' });
    const element = page('terms');
    const status = await rendered(element, '[role="status"]');
    expect(status.textContent).to.equal('Loading the terms and conditions…');
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('Terms: explains a failed load and loads again on retry', async () => {
    scenario({ terms: 503 });
    const element = page('terms');
    const alert = await rendered(element, '[role="alert"]');
    expect(alert.textContent).to.contain('The terms and conditions could not be loaded.');
    expect(alert.textContent).to.contain('temporarily');
    expect(await axeViolations()).to.deep.equal([]);
    scenario({});
    (alert.querySelector('button') as HTMLButtonElement).click();
    await until(() => text(element).includes('Availability'), 5000, 'terms after retry');
  });

  it('Privacy: links to the configured policy in a new tab, announced as such', async () => {
    const element = page('privacy');
    const link = (await rendered(element, '[part="privacy-link"]')) as HTMLAnchorElement;
    expect(link.href).to.equal('https://example.org/privacy');
    expect(link.target).to.equal('_blank');
    expect(link.textContent).to.contain('(opens in a new tab)');
  });

  it('reacts to a page attribute change', async () => {
    const element = page('contact');
    await rendered(element, '[part="title"]');
    element.setAttribute('page', 'privacy');
    await until(() => shadow(element).querySelector('[part="title"]')?.textContent === 'Privacy', 3000, 'privacy heading');
  });

  it('an unknown page says so', async () => {
    const element = page('nope');
    const alert = await rendered(element, '[role="alert"]');
    expect(alert.textContent).to.equal('This page does not exist.');
  });
});
