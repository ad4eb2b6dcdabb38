/**
 * <rad-appointments> in Chromium, built: the summary in the clinic's zone, the instructions modal,
 * cancel (refusal and reason modal, the error linked and announced), the documents panel (a failed
 * upload keeps its file for "Try again", delete names the file). axe on every state.
 */
import { expect } from '@esm-bundle/chai';
import type { AppointmentsScenario } from '../support/appointments-fixture-api';
import {
  attachmentFixture,
  attachmentListFixture,
  bookedSummary,
  cancelledSummary,
  soonSummary,
} from '../../widgets/appointments/fixtures';
import { axeViolations } from '../support/axe';
import { mount, shadow, until } from '../support/dom';
import { installFixtureApi } from '../support/fixture-api';
import { chooseFromRowMenu, rowMenuItem } from '../support/row-menu';
import { cloneableFailures } from '../support/stay-on-page';
import { loadEntry } from '../support/widgets';

cloneableFailures();
let restore = installFixtureApi({});
await loadEntry('rad-appointments');

const events: [string, unknown][] = [];
for (const name of ['rad-appointment-cancelled', 'rad-appointment-confirmed']) {
  document.addEventListener(name, (event) => events.push([name, (event as CustomEvent).detail]));
}

async function opened(scenario: AppointmentsScenario): Promise<HTMLElement> {
  restore();
  restore = installFixtureApi({ appointments: scenario });
  events.length = 0;
  const element = mount('<rad-appointments booking-key="DEMO-APPT-1001"></rad-appointments>');
  // Loaded (or failed): every state has the page heading, so wait for the spinner to go.
  await until(() => element.shadowRoot?.querySelector('h1') && !element.shadowRoot.querySelector('.rad-spinner'), 5000, 'the appointment');
  return element;
}

const root = (element: Element) => shadow(element);
const openDialog = (element: Element) =>
  until(() => root(element).querySelector<HTMLDialogElement>('dialog[open]'), 3000, 'an open dialog');
const button = (scope: ParentNode, text: string) =>
  [...scope.querySelectorAll<HTMLButtonElement>('button')].find((node) => node.textContent?.trim() === text) ?? null;

function choose(input: HTMLInputElement, file: File): void {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const pdf = (name: string) => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], name, { type: 'application/pdf' });

describe('<rad-appointments>', () => {
  it('shows the exam, the time in the clinic’s zone, the clinic and the preparation instructions', async () => {
    const element = await opened({ summary: bookedSummary, attachments: attachmentListFixture() });
    await until(() => root(element).querySelector('.rad-attachments__empty'), 3000, 'the documents');
    const text = root(element).textContent ?? '';
    expect(root(element).querySelector('h1')!.textContent).to.equal('Your appointment, Ana');
    expect(text).to.contain('MRI knee');
    // 22:30 UTC on 14 March 2030 is 9:30 am on 15 March in Sydney (daylight time).
    expect(root(element).querySelector('time')!.textContent).to.match(/Friday,? 15 March 2030 at 9:30\s?am/i);
    expect(text).to.contain('12 Church Street, Parramatta NSW 2150');
    expect(await axeViolations(element)).to.deep.equal([]);

    button(root(element), 'Preparation instructions')!.click();
    const dialog = await openDialog(element);
    expect(dialog.textContent).to.contain('Remove all metal before the scan.');
    expect(await axeViolations(element)).to.deep.equal([]);
    button(dialog, 'Close')!.click();
  });

  it('this page is the confirmation page: Change your details leads to the details change with it as origin; not once cancelled', async () => {
    const element = await opened({ summary: bookedSummary, attachments: attachmentListFixture() });
    const link = root(element).querySelector<HTMLAnchorElement>('[part="patient-details"] a');
    expect(link?.textContent).to.equal('Change your details');
    expect(link?.getAttribute('href')).to.equal('/appointments/DEMO-APPT-1001/patient-details?origin=confirmation');
    expect(await axeViolations(element)).to.deep.equal([]);

    const cancelled = await opened({ summary: cancelledSummary, attachments: attachmentListFixture() });
    expect(root(cancelled).querySelector('[part="patient-details"]')).to.equal(null);
  });

  it('inside the prior-minutes window, Cancel shows the refusal and sends nothing', async () => {
    const scenario: AppointmentsScenario = { summary: soonSummary, attachments: attachmentListFixture() };
    const element = await opened(scenario);
    button(root(element), 'Cancel appointment')!.click();
    const dialog = await openDialog(element);
    expect(dialog.textContent).to.contain('Your appointment is too soon to cancel online. Please call the clinic.');
    expect(await axeViolations(element)).to.deep.equal([]);
    expect(scenario.cancelled ?? []).to.deep.equal([]);
  });

  it('cancel asks for a reason: the missing reason is announced and linked', async () => {
    const scenario: AppointmentsScenario = { summary: bookedSummary, attachments: attachmentListFixture() };
    const element = await opened(scenario);
    button(root(element), 'Cancel appointment')!.click();
    const dialog = await openDialog(element);
    button(dialog, 'Cancel appointment')!.click();
    const error = await until(
      () => dialog.querySelector<HTMLElement>('.rad-field__error[role="alert"]:not([hidden])'),
      2000,
      'the reason error',
    );
    expect(error.textContent).to.equal('Choose a reason.');
    expect(dialog.querySelector('fieldset')!.getAttribute('aria-describedby')).to.equal(error.id);
    expect(await axeViolations(element)).to.deep.equal([]);

    const reason = [...dialog.querySelectorAll('label')].find((label) => label.textContent === 'The time no longer suits me')!;
    reason.querySelector('input')!.click();
    const note = dialog.querySelector('textarea')!;
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(note, 'Moving house');
    note.dispatchEvent(new Event('input', { bubbles: true }));
    // Sending the form and the cancelled summary: the end-to-end journey (test/e2e/appointments.e2e.test.ts) on the real server.
    expect(reason.querySelector('input')!.checked).to.equal(true);
    expect(note.value).to.equal('Moving house');
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('a cancelled booking shows its status and offers no changes', async () => {
    const element = await opened({ summary: cancelledSummary, attachments: attachmentListFixture() });
    expect(root(element).textContent).to.contain('This appointment has been cancelled.');
    expect(button(root(element), 'Confirm my appointment')).to.equal(null);
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('a failed upload keeps the file: Try again sends the same file, and the list reloads', async () => {
    const scenario: AppointmentsScenario = { summary: bookedSummary, attachments: attachmentListFixture(), uploads: ['network', 'ok'] };
    const element = await opened(scenario);
    const input = await until(() => root(element).querySelector<HTMLInputElement>('input[type="file"]'), 3000, 'the file field');
    expect(input.accept).to.contain('application/pdf');
    choose(input, pdf('gp-referral.pdf'));
    const problem = await until(() => root(element).querySelector('.rad-upload__problem'), 3000, 'the upload error');
    expect(problem.textContent).to.equal('The connection was lost while sending this file. Please try again.');
    expect(root(element).querySelector('.rad-upload__name')!.textContent).to.equal('gp-referral.pdf');
    expect(await axeViolations(element)).to.deep.equal([]);

    button(root(element), 'Try again')!.click();
    await until(() => root(element).querySelector('[data-attachment-id]'), 3000, 'the stored document');
    expect(scenario.uploaded).to.deep.equal(['gp-referral.pdf']);
    expect(root(element).querySelector('.rad-attachments__name')!.textContent).to.equal('gp-referral.pdf');
    expect(root(element).querySelector('.rad-upload__item')).to.equal(null);
  });

  it('shows the server’s own message for a full booking and for too many uploads (issue 23 quotas)', async () => {
    const scenario: AppointmentsScenario = {
      summary: bookedSummary,
      attachments: attachmentListFixture(),
      uploads: [
        { status: 409, message: 'attachments.limit_files', code: 'attachment_limit_files' },
        { status: 429, message: 'attachments.upload_rate_limited', code: 'upload_rate_limited' },
      ],
    };
    const element = await opened(scenario);
    const input = await until(() => root(element).querySelector<HTMLInputElement>('input[type="file"]'), 3000, 'the file field');
    choose(input, pdf('one-too-many.pdf'));
    const problem = await until(() => root(element).querySelector('.rad-upload__problem'), 3000, 'the quota message');
    expect(problem.textContent).to.equal('This booking already has as many documents as it can hold. Delete one to add another.');
    expect(await axeViolations(element)).to.deep.equal([]);
    button(root(element), 'Try again')!.click();
    await until(
      () =>
        root(element).querySelector('.rad-upload__problem')?.textContent ===
        'Too many files were sent in a short time. Please wait a few minutes and try again.',
      3000,
      'the rate message',
    );
    expect(scenario.uploaded ?? []).to.deep.equal([]);
  });

  it('each row keeps Show in view and the rest in its menu: arrows move, Escape gives the focus back; axe with the menu open', async () => {
    const scenario: AppointmentsScenario = {
      summary: bookedSummary,
      attachments: attachmentListFixture([attachmentFixture(1, 'referral.pdf')]),
    };
    const element = await opened(scenario);
    const row = await until(() => root(element).querySelector<HTMLElement>('[data-attachment-id="1"]'), 3000, 'the document');
    expect([...row.querySelectorAll('button, a')].map((node) => node.textContent?.trim())).to.deep.equal([
      'Show referral.pdf',
      'More actions for referral.pdf',
    ]);
    const first = await rowMenuItem(root(element), 'referral.pdf', 'Download referral.pdf');
    const menu = root(element).querySelector<HTMLElement>('[role="menu"]')!;
    const more = row.querySelector<HTMLButtonElement>('[aria-haspopup="menu"]')!;
    expect(more.getAttribute('aria-expanded')).to.equal('true');
    expect(more.getAttribute('aria-controls')).to.equal(menu.id);
    expect([...menu.querySelectorAll('[role="menuitem"]')].map((node) => node.textContent)).to.deep.equal([
      'Download referral.pdf',
      'View the pages of referral.pdf',
      'Replace referral.pdf',
      'Delete referral.pdf',
      'About referral.pdf',
    ]);
    await until(() => root(element).activeElement === first, 2000, 'the focus on the first item');
    expect(first.getAttribute('href')).to.match(/\/attachments\/1\/download$/);
    const key = (value: string) =>
      root(element).activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: value, bubbles: true, composed: true }));
    key('ArrowUp');
    expect(root(element).activeElement!.textContent).to.equal('About referral.pdf');
    key('ArrowDown');
    key('ArrowDown');
    expect(root(element).activeElement!.textContent).to.equal('View the pages of referral.pdf');
    // Placed by floating-ui under (or over) its button, inside the window.
    const box = menu.getBoundingClientRect();
    expect(box.left).to.be.at.least(0);
    expect(box.right).to.be.at.most(window.innerWidth);
    expect(await axeViolations(element)).to.deep.equal([]);
    key('Escape');
    await until(() => !root(element).querySelector('[role="menu"]'), 2000, 'the menu to close');
    expect(root(element).activeElement).to.equal(more);
    expect(more.getAttribute('aria-expanded')).to.equal('false');
  });

  it('refuses a file type before sending, with form.referral_file_types linked to the field', async () => {
    const scenario: AppointmentsScenario = { summary: bookedSummary, attachments: attachmentListFixture() };
    const element = await opened(scenario);
    const input = await until(() => root(element).querySelector<HTMLInputElement>('input[type="file"]'), 3000, 'the file field');
    choose(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    const error = await until(
      () => root(element).querySelector<HTMLElement>('.rad-upload .rad-field__error:not([hidden])'),
      2000,
      'the type error',
    );
    expect(error.textContent).to.equal(
      'notes.txt: This type of file cannot be uploaded. Please choose one of these file types: PDF, JPEG, PNG.',
    );
    expect(input.getAttribute('aria-describedby')).to.contain(error.id);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(scenario.uploaded ?? []).to.deep.equal([]);
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('delete asks first, naming the file; Cancel keeps it, Delete removes it from the reloaded list', async () => {
    const scenario: AppointmentsScenario = {
      summary: bookedSummary,
      attachments: attachmentListFixture([attachmentFixture(1, 'referral.pdf'), attachmentFixture(2, 'card.png', 'image/png')]),
    };
    const element = await opened(scenario);
    await until(() => root(element).querySelectorAll('[data-attachment-id]').length === 2, 3000, 'two documents');
    await chooseFromRowMenu(root(element), 'card.png', 'Delete card.png');
    let dialog = await openDialog(element);
    expect(dialog.textContent).to.contain('Do you want to delete card.png? This cannot be undone.');
    expect(await axeViolations(element)).to.deep.equal([]);
    button(dialog, 'Cancel')!.click();
    await until(() => !root(element).querySelector('dialog[open]'), 2000, 'the dialog to close');
    expect(root(element).querySelectorAll('[data-attachment-id]').length).to.equal(2);

    await chooseFromRowMenu(root(element), 'card.png', 'Delete card.png');
    dialog = await openDialog(element);
    button(dialog, 'Delete')!.click();
    await until(() => root(element).querySelectorAll('[data-attachment-id]').length === 1, 3000, 'one document left');
    expect(root(element).querySelector('.rad-attachments__name')!.textContent).to.equal('referral.pdf');
  });

  it('shows loading and load-failure states with a way to try again', async () => {
    let element = await opened({ summary: 503 });
    expect(root(element).textContent).to.contain('We could not load your appointment.');
    expect(button(root(element), 'Try again')).to.not.equal(null);
    expect(await axeViolations(element)).to.deep.equal([]);
    restore();
    restore = installFixtureApi({ appointments: { summary: 'never' } });
    element = mount('<rad-appointments booking-key="DEMO-APPT-1001"></rad-appointments>');
    await until(() => root(element).textContent?.includes('Loading your appointment…'), 3000, 'the spinner');
    expect(await axeViolations(element)).to.deep.equal([]);
  });
});
