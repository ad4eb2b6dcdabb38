/**
 * <rad-patient-details> in Chromium, built: the current details fill the form; a failed lookup
 * leaves its choice out silently; errors linked to their fields, announced, the first focused;
 * nothing changed sends nothing; success modal per origin, whose Close goes back to the origin;
 * error modal with the server's message or the default, keeping what was typed. axe on every state
 * and modal.
 */
import { expect } from '@esm-bundle/chai';
import { axeViolations } from '../support/axe';
import { mount, shadow, until } from '../support/dom';
import { installFixtureApi } from '../support/fixture-api';
import type { PatientDetailsScenario } from '../support/patient-details-fixture-api';
import { cloneableFailures } from '../support/stay-on-page';
import { loadEntry } from '../support/widgets';

// A failed DOM comparison must be reported, not hang the runner (see the helper).
cloneableFailures();

let restore = installFixtureApi({});
await loadEntry('rad-patient-details');

const navigations: string[] = [];
const requested: unknown[] = [];
document.addEventListener('rad-navigate', (event) => {
  event.preventDefault();
  navigations.push((event as CustomEvent<{ path: string }>).detail.path);
});
document.addEventListener('rad-patient-details-requested', (event) => requested.push((event as CustomEvent).detail));

const CONFIRMATION = 'booking-key="DEMO-APPT-1001" origin="confirmation"';
const BOOKING_REQUEST = 'booking-key="DEMO-BR-2001" booking-request return-url="/booking?bookingRequest=DEMO-BR-2001"';

async function opened(scenario: PatientDetailsScenario, attributes = CONFIRMATION): Promise<HTMLElement> {
  restore();
  restore = installFixtureApi({ patientDetails: scenario });
  navigations.length = 0;
  requested.length = 0;
  const element = mount(`<rad-patient-details ${attributes}></rad-patient-details>`);
  await until(() => element.shadowRoot?.querySelector('h1') && !element.shadowRoot.querySelector('.rad-spinner'), 5000, 'the page');
  return element;
}

const root = (element: Element) => shadow(element);
const field = (element: Element, label: string) => {
  const found = [...root(element).querySelectorAll('label')].find((node) => node.textContent?.trim() === label);
  if (!found) throw new Error(`no field "${label}"`);
  return found.control as HTMLInputElement | HTMLSelectElement;
};
const button = (scope: ParentNode, text: string) =>
  [...scope.querySelectorAll<HTMLButtonElement>('button')].find((node) => node.textContent?.trim() === text) ?? null;
const openDialog = (element: Element) =>
  until(() => root(element).querySelector<HTMLDialogElement>('dialog[open]'), 3000, 'an open dialog');
function type(input: HTMLInputElement | HTMLSelectElement, value: string): void {
  const prototype = input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

describe('<rad-patient-details>', () => {
  it('fills the form with the current details and the two choices', async () => {
    const element = await opened({});
    expect(root(element).querySelector('h1')!.textContent).to.equal('Change your details');
    expect(field(element, 'First name').value).to.equal('Ana');
    expect(field(element, 'Postcode').value).to.equal('2150');
    await until(() => root(element).querySelector('select'), 3000, 'the choices');
    expect(field(element, 'Are you of Aboriginal or Torres Strait Islander origin?').value).to.equal('4');
    expect(field(element, 'How will your scan be paid for?').value).to.equal('1');
    expect(root(element).querySelector<HTMLAnchorElement>('[part="back"]')!.textContent).to.equal('Back to your appointment');
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('a lookup that fails is left out silently', async () => {
    const element = await opened({ ethnicities: 500, insuranceTypes: 'ok' });
    await until(() => root(element).querySelector('select'), 3000, 'the insurance choice');
    expect([...root(element).querySelectorAll('label')].map((l) => l.textContent)).to.not.include(
      'Are you of Aboriginal or Torres Strait Islander origin?',
    );
    expect(root(element).querySelector('.rad-banner')).to.equal(null);
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('errors are linked to their fields, announced, and the first gets focus; nothing is sent', async () => {
    const scenario: PatientDetailsScenario = {};
    const element = await opened(scenario);
    type(field(element, 'First name') as HTMLInputElement, ' ');
    type(field(element, 'Contact number') as HTMLInputElement, '04 1234');
    button(root(element), 'Send the changes')!.click();
    const first = field(element, 'First name');
    await until(() => first.getAttribute('aria-invalid') === 'true', 2000, 'the first error');
    expect(root(element).activeElement).to.equal(first);
    const error = root(element).querySelector(`#${CSS.escape(first.getAttribute('aria-describedby')!.split(' ').at(-1)!)}`)!;
    expect(error.textContent).to.equal('Enter your first name.');
    expect(error.getAttribute('role')).to.equal('alert');
    expect(field(element, 'Contact number').getAttribute('aria-invalid')).to.equal('true');
    expect(root(element).textContent).to.contain('Please enter a valid contact number');
    expect(scenario.created ?? []).to.deep.equal([]);
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('nothing changed: it says so and sends nothing', async () => {
    const scenario: PatientDetailsScenario = {};
    const element = await opened(scenario);
    button(root(element), 'Send the changes')!.click();
    await until(() => root(element).querySelector('form > .rad-field__error[role="alert"]'), 2000, 'the message');
    expect(root(element).querySelector('form > .rad-field__error')!.textContent).to.equal('You have not changed anything yet.');
    expect(scenario.created ?? []).to.deep.equal([]);
  });

  it('from the confirmation page: its success message; Close goes back to the appointment', async () => {
    const scenario: PatientDetailsScenario = {};
    const element = await opened(scenario);
    type(field(element, 'Last name') as HTMLInputElement, 'Kovač');
    button(root(element), 'Send the changes')!.click();
    const dialog = await openDialog(element);
    expect(dialog.querySelector('h2')!.textContent).to.equal('Thank you, we have your changes');
    expect(dialog.textContent).to.contain('Your appointment stays as it is.');
    expect(scenario.created![0]!.path).to.equal('/api/secured/patient_details/appointments/DEMO-APPT-1001/change_requests');
    expect(scenario.created![0]!.body).to.deep.include({ origin: 'CONFIRMATION' });
    expect((scenario.created![0]!.body.details as { lastName: string }).lastName).to.equal('Kovač');
    expect(requested).to.deep.equal([{ origin: 'CONFIRMATION', changedFields: ['lastName'] }]);
    expect(await axeViolations(element)).to.deep.equal([]);
    button(dialog, 'Close')!.click();
    expect(navigations).to.deep.equal(['/appointments/DEMO-APPT-1001']);
    await until(() => !dialog.open, 2000, 'the modal to close');
  });

  it('from the booking form of a booking request: its own message; Back and Close lead to the form', async () => {
    const scenario: PatientDetailsScenario = {};
    const element = await opened(scenario, BOOKING_REQUEST);
    const back = root(element).querySelector<HTMLAnchorElement>('[part="back"]')!;
    expect(back.textContent).to.equal('Back to the booking form');
    expect(back.getAttribute('href')).to.equal('/booking?bookingRequest=DEMO-BR-2001');
    type(field(element, 'Suburb') as HTMLInputElement, 'Harris Park');
    button(root(element), 'Send the changes')!.click();
    const dialog = await openDialog(element);
    expect(dialog.textContent).to.contain('You can carry on with your booking now.');
    expect(scenario.created![0]!.path).to.equal('/api/secured/patient_details/booking_requests/DEMO-BR-2001/change_requests');
    dialog.dispatchEvent(new Event('cancel', { cancelable: true })); // Escape
    expect(navigations).to.deep.equal(['/booking?bookingRequest=DEMO-BR-2001']);
    back.click();
    expect(navigations.at(-1)).to.equal('/booking?bookingRequest=DEMO-BR-2001');
  });

  it('a refused request shows the server’s message in a modal, then the default; nothing typed is lost', async () => {
    const scenario: PatientDetailsScenario = {
      creates: [
        { status: 400, message: 'patient_details.postcode_invalid' },
        { status: 422, message: '' },
      ],
    };
    const element = await opened(scenario);
    type(field(element, 'Suburb') as HTMLInputElement, 'Harris Park');
    button(root(element), 'Send the changes')!.click();
    let dialog = await openDialog(element);
    expect(dialog.querySelector('h2')!.textContent).to.equal('Your changes were not sent');
    expect(dialog.textContent).to.contain('Enter a postcode of 4 digits.');
    expect(await axeViolations(element)).to.deep.equal([]);
    button(dialog, 'Close')!.click();
    await until(() => !dialog.open, 2000, 'the modal to close');
    expect(navigations).to.deep.equal([]);
    expect(field(element, 'Suburb').value).to.equal('Harris Park');

    button(root(element), 'Send the changes')!.click();
    dialog = await openDialog(element);
    // No message from the server: the default one.
    expect(dialog.textContent).to.contain('We could not send your changes. Please try again, or call the clinic.');
  });

  it('a request refused field by field shows each message at its field and focuses it; the server’s own words never show', async () => {
    const scenario: PatientDetailsScenario = {
      creates: [
        {
          status: 400,
          message: 'patient_details.postcode_invalid',
          issues: [{ path: 'details.postcode', message: 'patient_details.postcode_invalid' }],
        },
        { status: 409, message: 'Record locked by user JSMITH' },
      ],
    };
    const element = await opened(scenario);
    type(field(element, 'Suburb') as HTMLInputElement, 'Harris Park');
    button(root(element), 'Send the changes')!.click();
    const postcode = field(element, 'Postcode') as HTMLInputElement;
    await until(() => postcode.getAttribute('aria-invalid') === 'true', 3000, 'the postcode’s message');
    expect(root(element).activeElement).to.equal(postcode);
    expect(root(element).querySelector('dialog[open]')).to.equal(null);
    expect(await axeViolations(element)).to.deep.equal([]);
    button(root(element), 'Send the changes')!.click();
    const dialog = await openDialog(element);
    expect(dialog.textContent).to.contain('We could not send your changes. Please try again, or call the clinic.');
    expect(dialog.textContent).not.to.contain('JSMITH');
    expect(field(element, 'Suburb').value).to.equal('Harris Park');
  });

  it('details that fail to load keep the heading and offer Try again', async () => {
    const scenario: PatientDetailsScenario = { details: 404 };
    const element = await opened(scenario);
    expect(root(element).querySelector('.rad-banner')!.textContent).to.contain('We could not load your details.');
    expect(await axeViolations(element)).to.deep.equal([]);
  });
});
