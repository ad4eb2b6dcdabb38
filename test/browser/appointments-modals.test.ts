/**
 * Every modal of <rad-appointments> in Chromium, built, with axe on each: the cancel reason modal
 * sending its form, the cancellation questionnaire (and its closing confirmation), the required
 * questionnaire before Confirm (and a denying outcome's modal), the reschedule refusal and the
 * reschedule confirmation over the slot grid, the consent modal, the replace dialog and the
 * document pages dialog; the statuses, the pending page and the kiosk variant. The booking-request
 * page's modals are in booking-requests.test.ts, the viewer's in attachment-viewer.test.ts.
 */
import { expect } from '@esm-bundle/chai';
import type { AppointmentsScenario } from '../support/appointments-fixture-api';
import {
  attachmentFixture,
  attachmentListFixture,
  bookedSummary,
  cancelQuestionnaire,
  changedSummary,
  consentFormsFixture,
  movedSummary,
  pendingSummary,
  rescheduledSummary,
  safetyQuestionnaire,
  walkInSummary,
} from '../../widgets/appointments/fixtures';
import { axeViolations } from '../support/axe';
import { mount, shadow, until } from '../support/dom';
import { installFixtureApi } from '../support/fixture-api';
import { chooseFromRowMenu } from '../support/row-menu';
import { cloneableFailures, stayOnPage } from '../support/stay-on-page';
import { loadEntry } from '../support/widgets';

const links = stayOnPage();
cloneableFailures();
let restore = installFixtureApi({});
await loadEntry('rad-appointments');

const events: [string, unknown][] = [];
for (const name of ['rad-appointment-cancelled', 'rad-appointment-confirmed', 'rad-appointment-rescheduled']) {
  document.addEventListener(name, (event) => events.push([name, (event as CustomEvent).detail]));
}

async function opened(scenario: Partial<AppointmentsScenario>, attributes = 'booking-key="DEMO-APPT-1001"'): Promise<HTMLElement> {
  restore();
  // The fixture records what the widget sent into the test's own scenario object.
  const full = Object.assign(scenario, {
    summary: scenario.summary ?? bookedSummary,
    attachments: scenario.attachments ?? attachmentListFixture(),
  });
  restore = installFixtureApi({ appointments: full as AppointmentsScenario, booking: {} });
  events.length = 0;
  const element = mount(`<rad-appointments ${attributes}></rad-appointments>`);
  await until(() => element.shadowRoot?.querySelector('h1') && !element.shadowRoot.querySelector('.rad-spinner'), 5000, 'the appointment');
  return element;
}

afterEach(() => {
  document.querySelector('main')?.replaceChildren();
});

const root = (element: Element) => shadow(element);
const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const openDialog = (element: Element, title?: string) =>
  until(
    () =>
      [...root(element).querySelectorAll<HTMLDialogElement>('dialog[open]')].find(
        (dialog) => !title || text(dialog.querySelector('h2')) === title,
      ),
    5000,
    `the dialog ${title ?? ''}`,
  );
const noDialog = (element: Element) => until(() => !root(element).querySelector('dialog[open]'), 3000, 'no open dialog');
const button = (scope: ParentNode, label: string) =>
  [...scope.querySelectorAll<HTMLButtonElement>('button')].find((node) => text(node) === label) ?? null;
const notice = (element: Element) => until(() => root(element).querySelector<HTMLElement>('.appointments__notice'), 3000, 'the notice');

describe('<rad-appointments> modals', () => {
  it('the cancel reason modal sends reason and note, then the page says cancelled and the notice has focus', async () => {
    const scenario: Partial<AppointmentsScenario> = {};
    const element = await opened(scenario);
    button(root(element), 'Cancel appointment')!.click();
    const dialog = await openDialog(element, 'Cancel your appointment');
    [...dialog.querySelectorAll('label')]
      .find((label) => text(label) === 'The cost')!
      .querySelector('input')!
      .click();
    const note = dialog.querySelector('textarea')!;
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(note, 'Too far');
    note.dispatchEvent(new Event('input', { bubbles: true }));
    expect(await axeViolations(element)).to.deep.equal([]);
    button(dialog, 'Cancel appointment')!.click();
    const shown = await notice(element);
    expect(text(shown)).to.equal('Your appointment has been cancelled.');
    expect(root(element).activeElement).to.equal(shown);
    expect((scenario as AppointmentsScenario).cancelled).to.deep.equal([{ reason: 'cost', note: 'Too far' }]);
    expect(events).to.deep.equal([['rad-appointment-cancelled', { bookingKey: 'DEMO-APPT-1001', status: 'CANCELED' }]]);
    expect(text(root(element).querySelector('.rad-banner'))).to.equal('This appointment has been cancelled.');
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('a configured cancellation questionnaire opens instead; closing it asks first, then changes nothing and gives focus back', async () => {
    const scenario: Partial<AppointmentsScenario> = { questionnaires: [cancelQuestionnaire] };
    const element = await opened(scenario);
    const cancel = button(root(element), 'Cancel appointment')!;
    cancel.click();
    const dialog = await openDialog(element, 'Cancel your appointment');
    expect(dialog.textContent).to.contain('Would you like us to contact you to book another time?');
    expect(await axeViolations(element)).to.deep.equal([]);
    button(dialog, 'Close')!.click();
    const asking = await openDialog(element, 'Leave this questionnaire?');
    expect(asking.getAttribute('role')).to.equal('alertdialog');
    expect(await axeViolations(element)).to.deep.equal([]);
    button(asking, 'Leave')!.click();
    await noDialog(element);
    await until(() => root(element).activeElement === cancel, 2000, 'focus back on Cancel');
    expect((scenario as AppointmentsScenario).questionnairesSaved ?? []).to.deep.equal([]);
    expect(root(element).querySelector('.appointments__notice')).to.equal(null);
  });

  it('answering the cancellation questionnaire cancels; a refusal of the server keeps the answers on screen', async () => {
    const scenario: Partial<AppointmentsScenario> = {
      questionnaires: [cancelQuestionnaire],
      questionnaireSaves: [{ status: 409, message: 'message.cancel_prior_minutes' }, {}],
    };
    const element = await opened(scenario);
    button(root(element), 'Cancel appointment')!.click();
    const dialog = await openDialog(element, 'Cancel your appointment');
    [...dialog.querySelectorAll('label')].find((label) => text(label) === 'No')!.click();
    button(dialog, 'Submit answers')!.click();
    await until(() => dialog.textContent?.includes('Your appointment is too soon to cancel online.'), 3000, 'the refusal');
    expect([...dialog.querySelectorAll<HTMLInputElement>('input[type="radio"]')].some((input) => input.checked)).to.equal(true);
    expect(await axeViolations(element)).to.deep.equal([]);
    // The fixture's summary is now cancelled: a second try goes through.
    (scenario as AppointmentsScenario).summary = {
      ...bookedSummary,
      status: 'CANCELED',
      items: bookedSummary.items.map((item) => ({ ...item, status: 'CANCELED' })),
    };
    button(dialog, 'Submit answers')!.click();
    expect(text(await notice(element))).to.equal('Your appointment has been cancelled.');
    expect((scenario as AppointmentsScenario).questionnairesSaved).to.deep.equal(['cancellation-reasons', 'cancellation-reasons']);
  });

  it('Confirm asks the required questionnaire first, then confirms', async () => {
    const scenario: Partial<AppointmentsScenario> = { questionnaires: [safetyQuestionnaire] };
    const element = await opened(scenario);
    button(root(element), 'Confirm my appointment')!.click();
    const dialog = await openDialog(element, 'MRI safety questions');
    expect(await axeViolations(element)).to.deep.equal([]);
    [...dialog.querySelectorAll('label')].find((label) => text(label) === 'No')!.click();
    button(dialog, 'Submit answers')!.click();
    expect(text(await notice(element))).to.equal('Thank you. Your appointment is confirmed.');
    expect(events).to.deep.equal([['rad-appointment-confirmed', { bookingKey: 'DEMO-APPT-1001' }]]);
    expect(text(root(element).querySelector('.appointments__confirmed'))).to.equal('You have confirmed this appointment.');
  });

  it('an outcome that denies the booking stops the confirmation with the provider’s message', async () => {
    const scenario: Partial<AppointmentsScenario> = {
      questionnaires: [safetyQuestionnaire],
      questionnaireSaves: [{ denied: true, message: 'An MRI is not safe with a pacemaker. Our team will call you.' }],
    };
    const element = await opened(scenario);
    button(root(element), 'Confirm my appointment')!.click();
    const dialog = await openDialog(element, 'MRI safety questions');
    [...dialog.querySelectorAll('label')].find((label) => text(label) === 'Yes')!.click();
    button(dialog, 'Submit answers')!.click();
    const denied = await openDialog(element, 'Confirm your appointment');
    expect(text(denied.querySelector('p'))).to.equal('An MRI is not safe with a pacemaker. Our team will call you.');
    expect(await axeViolations(element)).to.deep.equal([]);
    expect(events).to.deep.equal([]);
    expect(button(root(element), 'Confirm my appointment')).to.not.equal(null);
  });

  it('an earlier denial stands: Confirm shows it again, asks nothing and confirms nothing', async () => {
    const scenario: Partial<AppointmentsScenario> = {
      questionnaires: [safetyQuestionnaire],
      questionnaireAnswers: [{ questionnaireId: 'mri-safety', denied: true, deniedMessage: 'An MRI is not safe with a pacemaker.' }],
    };
    const element = await opened(scenario);
    button(root(element), 'Confirm my appointment')!.click();
    const denied = await openDialog(element, 'Confirm your appointment');
    expect(text(denied.querySelector('p'))).to.equal('An MRI is not safe with a pacemaker.');
    expect(await axeViolations(element)).to.deep.equal([]);
    expect(scenario.questionnairesSaved ?? []).to.deep.equal([]);
    expect(events).to.deep.equal([]);
  });

  it('answers that change the exam lead to the grid of the new exam, for the same item', async () => {
    const scenario: Partial<AppointmentsScenario> = {
      questionnaires: [safetyQuestionnaire],
      questionnaireSaves: [{ newExamSlug: 'mri-knee-open' }],
    };
    const element = await opened(scenario);
    button(root(element), 'Confirm my appointment')!.click();
    const dialog = await openDialog(element, 'MRI safety questions');
    [...dialog.querySelectorAll('label')].find((label) => text(label) === 'No')!.click();
    button(dialog, 'Submit answers')!.click();
    const intro = await until(
      () =>
        [...root(element).querySelectorAll('p')].find((node) =>
          text(node).startsWith('Your answers mean a different exam suits you better'),
        ),
      5000,
      'the exam change intro',
    );
    expect(intro).to.not.equal(undefined);
    expect(await axeViolations(element)).to.deep.equal([]);
    expect(events).to.deep.equal([]);
  });

  it('reschedule refused for a walk-in exam: the refusal modal, and no grid', async () => {
    const element = await opened({ summary: walkInSummary });
    button(root(element), 'Change the time')!.click();
    const dialog = await openDialog(element, 'Change the time');
    expect(text(dialog.querySelector('p'))).to.equal(
      'Walk-in appointments cannot be rescheduled online. Please call the clinic if you need help.',
    );
    expect(await axeViolations(element)).to.deep.equal([]);
    expect(root(element).querySelector('[part="reschedule"]')).to.equal(null);
  });

  it('reschedule: the grid of the same exam, the hold, the confirmation naming both times, then the moved time', async () => {
    const scenario: Partial<AppointmentsScenario> = {};
    const element = await opened(scenario);
    button(root(element), 'Change the time')!.click();
    const panel = await until(() => root(element).querySelector<HTMLElement>('[part="reschedule"]'), 5000, 'the reschedule panel');
    await until(() => root(element).activeElement === panel.querySelector('h2'), 2000, 'focus on the panel heading');
    expect(text(panel.querySelector('h2'))).to.equal('Choose a new time for MRI knee');
    // This week's first day with times (the fixture offers weekdays of any week asked for).
    const day = await until(() => panel.querySelector<HTMLElement>('.slots__day:not(.slots__day--empty)'), 5000, 'a day with times');
    day.click();
    const time = await until(() => panel.querySelector<HTMLElement>('.slots__time'), 3000, 'a time');
    expect(await axeViolations(element)).to.deep.equal([]);
    time.click();
    const dialog = await openDialog(element, 'Move your appointment?');
    expect(text(dialog.querySelector('dd'))).to.match(/Friday,? 15 March 2030 at 9:30\s?am/i);
    expect(await axeViolations(element)).to.deep.equal([]);
    button(dialog, 'Move my appointment')!.click();
    expect(text(await notice(element))).to.match(/^Your appointment has been moved to /);
    const body = (scenario as AppointmentsScenario).rescheduled![0]!;
    expect(body).to.deep.equal({ itemSlug: 'demo-appt-1001-1', holdId: body.holdId, locale: 'en-AU' });
    expect(events.map(([name]) => name)).to.deep.equal(['rad-appointment-rescheduled']);
    expect(text(root(element).querySelector('.appointments__moved'))).to.match(/^Moved from Friday,? 15 March 2030/);
  });

  it('back from the grid without moving: nothing sent, focus on Change the time', async () => {
    const scenario: Partial<AppointmentsScenario> = {};
    const element = await opened(scenario);
    button(root(element), 'Change the time')!.click();
    const panel = await until(() => root(element).querySelector<HTMLElement>('[part="reschedule"]'), 5000, 'the reschedule panel');
    button(panel, 'Keep the current time')!.click();
    await until(() => root(element).activeElement === button(root(element), 'Change the time'), 3000, 'focus back on Change the time');
    expect((scenario as AppointmentsScenario).rescheduled ?? []).to.deep.equal([]);
  });

  it('the consent modal: a missing answer is named and linked; saving sends the answers', async () => {
    const scenario: Partial<AppointmentsScenario> = { consentForms: structuredClone(consentFormsFixture) };
    const element = await opened(scenario);
    const open = await until(() => button(root(element), 'Answer the consent forms for MRI knee'), 3000, 'the consent button');
    expect(text(root(element).querySelector('.appointments__consent-state'))).to.equal(
      'Consent forms for MRI knee: waiting for your answer.',
    );
    open.click();
    const dialog = await openDialog(element, 'Consent for MRI knee');
    expect(dialog.querySelector('legend')!.textContent).to.equal('MRI safety consent');
    button(dialog, 'Save my answers')!.click();
    const error = await until(() => dialog.querySelector<HTMLElement>('.rad-field__error:not([hidden])'), 2000, 'the missing answer');
    expect(error.textContent).to.equal('Choose whether you agree.');
    expect(dialog.querySelector('fieldset')!.getAttribute('aria-describedby')).to.equal(error.id);
    expect(await axeViolations(element)).to.deep.equal([]);
    [...dialog.querySelectorAll('label')].find((label) => text(label) === 'I agree')!.click();
    button(dialog, 'Save my answers')!.click();
    await until(
      () => text(root(element).querySelector('.appointments__consent-state')).startsWith('Consent forms for MRI knee: answered'),
      3000,
      'answered',
    );
    expect((scenario as AppointmentsScenario).consentAnswers).to.deep.equal([{ consentFormAnswer: [{ id: 1, answer: true }] }]);
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('the replace dialog and the document pages dialog', async () => {
    const element = await opened({ attachments: attachmentListFixture([attachmentFixture(1, 'referral.pdf')]) });
    await chooseFromRowMenu(root(element), 'referral.pdf', 'Replace referral.pdf');
    const dialog = await openDialog(element, 'Replace referral.pdf');
    expect(dialog.querySelector('input[type="file"]')).to.not.equal(null);
    expect(await axeViolations(element)).to.deep.equal([]);
    button(dialog, 'Close')!.click();
    await noDialog(element);
    await chooseFromRowMenu(root(element), 'referral.pdf', 'View the pages of referral.pdf');
    const pages = await openDialog(element, 'referral.pdf: pages');
    await until(() => pages.querySelector('img'), 3000, 'the page');
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('statuses: rescheduled and changed banners and badges; the time it moved from', async () => {
    let element = await opened({ summary: rescheduledSummary });
    expect(text(root(element).querySelector('.rad-banner'))).to.equal(
      'This appointment has been moved to a new time. Please check the details below.',
    );
    expect(text(root(element).querySelector('.appointments__status'))).to.equal('Moved to a new time');
    expect(await axeViolations(element)).to.deep.equal([]);
    element = await opened({ summary: changedSummary });
    expect(text(root(element).querySelector('.rad-banner'))).to.equal(
      'The clinic has changed this appointment. Please check the details below.',
    );
    expect(text(root(element).querySelector('.appointments__status'))).to.equal('Changed by the clinic');
    element = await opened({ summary: movedSummary });
    expect(text(root(element).querySelector('.appointments__moved'))).to.match(/^Moved from Friday,? 15 March 2030 at 9:30\s?am$/i);
  });

  it('the pending page offers only Cancel and says the clinic will give a time', async () => {
    const element = await opened({ summary: pendingSummary });
    expect(text(root(element).querySelector('h1'))).to.equal('Your appointment request, Ana');
    expect(text(root(element).querySelector('.rad-banner'))).to.contain('The clinic will confirm a time with you.');
    const actions = [...root(element).querySelectorAll('[part="actions"] :is(button, a)')].map(text);
    expect(actions).to.deep.equal(['Cancel appointment']);
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('kiosk: every target at least 44 px, radio buttons too; no map link, no calendar download', async () => {
    const element = await opened({}, 'booking-key="DEMO-APPT-1001" kiosk-mode');
    expect(root(element).querySelector('.appointments--kiosk')).to.not.equal(null);
    expect([...root(element).querySelectorAll('a')].map(text)).to.not.include('Map of Parramatta Imaging (opens in a new tab)');
    expect(root(element).querySelector('a[download="appointment.ics"]')).to.equal(null);
    for (const target of root(element).querySelectorAll<HTMLElement>('[part="actions"] button, .appointments__links button')) {
      expect(target.getBoundingClientRect().height, text(target)).to.be.at.least(44);
    }
    button(root(element), 'Cancel appointment')!.click();
    const dialog = await openDialog(element, 'Cancel your appointment');
    for (const radio of dialog.querySelectorAll<HTMLInputElement>('input[type="radio"]')) {
      const box = radio.getBoundingClientRect();
      expect(Math.min(box.width, box.height)).to.be.at.least(44);
    }
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('add to calendar is a download of the booking’s .ics, not a page to follow', async () => {
    const element = await opened({});
    const link = root(element).querySelector<HTMLAnchorElement>('a[download="appointment.ics"]')!;
    expect(text(link)).to.equal('Add to my calendar');
    expect(decodeURIComponent(link.href)).to.contain('DTSTART;TZID=Australia/Sydney:20300315T093000');
    expect(links.followed).to.deep.equal([]);
  });
});
