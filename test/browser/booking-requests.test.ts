/**
 * <rad-booking-requests> in Chromium, built: the status and exam, the info modal, the cancel
 * confirmation (dismissing sends nothing), the documents panel. axe on every state.
 */
import { expect } from '@esm-bundle/chai';
import type { AppointmentsScenario } from '../support/appointments-fixture-api';
import { attachmentListFixture } from '../../widgets/appointments/fixtures';
import { pendingRequest } from '../../widgets/booking-requests/fixtures';
import { axeViolations } from '../support/axe';
import { mount, shadow, until } from '../support/dom';
import { installFixtureApi } from '../support/fixture-api';
import { loadEntry } from '../support/widgets';

let restore = installFixtureApi({});
await loadEntry('rad-booking-requests');

async function opened(scenario: Omit<AppointmentsScenario, 'summary'>): Promise<HTMLElement> {
  restore();
  restore = installFixtureApi({ appointments: { summary: 404, ...scenario } });
  const element = mount('<rad-booking-requests booking-key="DEMO-BR-2001"></rad-booking-requests>');
  // Loaded (or failed): every state has the page heading, so wait for the spinner to go.
  await until(
    () => element.shadowRoot?.querySelector('h1') && !element.shadowRoot.querySelector('.rad-spinner'),
    5000,
    'the booking request',
  );
  return element;
}

const root = (element: Element) => shadow(element);
const openDialog = (element: Element) =>
  until(() => root(element).querySelector<HTMLDialogElement>('dialog[open]'), 3000, 'an open dialog');
const button = (scope: ParentNode, text: string) =>
  [...scope.querySelectorAll<HTMLButtonElement>('button')].find((node) => node.textContent?.trim() === text) ?? null;

describe('<rad-booking-requests>', () => {
  it('shows a waiting request without an exam, its documents, and the info modal', async () => {
    const element = await opened({ bookingRequest: { ...pendingRequest }, attachments: attachmentListFixture() });
    expect(root(element).querySelector('h1')!.textContent).to.equal('Your booking request, Mei');
    expect(root(element).textContent).to.contain('The clinic will choose the examination from your referral.');
    await until(() => root(element).querySelector('.rad-attachments__empty'), 3000, 'the documents');
    expect(await axeViolations(element)).to.deep.equal([]);
    button(root(element), 'About booking requests')!.click();
    const dialog = await openDialog(element);
    expect(dialog.textContent).to.contain('A booking request asks the clinic to find a time for you.');
    expect(await axeViolations(element)).to.deep.equal([]);
    button(dialog, 'Close')!.click();
  });

  it('cancel asks first with its own title and message; Keep request sends nothing', async () => {
    const scenario: Omit<AppointmentsScenario, 'summary'> = { bookingRequest: { ...pendingRequest }, attachments: attachmentListFixture() };
    const element = await opened(scenario);
    button(root(element), 'Cancel request')!.click();
    const dialog = await openDialog(element);
    expect(dialog.querySelector('h2')!.textContent).to.equal('Cancel this booking request?');
    expect(dialog.textContent).to.contain('The clinic will stop looking for a time for you.');
    expect(await axeViolations(element)).to.deep.equal([]);
    button(dialog, 'Keep request')!.click();
    await until(() => !root(element).querySelector('dialog[open]'), 2000, 'the dialog to close');
    expect(scenario.statusChanges ?? []).to.deep.equal([]);
    expect(root(element).textContent).to.contain('The clinic has your request');
  });
});
