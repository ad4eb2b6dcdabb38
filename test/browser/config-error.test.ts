import { expect } from '@esm-bundle/chai';
import { axeViolations } from '../support/axe';
import { mount, rendered, shadow, until } from '../support/dom';
import { installFixtureApi } from '../support/fixture-api';
import { loadEntry } from '../support/widgets';

let restore = installFixtureApi({ config: 503 });
await loadEntry('rad-widgets');

describe('settings cannot load', () => {
  it('shows a translated error with a retry instead of a blank element, then recovers', async () => {
    // A host page has its own heading; the error panel sits inside it.
    mount('<h1>Clinic news</h1>');
    document.querySelector('main')!.insertAdjacentHTML('beforeend', '<rad-deny status="EXPIRED"></rad-deny>');
    const element = document.querySelector('rad-deny') as HTMLElement;
    const alert = await rendered(element, '[role="alert"]');
    expect(alert.textContent).to.contain('This page could not load its settings. Please try again.');
    expect(await axeViolations()).to.deep.equal([]);
    restore();
    restore = installFixtureApi();
    (alert.querySelector('button') as HTMLButtonElement).click();
    await until(() => shadow(element).querySelector('[part="message"]'), 5000, 'the deny message after retry');
  });
});
