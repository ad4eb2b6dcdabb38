/**
 * <rad-unsubscribe> in Chromium, built: nothing is sent on opening; Unsubscribe names the masked
 * address and offers Subscribe again; a failed request keeps the page for another try; an unknown
 * or missing token says the link does not work. axe on every state.
 */
import { expect } from '@esm-bundle/chai';
import { FIXTURE_TOKEN } from '../../widgets/unsubscribe/fixtures';
import { axeViolations } from '../support/axe';
import { mount, shadow, until } from '../support/dom';
import { installFixtureApi } from '../support/fixture-api';
import type { UnsubscribeScenario } from '../support/unsubscribe-fixture-api';
import { cloneableFailures } from '../support/stay-on-page';
import { loadEntry } from '../support/widgets';

// A failed DOM comparison must be reported, not hang the runner (see the helper).
cloneableFailures();

let restore = installFixtureApi({});
await loadEntry('rad-unsubscribe');

const events: boolean[] = [];
document.addEventListener('rad-unsubscribed', (event) =>
  events.push((event as CustomEvent<{ unsubscribed: boolean }>).detail.unsubscribed),
);

async function opened(scenario: UnsubscribeScenario, token: string | null = FIXTURE_TOKEN): Promise<HTMLElement> {
  restore();
  restore = installFixtureApi({ unsubscribe: scenario });
  events.length = 0;
  const element = mount(token === null ? '<rad-unsubscribe></rad-unsubscribe>' : `<rad-unsubscribe token="${token}"></rad-unsubscribe>`);
  await until(() => element.shadowRoot?.querySelector('h1'), 5000, 'the page');
  return element;
}

const heading = (element: Element) => shadow(element).querySelector('h1')!.textContent;
const button = (element: Element, text: string) =>
  [...shadow(element).querySelectorAll<HTMLButtonElement>('button')].find((node) => node.textContent?.trim() === text) ?? null;

describe('<rad-unsubscribe>', () => {
  it('asks first (nothing is sent on opening), then names the masked address; Subscribe again undoes it', async () => {
    const scenario: UnsubscribeScenario = {};
    const element = await opened(scenario);
    expect(heading(element)).to.equal('Stop e-mail notifications?');
    expect(shadow(element).textContent).to.contain('E-mails you ask for still arrive');
    expect(scenario.calls ?? []).to.deep.equal([]);
    expect(await axeViolations(element)).to.deep.equal([]);

    button(element, 'Unsubscribe')!.click();
    await until(() => heading(element) === 'You are unsubscribed', 3000, 'the done page');
    expect(shadow(element).querySelector('[role="status"]')!.textContent).to.equal(
      'We will no longer send e-mail notifications to a•••@example.com.',
    );
    expect(shadow(element).activeElement).to.equal(shadow(element).querySelector('h1'));
    expect(scenario.calls).to.deep.equal([{ path: '/api/notifications/unsubscribe', token: FIXTURE_TOKEN }]);
    expect(events).to.deep.equal([true]);
    expect(await axeViolations(element)).to.deep.equal([]);

    button(element, 'Subscribe again')!.click();
    await until(() => heading(element) === 'You are subscribed again', 3000, 'the subscribed page');
    expect(shadow(element).textContent).to.contain('We will send e-mail notifications to a•••@example.com again.');
    expect(events).to.deep.equal([true, false]);
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('a failed request keeps the page and lets the person try again', async () => {
    const scenario: UnsubscribeScenario = { answers: [422, 'ok'] };
    const element = await opened(scenario);
    button(element, 'Unsubscribe')!.click();
    const banner = await until(() => shadow(element).querySelector('.rad-banner'), 3000, 'the error');
    expect(banner.textContent).to.equal('Something went wrong. Please try again.');
    expect(heading(element)).to.equal('Stop e-mail notifications?');
    expect(await axeViolations(element)).to.deep.equal([]);
    button(element, 'Unsubscribe')!.click();
    await until(() => heading(element) === 'You are unsubscribed', 3000, 'the done page');
  });

  it('an unknown token, and a page without one, say the link does not work', async () => {
    const element = await opened({ answers: [404] });
    button(element, 'Unsubscribe')!.click();
    await until(() => heading(element) === 'This link does not work', 3000, 'the invalid page');
    expect(await axeViolations(element)).to.deep.equal([]);
    const bare = await opened({}, null);
    expect(heading(bare)).to.equal('This link does not work');
    expect(button(bare, 'Unsubscribe')).to.equal(null);
  });
});
