import { expect } from '@esm-bundle/chai';
import { emailPreviewFixture } from '../../widgets/email-preview/fixtures';
import { axeViolations } from '../support/axe';
import { mount, rendered, shadow, until } from '../support/dom';
import { installFixtureApi, type Scenario } from '../support/fixture-api';
import { loadEntry } from '../support/widgets';

let restore = installFixtureApi();
function scenario(next: Scenario): void {
  restore();
  restore = installFixtureApi(next);
}
await loadEntry('rad-email-preview');

const { template, lang, referenceId } = emailPreviewFixture.query;
const preview = () => mount(`<rad-email-preview template="${template}" lang="${lang}" reference-id="${referenceId}"></rad-email-preview>`);

describe('<rad-email-preview>', () => {
  afterEach(() => scenario({}));

  it('shows the translated e-mail through the sanitizer, with no axe violations', async () => {
    const element = preview();
    await rendered(element, '.rad-safe-html h2');
    expect(shadow(element).querySelector('.rad-safe-html h2')!.textContent).to.equal(emailPreviewFixture.heading);
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('shows a loading indicator while the e-mail loads', async () => {
    scenario({ emailPreview: 'never' });
    const status = await rendered(preview(), '[role="status"]');
    expect(status.textContent).to.equal('Loading, one moment…'); // the seeded provider's own wording of message.loading
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('says the template is unknown with the status’s message, never the server’s own words', async () => {
    scenario({ emailPreview: 404 });
    const alert = await rendered(preview(), '[role="alert"]');
    await until(() => alert.textContent?.includes('We could not find what you were looking for.'), 3000, 'the 404 message');
    expect(alert.textContent).not.to.contain('Fixture failure');
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('asks for the missing parameters instead of calling the server', async () => {
    const element = mount('<rad-email-preview></rad-email-preview>');
    const alert = await rendered(element, '[role="alert"]');
    expect(alert.textContent).to.contain('needs a template and a reference');
    expect(await axeViolations()).to.deep.equal([]);
  });
});
