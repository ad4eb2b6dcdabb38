/**
 * <rad-results> and the sharing panel in Chromium, built: own results (the report as text, the
 * time in the clinic's zone, the images link), not ready yet, a contact's share, expired results
 * and a withdrawn share (on to the deny page, replacing this one), a failed load with retry; the
 * share modal (errors linked to their fields and announced, phone only when SMS is enabled, a
 * failed send keeps what was typed), the list, and stop sharing behind a confirmation naming the
 * contact. axe on every state and every modal.
 */
import { expect } from '@esm-bundle/chai';
import { activeShare, revokedShare, sharesFixture } from '../../src/sharing/fixtures';
import { EXPIRED, REVOKED, notReadyResults, ownResults, sharedHistory } from '../../widgets/results/fixtures';
import { axeViolations } from '../support/axe';
import { mount, shadow, until } from '../support/dom';
import { installFixtureApi } from '../support/fixture-api';
import type { ResultsScenario } from '../support/results-fixture-api';
import { cloneableFailures } from '../support/stay-on-page';
import { loadEntry } from '../support/widgets';

// A failed DOM comparison must be reported, not hang the runner (see the helper).
cloneableFailures();

let restore = installFixtureApi({});
await loadEntry('rad-results');

const navigations: { path: string; replace?: boolean }[] = [];
document.addEventListener('rad-navigate', (event) => {
  event.preventDefault(); // the host handles it, as the portal does
  navigations.push((event as CustomEvent<{ path: string; replace?: boolean }>).detail);
});

async function opened(scenario: ResultsScenario, attributes = 'booking-key="DEMO-APPT-1001"'): Promise<HTMLElement> {
  restore();
  restore = installFixtureApi({ results: scenario });
  navigations.length = 0;
  const element = mount(`<rad-results ${attributes}></rad-results>`);
  await until(() => element.shadowRoot?.querySelector('h1') && !element.shadowRoot.querySelector('.rad-spinner'), 5000, 'the results');
  return element;
}

const root = (element: Element) => shadow(element);
const openDialog = (element: Element) =>
  until(() => root(element).querySelector<HTMLDialogElement>('dialog[open]'), 3000, 'an open dialog');
const button = (scope: ParentNode, text: string) =>
  [...scope.querySelectorAll<HTMLButtonElement>('button')].find((node) => node.textContent?.trim() === text) ?? null;
const labelled = (scope: ParentNode, text: string) => {
  const label = [...scope.querySelectorAll('label')].find((node) => node.textContent?.trim() === text);
  if (!label) throw new Error(`no label "${text}"`);
  return (label.control ?? label.querySelector('input')) as HTMLInputElement;
};
function type(input: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('<rad-results>', () => {
  it('shows the report as text, the exam’s day in the clinic’s zone, and the images link', async () => {
    const element = await opened({ results: ownResults, shares: sharesFixture() });
    const page = root(element);
    expect(page.querySelector('h1')!.textContent).to.equal('Your results, Ana');
    expect(page.activeElement).to.equal(page.querySelector('h1')); // focus starts at the results
    const report = page.querySelector('[part="report"]')!;
    expect([...report.querySelectorAll('p')].map((p) => p.textContent)).to.deep.equal([
      'MRI LEFT KNEE (demo report)',
      'Findings: a small tear of the posterior horn of the medial meniscus. The cruciate and collateral ligaments are intact.',
      'Conclusion: small medial meniscal tear.',
    ]);
    // 22:30 UTC on 14 March 2030 is 15 March in Sydney.
    expect(page.querySelector('.results__when')!.textContent).to.match(/Friday,? 15 March 2030 at Parramatta Imaging/);
    const images = page.querySelector<HTMLAnchorElement>('[part="images-link"]')!;
    expect(images.href).to.equal(`${location.origin}/referrer/quick-report?imsec=demo-imsec-active-mr-knee-1001`);
    expect(images.target).to.equal('_blank');
    expect(images.textContent).to.contain('(opens in a new tab)');
    await until(() => page.querySelector('.rad-sharing .rad-button'), 3000, 'the sharing panel');
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('says when the results are not ready, and sharing waits for them', async () => {
    const element = await opened({ results: notReadyResults, shares: sharesFixture([], { shareableTypes: [] }) });
    await until(() => root(element).querySelector('.rad-sharing__not-ready'), 3000, 'the sharing note');
    expect(root(element).querySelector('.results__empty')!.textContent).to.equal(
      'Your results are not ready yet. We will let you know when they are.',
    );
    expect(button(root(element), 'Share with someone')).to.equal(null);
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('a contact’s share asks by slug, shows whose history it is, and offers no sharing', async () => {
    const scenario: ResultsScenario = { results: sharedHistory };
    const element = await opened(scenario, 'slug="share-ana-knee" shared');
    expect(scenario.asked).to.deep.equal(['/api/secured/shared_results/share-ana-knee']);
    expect(root(element).querySelector('h1')!.textContent).to.equal("Ana's imaging history, shared with you");
    expect(root(element).querySelectorAll('[part="result"]').length).to.equal(2);
    expect(root(element).querySelector('.results__no-images')!.textContent).to.equal('The images of this exam cannot be viewed online.');
    expect(root(element).querySelector('.rad-sharing')).to.equal(null);
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('expired results go on to the deny page’s results-expired message, replacing this page', async () => {
    const element = await opened({ results: EXPIRED });
    await until(() => navigations.length, 3000, 'the navigation');
    expect(navigations).to.deep.equal([{ path: '/deny?resultsExpired=true', replace: true }]);
    expect(root(element).textContent).to.contain('The link to these results has expired.');
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('a withdrawn share goes on to the access-revoked message', async () => {
    const element = await opened({ results: REVOKED }, 'slug="share-ana-knee" shared');
    await until(() => navigations.length, 3000, 'the navigation');
    expect(navigations).to.deep.equal([{ path: '/deny?revoked=true', replace: true }]);
    expect(root(element).textContent).to.contain('withdrawn your access');
  });

  it('a failed load keeps the heading and offers Try again', async () => {
    const scenario: ResultsScenario = { results: 503, shares: sharesFixture() };
    const element = await opened(scenario);
    expect(root(element).querySelector('h1')!.textContent).to.equal('Results');
    expect(root(element).querySelector('.rad-banner')!.textContent).to.contain('temporarily unavailable');
    expect(await axeViolations(element)).to.deep.equal([]);
    scenario.results = ownResults;
    button(root(element), 'Try again')!.click();
    await until(() => root(element).querySelector('[part="result"]'), 3000, 'the results after retry');
  });
});

describe('sharing panel', () => {
  it('lists shares with their dates; a revoked one says when it stopped', async () => {
    const element = await opened({ results: ownResults, shares: sharesFixture([activeShare, revokedShare]) });
    const items = await until(
      () => root(element).querySelectorAll('.rad-sharing__item').length === 2 && root(element).querySelectorAll('.rad-sharing__item'),
      3000,
      'the list',
    );
    expect(items[0]!.textContent).to.contain('Sam Kovac');
    expect(items[0]!.textContent).to.contain('Shared on 20 March 2030');
    expect(button(items[0]!, 'Stop sharing with Sam Kovac')).to.not.equal(null);
    expect(items[1]!.textContent).to.contain('Stopped on 19 March 2030');
    expect(button(items[1]!, 'Stop sharing with Dr Lee')).to.equal(null);
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('the share modal links each error to its field, announces it and focuses the first', async () => {
    const scenario: ResultsScenario = { results: ownResults, shares: sharesFixture() };
    const element = await opened(scenario);
    (await until(() => button(root(element), 'Share with someone'), 3000, 'the share button')).click();
    const dialog = await openDialog(element);
    expect(dialog.querySelector('h2')!.textContent).to.equal('Share your results');
    expect(await axeViolations(element)).to.deep.equal([]);

    button(dialog, 'Send the link')!.click();
    const typeError = await until(
      () => dialog.querySelector<HTMLElement>('fieldset .rad-field__error:not([hidden])'),
      2000,
      'the type error',
    );
    expect(typeError.textContent).to.equal('Choose what you want to share.');
    expect(typeError.getAttribute('role')).to.equal('alert');
    expect(dialog.querySelector('fieldset')!.getAttribute('aria-describedby')).to.equal(typeError.id);
    const name = labelled(dialog, 'Their name');
    expect(name.getAttribute('aria-invalid')).to.equal('true');
    const nameError = dialog.querySelector<HTMLElement>(`#${CSS.escape(name.getAttribute('aria-describedby')!)}`)!;
    expect(nameError.textContent).to.equal('Enter the name of the person you are sharing with.');
    expect(await axeViolations(element)).to.deep.equal([]);

    labelled(dialog, 'The results of this appointment').click();
    type(name, 'Jo Contact');
    type(labelled(dialog, 'Their e-mail address'), 'jo@');
    button(dialog, 'Send the link')!.click();
    const email = labelled(dialog, 'Their e-mail address');
    await until(() => email.getAttribute('aria-invalid') === 'true', 2000, 'the e-mail error');
    expect(shadow(element).activeElement).to.equal(email);
    expect(dialog.textContent).to.contain('Enter an e-mail address like name@example.com.');
    expect(scenario.created ?? []).to.deep.equal([]);
  });

  it('by SMS: the number’s own check; a failed send keeps everything typed; then it shares and says so', async () => {
    const scenario: ResultsScenario = {
      results: ownResults,
      shares: sharesFixture([], { shareableTypes: ['RESULT'] }),
      // 422: an answer, not retried (a 5xx is retried with the same idempotency key).
      creates: [422, 'ok'],
    };
    const element = await opened(scenario);
    (await until(() => button(root(element), 'Share with someone'), 3000, 'the share button')).click();
    const dialog = await openDialog(element);
    // One type on offer: it is said, not asked.
    expect(dialog.querySelector('.rad-sharing__type')!.textContent).to.equal('The results of this appointment');
    type(labelled(dialog, 'Their name'), 'Dr Lee');
    labelled(dialog, 'By SMS').click();
    const phone = await until(
      () =>
        [...dialog.querySelectorAll('label')].some((l) => l.textContent === 'Their mobile number') &&
        labelled(dialog, 'Their mobile number'),
      2000,
      'the phone field',
    );
    expect(phone.type).to.equal('tel');
    type(phone, '0455 667');
    type(dialog.querySelector('textarea')!, 'For the second opinion');
    expect(dialog.textContent).to.contain('128 of 150 characters left');
    button(dialog, 'Send the link')!.click();
    await until(() => phone.getAttribute('aria-invalid') === 'true', 2000, 'the phone error');
    expect(dialog.textContent).to.contain('Enter a mobile number of 9 to 15 digits');
    expect(await axeViolations(element)).to.deep.equal([]);

    type(phone, '+61 455 667 788');
    button(dialog, 'Send the link')!.click();
    await until(() => dialog.querySelector('form > .rad-field__error[role="alert"]'), 3000, 'the send failure');
    expect(dialog.textContent).to.contain('We could not share your results. Nothing was sent.');
    expect(phone.value).to.equal('+61 455 667 788');
    expect(labelled(dialog, 'Their name').value).to.equal('Dr Lee');

    button(dialog, 'Send the link')!.click();
    await until(() => !dialog.open, 3000, 'the modal to close');
    const notice = await until(() => root(element).querySelector('[role="status"] .rad-sharing__notice'), 3000, 'the notice');
    expect(notice.textContent).to.equal('We have sent Dr Lee a secure link to your results by SMS.');
    expect(scenario.created!.at(-1)).to.deep.equal({
      contactDetailsType: 'PHONE',
      contactDetails: '+61455667788',
      contactName: 'Dr Lee',
      note: 'For the second opinion',
      type: 'RESULT',
      locale: 'en-AU',
    });
    await until(() => root(element).querySelector('.rad-sharing__item'), 3000, 'the new share in the list');
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('a send the server refuses field by field shows it at the field; its own words and a lost answer never show as text', async () => {
    const scenario: ResultsScenario = {
      results: ownResults,
      shares: sharesFixture([], { shareableTypes: ['RESULT'] }),
      creates: [
        {
          status: 400,
          body: {
            message: 'sharing.email_invalid',
            code: 'invalid_request',
            issues: [{ path: 'contactDetails', message: 'sharing.email_invalid' }],
          },
        },
        { status: 403, body: { message: 'Sharing is switched off, call 1900 123 456' } },
        'malformed',
        'ok',
      ],
    };
    const element = await opened(scenario);
    (await until(() => button(root(element), 'Share with someone'), 3000, 'the share button')).click();
    const dialog = await openDialog(element);
    type(labelled(dialog, 'Their name'), 'Dr Lee');
    const email = labelled(dialog, 'Their e-mail address');
    type(email, 'lee@example.test');
    button(dialog, 'Send the link')!.click();
    await until(() => email.getAttribute('aria-invalid') === 'true', 3000, 'the server’s message at the field');
    expect(root(element).activeElement).to.equal(email);
    expect(await axeViolations(element)).to.deep.equal([]);

    button(dialog, 'Send the link')!.click();
    await until(() => dialog.querySelector('form > .rad-field__error[role="alert"]'), 3000, 'the refusal');
    expect(dialog.textContent).to.contain('We could not share your results. Nothing was sent.');
    expect(dialog.textContent).not.to.contain('1900');

    button(dialog, 'Send the link')!.click();
    await until(() => /could not read/.test(dialog.textContent ?? ''), 3000, 'the lost answer');
    expect(labelled(dialog, 'Their name').value).to.equal('Dr Lee');
    button(dialog, 'Send the link')!.click();
    await until(() => !dialog.open, 3000, 'the modal to close');
  });

  it('without SMS there is no phone choice', async () => {
    const element = await opened({ results: ownResults, shares: sharesFixture([], { rules: { smsEnabled: false, noteMaxLength: 150 } }) });
    (await until(() => button(root(element), 'Share with someone'), 3000, 'the share button')).click();
    const dialog = await openDialog(element);
    expect(dialog.textContent).to.not.contain('By SMS');
    expect(labelled(dialog, 'Their e-mail address').type).to.equal('email');
  });

  it('stop sharing asks first, naming the contact; Cancel changes nothing, Stop sharing does', async () => {
    const scenario: ResultsScenario = { results: ownResults, shares: sharesFixture([activeShare]) };
    const element = await opened(scenario);
    (await until(() => button(root(element), 'Stop sharing with Sam Kovac'), 3000, 'the stop button')).click();
    let dialog = await openDialog(element);
    expect(dialog.querySelector('h2')!.textContent).to.equal('Stop sharing with Sam Kovac?');
    expect(dialog.textContent).to.contain('Sam Kovac will no longer be able to open your results');
    expect(await axeViolations(element)).to.deep.equal([]);
    button(dialog, 'Cancel')!.click();
    await until(() => !dialog.open, 2000, 'the dialog to close');
    expect(scenario.revoked ?? []).to.deep.equal([]);

    button(root(element), 'Stop sharing with Sam Kovac')!.click();
    dialog = await openDialog(element);
    button(dialog, 'Stop sharing')!.click();
    await until(() => root(element).querySelector('.rad-sharing__revoked'), 3000, 'the revoked share');
    expect(scenario.revoked).to.deep.equal([11]);
    expect(root(element).querySelector('[role="status"]')!.textContent).to.equal('Sam Kovac can no longer open your results.');
    expect(await axeViolations(element)).to.deep.equal([]);
  });
});
