/**
 * <rad-booking>'s second half in a real browser with the in-page API stand-in (issue 12): the slot
 * grid by keyboard, the hold countdown, form errors linked to their fields, the slot error dialog,
 * a failed create that keeps the form, and the confirmation; axe on every state.
 */
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { axeViolations } from '../support/axe';
import { mount, rendered, shadow, until } from '../support/dom';
import { installFixtureApi, type Scenario } from '../support/fixture-api';
import { loadEntry } from '../support/widgets';
import type { Config } from '../../src/api/schemas/config.schema';
import { loadOf, recordOf } from '../../widgets/questionnaire/fixtures';

interface ConfigStore {
  config: { value: Config | null };
  loaded(config: Config): void;
}

let restore = installFixtureApi();
let current: Scenario = {};
function scenario(next: Scenario): void {
  restore();
  current = next;
  restore = installFixtureApi(next);
}

await loadEntry('rad-booking');

const CHOSEN = '/select-clinic/mri-knee?selectedClinic=parramatta';
const booking = () => mount(`<rad-booking url-mode="memory" start-url="${CHOSEN}"></rad-booking>`);
const root = (element: HTMLElement) => shadow(element);
const text = (element: HTMLElement) => root(element).textContent ?? '';
const all = (element: HTMLElement, selector: string) => [...root(element).querySelectorAll<HTMLElement>(selector)];
const active = (element: HTMLElement) => root(element).activeElement as HTMLElement | null;

/** The first day of the shown week with times, chosen by keyboard: focus the grid, arrow to it, Enter. */
async function chooseDayByKeyboard(element: HTMLElement): Promise<void> {
  const days = await until(() => (all(element, '.slots__day').length === 7 ? all(element, '.slots__day') : null), 5000, 'the week');
  const target = days.findIndex((day) => !day.classList.contains('slots__day--empty'));
  const start = days.find((day) => day.tabIndex === 0)!;
  start.focus();
  const startIndex = days.indexOf(start);
  for (let i = startIndex; i < target; i++) await sendKeys({ press: 'ArrowRight' });
  for (let i = startIndex; i > target; i--) await sendKeys({ press: 'ArrowLeft' });
  expect(active(element)).to.equal(all(element, '.slots__day')[target]);
  await sendKeys({ press: 'Enter' });
  await until(() => active(element)?.classList.contains('slots__time'), 5000, 'focus on the first time');
}

async function chooseFirstTime(element: HTMLElement): Promise<void> {
  await chooseDayByKeyboard(element);
  await sendKeys({ press: 'Enter' });
  await rendered(element, '[part="booking-form"]');
}

/** The form as a patient fills it in (en-AU: day, month, year boxes). */
async function fillForm(element: HTMLElement): Promise<void> {
  await type(element, '[data-field="firstName"] input', 'Ada');
  await type(element, '[data-field="lastName"] input', 'Nguyen');
  const boxes = all(element, '[data-field="dateOfBirth"] input');
  for (const [index, value] of ['2', '4', '1980'].entries()) {
    boxes[index]!.focus();
    await sendKeys({ type: value });
  }
  await type(element, '[data-field="email"] input', 'ada@example.test');
  root(element).querySelector<HTMLInputElement>('[data-field="consent"] input')!.click();
}

async function type(element: HTMLElement, selector: string, value: string): Promise<void> {
  const input = root(element).querySelector<HTMLInputElement>(selector)!;
  input.focus();
  await sendKeys({ type: value });
}

describe('<rad-booking> times, form and confirmation', () => {
  afterEach(() => scenario({}));

  it("the slot grid is a keyboard grid: one tab stop, arrows, Enter moves focus to the day's times with the count announced", async () => {
    scenario({ booking: {} });
    const element = booking();
    await rendered(element, '[part="slots"]');
    const grids = await until(() => (all(element, '[role="grid"]').length ? all(element, '[role="grid"]') : null), 5000, 'the day grid');
    expect(grids[0]!.querySelectorAll('[role="columnheader"]').length).to.equal(7);
    expect(all(element, '.slots__day').filter((day) => day.tabIndex === 0)).to.have.length(1);
    expect(await axeViolations()).to.deep.equal([]);

    await chooseDayByKeyboard(element);
    const time = active(element)!;
    expect(time.getAttribute('aria-label')).to.match(
      /^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4}, 8:00 am( AE[DS]T)?, Harbourside Radiology Parramatta$/,
    );
    expect(all(element, '[role="status"]').some((status) => /\d+ times on /.test(status.textContent ?? ''))).to.equal(true);
    await sendKeys({ press: 'ArrowRight' });
    expect(active(element)!.textContent).to.match(/^8:30 am/);
    await sendKeys({ press: 'End' });
    expect(active(element)!.textContent).to.match(/^11:30 am/);
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('choosing a time holds it and shows the form with the countdown; errors are linked to their fields and the first is focused', async () => {
    scenario({ booking: {} });
    const element = booking();
    await chooseFirstTime(element);
    expect(text(element)).to.match(/This time is held for you for [45]:\d\d\./);
    expect(await axeViolations()).to.deep.equal([]);

    all(element, 'button[type="submit"]')[0]!.click();
    await until(() => root(element).querySelector('[aria-invalid="true"]'), 5000, 'errors');
    const first = root(element).querySelector<HTMLInputElement>('[data-field="firstName"] input')!;
    expect(active(element)).to.equal(first);
    const described = first
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => root(element).getElementById(id)?.textContent);
    expect(described).to.include('Please enter your first name');
    expect(text(element)).to.contain('Please accept the terms and conditions to book');
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('books: the confirmation has the clinic address, preparation, the appointment link and a calendar file; the host hears counts only', async () => {
    scenario({ booking: {} });
    const element = booking();
    const created = new Promise<CustomEvent>((resolve) =>
      element.addEventListener('rad-booking-created', (event) => resolve(event as CustomEvent)),
    );
    await chooseFirstTime(element);
    await fillForm(element);
    all(element, 'button[type="submit"]')[0]!.click();
    await rendered(element, '[part="confirmation"]');
    expect((await created).detail).to.deep.equal({ status: 'BOOKED', booked: 1, failed: 0 });
    expect(text(element)).to.contain('Your appointment is booked');
    expect(text(element)).to.contain('Complete the MRI safety questionnaire.');
    const link = root(element).querySelector<HTMLAnchorElement>('.confirmation__actions a[href^="/appointments/"]')!;
    expect(link.getAttribute('href')).to.equal('/appointments/BK-fixture-0000000001');
    const calendar = root(element).querySelector<HTMLAnchorElement>('a[download="appointment.ics"]')!;
    expect(decodeURIComponent(calendar.href)).to.contain('DTSTART;TZID=Australia/Sydney:');
    const sent = current.booking!.created![0] as { form: { dateOfBirth: string }; items: unknown[] };
    expect(sent.form.dateOfBirth).to.equal('1980-04-02');
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('a reservation that fails shows the slot error dialog; closing it shows fresh times', async () => {
    scenario({ booking: { hold: 409 } });
    const element = booking();
    await chooseDayByKeyboard(element);
    await sendKeys({ press: 'Enter' });
    const dialog = await rendered(element, 'dialog[open]');
    expect(dialog.textContent).to.contain('This time is not available');
    expect(await axeViolations()).to.deep.equal([]);
    dialog.querySelector<HTMLButtonElement>('.rad-dialog__actions button')!.click();
    await until(() => !root(element).querySelector('dialog[open]'), 5000, 'dialog closed');
    await rendered(element, '.slots__day');
  });

  it('a create the server fails (503) keeps everything typed and says what happened', async function () {
    this.timeout(20_000);
    scenario({ booking: { create: 503 } });
    const element = booking();
    await chooseFirstTime(element);
    await fillForm(element);
    all(element, 'button[type="submit"]')[0]!.click();
    await until(() => text(element).includes('Everything you typed is kept.'), 15_000, 'the failure');
    expect(text(element)).to.contain('This service is temporarily unavailable');
    expect(root(element).querySelector<HTMLInputElement>('[data-field="firstName"] input')!.value).to.equal('Ada');
    expect(root(element).querySelector<HTMLInputElement>('[data-field="email"] input')!.value).to.equal('ada@example.test');
    // The create was tried (ky retries a keyed create on 503) and never reported as booked.
    expect(current.booking!.created!.length).to.be.greaterThan(0);
    expect(root(element).querySelector('[part="confirmation"]')).to.equal(null);
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('a form the server refuses shows each message at its field, focuses the first, and keeps the rest typed', async function () {
    this.timeout(20_000);
    scenario({
      booking: {
        create: 400,
        createError: {
          message: 'booking_form.email_invalid',
          code: 'invalid_request',
          issues: [{ path: 'form.email', message: 'booking_form.email_invalid' }],
        },
      },
    });
    const element = booking();
    await chooseFirstTime(element);
    await fillForm(element);
    all(element, 'button[type="submit"]')[0]!.click();
    const email = root(element).querySelector<HTMLInputElement>('[data-field="email"] input')!;
    await until(() => email.getAttribute('aria-invalid') === 'true', 10_000, 'the e-mail’s message');
    expect(active(element)).to.equal(email);
    const described = email
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => root(element).getElementById(id)?.textContent);
    expect(described.join(' ')).to.contain('e-mail');
    expect(email.value).to.equal('ada@example.test');
    expect(root(element).querySelector<HTMLInputElement>('[data-field="firstName"] input')!.value).to.equal('Ada');
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('the health questions cannot be prepared: Book waits, the form says so and offers a retry that brings them', async function () {
    this.timeout(30_000);
    scenario({ booking: { bookingKeys: 503 } });
    const element = booking();
    await chooseFirstTime(element);
    await until(() => root(element).querySelector('[part="questions-retry"]'), 10_000, 'the retry');
    expect(text(element)).to.contain('must be answered before you can book');
    await fillForm(element);
    all(element, 'button[type="submit"]')[0]!.click();
    await until(() => text(element).includes('The health questions come first'), 5000, 'Book waiting for them');
    const retry = await until(() => root(element).querySelector<HTMLButtonElement>('[part="questions-retry"]'), 10_000, 'the retry again');
    expect(current.booking!.created ?? []).to.deep.equal([]);
    expect(await axeViolations()).to.deep.equal([]);
    current.booking!.bookingKeys = 'ok';
    retry.click();
    // Once they are there (none applies here), the Book pressed earlier goes ahead.
    await rendered(element, '[part="confirmation"]');
    expect(current.booking!.created).to.have.length(1);
  });

  it('no time suits: the call-back dialog links its errors, keeps what was typed when sending fails, then sends', async () => {
    scenario({ booking: { contact: 503 } });
    const element = booking();
    await rendered(element, '[part="contact-team"]');
    [...root(element).querySelectorAll<HTMLButtonElement>('[part="contact-team"] button')]
      .find((b) => /call you back/.test(b.textContent ?? ''))!
      .click();
    const dialog = await rendered(element, 'dialog[open]');
    dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await until(() => dialog.querySelector('[aria-invalid="true"]'), 5000, 'errors');
    const nameInput = dialog.querySelector<HTMLInputElement>('[data-field="name"] input')!;
    expect(active(element)).to.equal(nameInput);
    expect(dialog.textContent).to.contain('Please enter your name');
    expect(dialog.textContent).to.contain('Please enter a phone number of 8 to 10 digits');
    expect(await axeViolations()).to.deep.equal([]);
    await type(element, 'dialog[open] [data-field="name"] input', 'Mia Chen');
    await type(element, 'dialog[open] [data-field="phone"] input', '0412345678');
    dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await until(() => dialog.textContent?.includes('Everything you typed is kept.'), 15_000, 'the failure');
    expect(nameInput.value).to.equal('Mia Chen');
    expect(await axeViolations()).to.deep.equal([]);
    current.booking!.contact = 'ok';
    dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await until(() => text(element).includes('Our booking team will call you back.'), 15_000, 'sent');
    expect(root(element).querySelector('dialog[open]')).to.equal(null);
  });

  it('an enquiry slot holds nothing: the form sends an enquiry and the confirmation links its request', async () => {
    scenario({ booking: {} });
    const element = mount(`<rad-booking url-mode="memory" start-url="${CHOSEN}" api-key="referrer-secret"></rad-booking>`);
    await chooseFirstTime(element);
    expect(text(element)).to.contain('This is an enquiry');
    expect(text(element)).not.to.match(/This time is held for you/);
    await fillForm(element);
    const submit = all(element, 'button[type="submit"]')[0]!;
    expect(submit.textContent).to.equal('Send enquiry');
    submit.click();
    await rendered(element, '[part="confirmation"]');
    expect(text(element)).to.contain('Your enquiry is sent');
    const link = root(element).querySelector<HTMLAnchorElement>('a[href^="/booking-requests/"]')!;
    expect(link.getAttribute('href')).to.equal('/booking-requests/BR-fixture-request-01');
    expect(root(element).querySelector('a[download]')).to.equal(null);
    expect(current.booking!.enquiries).to.have.length(1);
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('a mixed answer: the heading says only some exams are booked; Booked and Not booked are headed lists, the reason given; axe clean', async () => {
    scenario({ booking: { createAs: 'mixed' } });
    const element = mount(
      `<rad-booking url-mode="memory" start-url="/advanced-booking/mri-knee+xray-chest/chatswood?selectedClinic=chatswood"></rad-booking>`,
    );
    // One time per exam: the first, then the second exam's grid.
    await chooseDayByKeyboard(element);
    await sendKeys({ press: 'Enter' });
    await until(() => text(element).includes('Exam 2 of 2'), 5000, 'the second exam');
    await chooseFirstTime(element);
    await fillForm(element);
    all(element, 'button[type="submit"]')[0]!.click();
    const confirmation = await rendered(element, '[part="confirmation"]');
    // The confirmation is the page once booked: its heading is the h1 (issue 24 item 5).
    expect(confirmation.querySelector('h1')!.textContent).to.equal('Some of your exams are booked');
    const [booked, notBooked] = [...confirmation.querySelectorAll<HTMLElement>('section')];
    expect(booked!.querySelector('h2')!.textContent).to.equal('Booked');
    expect(notBooked!.querySelector('h2')!.textContent).to.equal('Not booked');
    expect(notBooked!.querySelectorAll('li')).to.have.length(1);
    expect(notBooked!.textContent).to.contain('Please choose another time for this exam');
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('a booking-form question whose answer, saved temporarily, asks for a booking request makes the booking an enquiry', async () => {
    const question = {
      resourceType: 'Questionnaire' as const,
      id: 'referral-check',
      title: 'Your referral',
      item: [{ linkId: 'urgent', type: 'boolean' as const, text: 'Did your doctor mark the referral urgent?', required: true }],
    };
    scenario({
      booking: { questionnaires: 'scenario' },
      questionnaires: {
        load: loadOf([recordOf(question, { questionnaireType: 'BOOKING_FORM', examSlugs: ['mri-knee'] })]),
        // As the server answers an answer saved before the booking exists: no request made yet.
        saves: [
          {
            bookingRequest: {
              result: JSON.stringify({ deleteKey: '', confirmationMessage: 'Our staff will call you to confirm.', apiKey: null }),
              evaluateResult: false,
            },
          },
        ],
      },
    });
    const element = booking();
    await chooseFirstTime(element);
    const runner = await rendered(element, 'rad-questionnaire');
    const yes = await until(
      () => runner.shadowRoot?.querySelector<HTMLInputElement>('dialog[open] input[type="radio"]'),
      5000,
      'the question',
    );
    yes.click();
    runner.shadowRoot!.querySelector<HTMLButtonElement>('dialog[open] button[type="submit"]')!.click();
    await until(() => all(element, 'button[type="submit"]')[0]?.textContent === 'Send enquiry', 5000, 'the booking is an enquiry');
    expect(current.questionnaires!.saved![0]!.path).to.equal('/api/questionnaires/temporary');
    await fillForm(element);
    all(element, 'button[type="submit"]')[0]!.click();
    await rendered(element, '[part="confirmation"]');
    expect(text(element)).to.contain('Your enquiry is sent');
    expect(text(element)).to.contain('Our staff will call you to confirm.');
    expect(current.booking!.enquiries).to.have.length(1);
    expect(current.booking!.created ?? []).to.have.length(0);
  });

  it('after a booking the redirect countdown says where and when, and the patient can stay or go at once', async () => {
    scenario({ booking: {} });
    // One runtime per page has read the settings already: change them in its store, as a reload would.
    const store = (window as unknown as { radWidgets: { store: { config: ConfigStore } } }).radWidgets.store.config;
    const before = store.config.value!;
    store.loaded({ ...before, application: { ...before.application, bookingRedirectUrl: '/demo/thank-you' } });
    try {
      await redirectsAfterBooking();
    } finally {
      store.loaded(before);
    }
  });

  async function redirectsAfterBooking(): Promise<void> {
    const element = booking();
    const went: string[] = [];
    element.addEventListener('rad-navigate', (event) => {
      event.preventDefault();
      went.push((event as CustomEvent<{ path: string }>).detail.path);
    });
    await chooseFirstTime(element);
    await fillForm(element);
    all(element, 'button[type="submit"]')[0]!.click();
    const dialog = await rendered(element, 'dialog[open][role="alertdialog"]');
    expect(dialog.textContent).to.match(/We will take you on in [45] seconds/);
    expect(await axeViolations()).to.deep.equal([]);
    [...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Go now')!.click();
    await until(() => went.length === 1, 5000, 'the navigation');
    expect(went).to.deep.equal(['/demo/thank-you']);
    expect(root(element).querySelector('[part="confirmation"]')).not.to.equal(null);
  }
});
