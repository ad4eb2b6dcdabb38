/**
 * Issue 24 items 2, 3 and 5: where focus is after each step and each dialog of the booking's second
 * half, walked by keyboard (the finder's steps before it are in booking.test.ts), what an exam
 * changed by an answer says, and the confirmation standing on its own. Axe on every new state.
 */
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { axeViolations } from '../support/axe';
import { mount, rendered, shadow, until } from '../support/dom';
import { installFixtureApi, type Scenario } from '../support/fixture-api';
import { loadEntry } from '../support/widgets';
import { loadOf, recordOf } from '../../widgets/questionnaire/fixtures';
import { PACEMAKER_TEXT } from '../../widgets/deny/fixtures';

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
const all = (element: HTMLElement, selector: string) => [...root(element).querySelectorAll<HTMLElement>(selector)];
const focused = (element: HTMLElement) => root(element).activeElement as HTMLElement | null;
const button = (element: HTMLElement, name: string) =>
  until(() => all(element, 'button').find((item) => item.textContent === name), 5000, `the button "${name}"`);

/** Waits until focus is on what `describe` names (its text, or the label of a field). */
async function focusOn(element: HTMLElement, what: string, check: (active: HTMLElement) => boolean): Promise<void> {
  await until(
    () => {
      const active = focused(element);
      return active && check(active);
    },
    5000,
    `focus on ${what} (it is on ${focused(element)?.outerHTML.slice(0, 80) ?? document.activeElement?.localName})`,
  );
}
const headingFocused = (element: HTMLElement, text: string) =>
  focusOn(element, `the heading "${text}"`, (active) => /^h[1-6]$/.test(active.localName) && active.textContent === text);

/** Keyboard only: Enter on the week's first day with times, then Enter on its first time. */
async function chooseTimeByKeyboard(element: HTMLElement): Promise<void> {
  const days = await until(() => (all(element, '.slots__day').length === 7 ? all(element, '.slots__day') : null), 5000, 'the week');
  const target = days.findIndex((day) => !day.classList.contains('slots__day--empty'));
  const start = days.find((day) => day.tabIndex === 0)!;
  start.focus();
  for (let i = days.indexOf(start); i < target; i++) await sendKeys({ press: 'ArrowRight' });
  await sendKeys({ press: 'Enter' });
  await until(() => focused(element)?.classList.contains('slots__time'), 5000, 'focus on the first time');
  await sendKeys({ press: 'Enter' });
}

async function press(element: HTMLElement, name: string): Promise<void> {
  (await button(element, name)).focus();
  await sendKeys({ press: 'Enter' });
}

const question = {
  resourceType: 'Questionnaire' as const,
  id: 'mri-safety',
  title: 'MRI safety questions',
  item: [{ linkId: 'claustrophobia', type: 'boolean' as const, text: 'Do you feel anxious in small spaces?', required: true }],
};
const withQuestion = (outcome: Record<string, unknown>): Scenario => ({
  booking: { questionnaires: 'scenario' },
  questionnaires: { load: loadOf([recordOf(question, { questionnaireType: 'BOOKING_FORM', examSlugs: ['mri-knee'] })]), saves: [outcome] },
});

/** The runner's dialog takes focus when it opens; the answer is given and sent by keyboard. */
async function answerByKeyboard(element: HTMLElement, answer: 'Yes' | 'No'): Promise<void> {
  const runner = await rendered(element, 'rad-questionnaire');
  const dialog = await until(() => runner.shadowRoot?.querySelector<HTMLElement>('dialog[open]'), 5000, 'the questions');
  await until(() => dialog.contains(runner.shadowRoot!.activeElement), 5000, 'focus in the questions’ dialog');
  const option = [...runner.shadowRoot!.querySelectorAll<HTMLInputElement>('dialog[open] input[type="radio"]')].find(
    (radio) => radio.closest('label')?.textContent?.trim() === answer,
  )!;
  option.focus();
  await sendKeys({ press: 'Space' });
  runner.shadowRoot!.querySelector<HTMLButtonElement>('dialog[open] button[type="submit"]')!.focus();
  await sendKeys({ press: 'Enter' });
}

describe('<rad-booking> focus after every step and dialog (issue 24 item 2)', () => {
  afterEach(() => scenario({}));

  it('time → form heading; answered questions → the first empty field; referral → its file field; another time → the times heading; booked → the confirmation heading', async function () {
    this.timeout(30_000);
    scenario(withQuestion({}));
    const element = booking();
    await chooseTimeByKeyboard(element);
    await headingFocused(element, 'Your details');

    await answerByKeyboard(element, 'No');
    await focusOn(element, 'First name', (active) => active.closest('[data-field]')?.getAttribute('data-field') === 'firstName');
    expect(await axeViolations()).to.deep.equal([]);

    await press(element, 'Upload my referral');
    await focusOn(element, 'the referral’s file field', (active) => active instanceof HTMLInputElement && active.type === 'file');

    await press(element, 'Read the terms and conditions');
    const terms = await rendered(element, 'dialog[open]');
    await sendKeys({ press: 'Escape' });
    await until(() => !(terms as HTMLDialogElement).open, 5000, 'the terms closed');
    await focusOn(element, 'the terms button it came from', (active) => active.textContent === 'Read the terms and conditions');

    await press(element, 'Choose another time');
    await headingFocused(element, 'Choose a time');

    await chooseTimeByKeyboard(element);
    await headingFocused(element, 'Your details');
    for (const [field, value] of [
      ['firstName', 'Ada'],
      ['lastName', 'Nguyen'],
      ['email', 'ada@example.test'],
    ] as const) {
      root(element).querySelector<HTMLInputElement>(`[data-field="${field}"] input`)!.focus();
      await sendKeys({ type: value });
    }
    const boxes = all(element, '[data-field="dateOfBirth"] input');
    for (const [index, value] of ['2', '4', '1980'].entries()) {
      boxes[index]!.focus();
      await sendKeys({ type: value });
    }
    root(element).querySelector<HTMLInputElement>('[data-field="consent"] input')!.focus();
    await sendKeys({ press: 'Space' });
    await press(element, 'Book appointment');
    await headingFocused(element, 'Your appointment is booked');
  });

  it('the slot error dialog closed → the times heading (the time it named is gone)', async () => {
    scenario({ booking: { hold: 409 } });
    const element = booking();
    await chooseTimeByKeyboard(element);
    const dialog = await rendered(element, 'dialog[open]');
    await sendKeys({ press: 'Escape' });
    await until(() => !(dialog as HTMLDialogElement).open, 5000, 'the dialog closed');
    await headingFocused(element, 'Choose a time');
  });

  it('several exams: a time for the first → the times heading of the second', async () => {
    scenario({ booking: {} });
    const element = mount(
      `<rad-booking url-mode="memory" start-url="/advanced-booking/mri-knee+xray-chest/chatswood?selectedClinic=chatswood"></rad-booking>`,
    );
    await chooseTimeByKeyboard(element);
    await headingFocused(element, 'Choose a time');
    expect(root(element).textContent).to.contain('Exam 2 of 2');
  });

  it('the call-back dialog closed → the button that opened it', async () => {
    scenario({ booking: {} });
    const element = booking();
    await press(element, 'Ask us to call you back');
    const dialog = await rendered(element, 'dialog[open]');
    await sendKeys({ press: 'Escape' });
    await until(() => !(dialog as HTMLDialogElement).open, 5000, 'the dialog closed');
    await focusOn(element, 'the call-back button', (active) => active.textContent === 'Ask us to call you back');
  });
});

describe('<rad-booking> an exam changed by an answer (issue 24 item 3)', () => {
  afterEach(() => scenario({}));

  it('says what changed and why, names the new exam, gives the time back in words, keeps the clinic and shows its times; focus on the notice', async function () {
    this.timeout(20_000);
    scenario(withQuestion({ newExamSlug: 'mri-lumbar-spine' }));
    const element = booking();
    await chooseTimeByKeyboard(element);
    const chosenTime = (await rendered(element, '.booking-form__chosen li')).textContent!;
    await answerByKeyboard(element, 'Yes');
    const notice = await until(
      () => all(element, '.appointment__status').find((status) => status.textContent?.includes('instead of')),
      5000,
      'the notice',
    );
    expect(notice.getAttribute('role')).to.equal('status');
    expect(notice.textContent).to.equal(
      `Because of your answers, you need MRI lumbar spine instead of MRI knee. The time you chose (${chosenTime}) was for MRI knee, so it has been given back: choose a time for MRI lumbar spine below.`,
    );
    await focusOn(element, 'the notice', (active) => active === notice);
    expect(root(element).querySelector('.chosen__what')!.textContent).to.equal('Harbourside Radiology Parramatta, for MRI lumbar spine.');
    await rendered(element, '.slots__day');
    expect(await axeViolations()).to.deep.equal([]);
    // A new time ends the notice: it was about the time given back.
    await chooseTimeByKeyboard(element);
    await headingFocused(element, 'Your details');
    expect(all(element, '.appointment__status').map((status) => status.textContent)).to.deep.equal(['']);
  });
});

describe('<rad-booking> an exam changed by an answer at a clinic without it (issue 24 item 3)', () => {
  afterEach(() => scenario({}));

  it('goes to the clinics that offer the new exam, says why, focus on their heading', async function () {
    this.timeout(20_000);
    scenario(withQuestion({ newExamSlug: 'mri-lumbar-spine' }));
    // Brisbane City performs no spine MRI (the fixtures' clinic exams).
    const element = mount(`<rad-booking url-mode="memory" start-url="/select-clinic/mri-knee?selectedClinic=brisbane-city"></rad-booking>`);
    await chooseTimeByKeyboard(element);
    await answerByKeyboard(element, 'Yes');
    await headingFocused(element, 'Choose a clinic');
    const said = root(element).querySelector('.booking > .rad-visually-hidden[role="status"]')!;
    expect(said.textContent).to.equal('Harbourside Radiology Brisbane City does not offer MRI lumbar spine. Choose a clinic that does.');
    await until(() => all(element, '.clinic__name').length === 2, 5000, 'the clinics with the new exam');
    expect(all(element, '.clinic__name').map((name) => name.textContent)).not.to.include('Harbourside Radiology Brisbane City');
    expect(await axeViolations()).to.deep.equal([]);
  });
});

describe('<rad-booking> the confirmation (issue 24 item 5)', () => {
  afterEach(() => scenario({}));

  it('is the page: its own h1, no "Clinic chosen", no Change clinic or Start again', async () => {
    scenario({ booking: {} });
    const element = booking();
    await chooseTimeByKeyboard(element);
    await rendered(element, '[part="booking-form"]');
    for (const [field, value] of [
      ['firstName', 'Ada'],
      ['lastName', 'Nguyen'],
      ['email', 'ada@example.test'],
    ] as const) {
      const input = root(element).querySelector<HTMLInputElement>(`[data-field="${field}"] input`)!;
      input.focus();
      await sendKeys({ type: value });
    }
    const boxes = all(element, '[data-field="dateOfBirth"] input');
    for (const [index, value] of ['2', '4', '1980'].entries()) {
      boxes[index]!.focus();
      await sendKeys({ type: value });
    }
    root(element).querySelector<HTMLInputElement>('[data-field="consent"] input')!.click();
    all(element, 'button[type="submit"]')[0]!.click();
    await rendered(element, '[part="confirmation"]');
    expect(all(element, 'h1').map((heading) => heading.textContent)).to.deep.equal(['Your appointment is booked']);
    expect(root(element).textContent).not.to.contain('Clinic chosen');
    const buttons = all(element, 'button').map((item) => item.textContent);
    expect(buttons).not.to.include('Change clinic');
    expect(buttons).not.to.include('Start again');
    expect(await axeViolations()).to.deep.equal([]);
  });
});

describe('<rad-booking> a booking an answer denied (issue 24 item 4)', () => {
  afterEach(() => scenario({}));

  it('stays in the booking: why, the clinic’s phone, a call back that takes a number, and the way back to the exams', async function () {
    this.timeout(30_000);
    scenario(withQuestion({ denied: true, message: PACEMAKER_TEXT }));
    const element = booking();
    const navigated: string[] = [];
    element.addEventListener('rad-navigate', (event) => navigated.push((event as CustomEvent<{ path: string }>).detail.path));
    await chooseTimeByKeyboard(element);
    await headingFocused(element, 'Your details');
    await answerByKeyboard(element, 'Yes');
    await headingFocused(element, 'We cannot book MRI knee for you online');
    expect(all(element, 'h1').map((heading) => heading.textContent)).to.deep.equal(['We cannot book MRI knee for you online']);
    const deny = await rendered(element, 'rad-deny');
    await until(() => deny.shadowRoot?.querySelector('h2')?.textContent === PACEMAKER_TEXT, 5000, 'the provider’s reason');
    const phone = root(element).querySelector<HTMLAnchorElement>('.denied__phone')!;
    expect(phone.textContent).to.equal('(02) 5550 0101');
    expect(phone.getAttribute('href')).to.equal('tel:0255500101');
    expect(root(element).querySelector('.denied__call')!.textContent).to.equal(
      'To talk about another test, call Harbourside Radiology Parramatta on (02) 5550 0101',
    );
    // Nobody is said to be calling: no number was left yet.
    expect(root(element).querySelector('.denied__sent')!.textContent).to.equal('');
    expect(root(element).textContent).not.to.contain('Thank you');
    expect(root(element).textContent).not.to.contain('Change clinic');
    expect(navigated).to.deep.equal([]);
    expect(all(element, '[part="slots"], [part="booking-form"]')).to.deep.equal([]);
    expect(await axeViolations()).to.deep.equal([]);

    await press(element, 'Ask us to call you back');
    const dialog = await rendered(element, 'dialog[open]');
    for (const [field, value] of [
      ['name', 'Mia Chen'],
      ['phone', '0412345678'],
    ] as const) {
      dialog.querySelector<HTMLInputElement>(`[data-field="${field}"] input`)!.focus();
      await sendKeys({ type: value });
    }
    dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!.focus();
    await sendKeys({ press: 'Enter' });
    await until(
      () => root(element).querySelector('.denied__sent')?.textContent === 'Thank you. Our booking team will call you back.',
      5000,
      'sent',
    );
    expect(current.booking!.callbacks).to.deep.equal([
      { name: 'Mia Chen', phone: '0412345678', timeOfDay: 'any', examSlug: 'mri-knee', clinicSlug: 'parramatta' },
    ]);
    expect(await axeViolations()).to.deep.equal([]);

    await press(element, 'Back to the exams');
    await headingFocused(element, 'Which exam do you need?');
  });
});
