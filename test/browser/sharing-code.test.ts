/**
 * Sharing results from the appointment page of a patient signed in with the date of birth only:
 * the server answers 403 sharing.code_required, and the share modal asks, in place, for what
 * opening results takes (date of birth, then the one-time code; focus on each field, errors at
 * their field), then sends the share with what was typed. The prompt is its own chunk, loaded
 * only then. axe on every step.
 */
import { expect } from '@esm-bundle/chai';
import { bookedSummary } from '../../widgets/appointments/fixtures';
import { sharesFixture } from '../../src/sharing/fixtures';
import { axeViolations } from '../support/axe';
import { mount, shadow, until } from '../support/dom';
import { installFixtureApi, type Scenario } from '../support/fixture-api';
import { loadEntry } from '../support/widgets';

let restore = installFixtureApi({});
await loadEntry('rad-appointments');

const CODE_REQUIRED = { status: 403, body: { message: 'sharing.code_required', code: 'code_required' } };
const button = (scope: ParentNode, text: string) =>
  [...scope.querySelectorAll<HTMLButtonElement>('button')].find((node) => node.textContent?.trim() === text && !node.hidden) ?? null;
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

async function shareDialog(scenario: Scenario): Promise<{ element: HTMLElement; dialog: HTMLDialogElement; root: ShadowRoot }> {
  restore();
  restore = installFixtureApi(scenario);
  const element = mount('<rad-appointments booking-key="DEMO-APPT-1001"></rad-appointments>');
  const root = shadow(element);
  (await until(() => button(root, 'Share with someone'), 5000, 'the share button')).click();
  const dialog = await until(() => root.querySelector<HTMLDialogElement>('dialog[open]'), 3000, 'the share modal');
  type(labelled(dialog, 'Their name'), 'Jo Contact');
  type(labelled(dialog, 'Their e-mail address'), 'jo.contact@example.com');
  type(dialog.querySelector('textarea')!, 'For Friday');
  button(dialog, 'Send the link')!.click();
  return { element, dialog, root };
}

describe('sharing results asks for the one-time code when the server does', () => {
  afterEach(() => {
    restore();
    restore = installFixtureApi({});
  });

  it('asks for the date of birth, then the code, in place; then shares what was typed', async () => {
    const scenario: Scenario = {
      appointments: { summary: bookedSummary },
      results: { shares: sharesFixture([], { shareableTypes: ['RESULT'] }), creates: [CODE_REQUIRED, 'ok'] },
      // As the reference server answers a results link's date of birth: a code follows.
      auth: { patient: { otpRequired: true } },
    };
    const { element, dialog, root } = await shareDialog(scenario);
    const day = await until(
      () => dialog.querySelector<HTMLInputElement>('.rad-sharing__verify input[autocomplete="bday-day"]'),
      5000,
      'the prompt',
    );
    expect(dialog.querySelector('.rad-sharing__verify h3')!.textContent).to.equal('First, confirm it is you');
    await until(() => root.activeElement === day, 2000, 'the focus on the date of birth');
    expect(dialog.querySelector<HTMLFormElement>('form.rad-sharing__form')!.hidden).to.equal(true);
    expect(button(dialog, 'Send the link')).to.equal(null);
    expect(await axeViolations(element)).to.deep.equal([]);

    // A date the one rule refuses is said at the field, and nothing is sent.
    type(day, '31');
    type(dialog.querySelector<HTMLInputElement>('input[autocomplete="bday-month"]')!, '2');
    type(dialog.querySelector<HTMLInputElement>('input[autocomplete="bday-year"]')!, '1985');
    button(dialog, 'Continue')!.click();
    const dateError = await until(
      () => dialog.querySelector<HTMLElement>('.rad-date .rad-field__error:not([hidden])'),
      2000,
      'the date error',
    );
    expect(dateError.getAttribute('role')).to.equal('alert');
    expect(dialog.querySelector('.rad-date')!.getAttribute('aria-describedby')).to.contain(dateError.id);
    expect((scenario.auth?.bodies ?? []).length).to.equal(0);

    type(day, '27');
    type(dialog.querySelector<HTMLInputElement>('input[autocomplete="bday-month"]')!, '3');
    button(dialog, 'Continue')!.click();
    const code = await until(
      () => {
        const input = dialog.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]');
        return input && root.activeElement === input ? input : null;
      },
      5000,
      'the focus on the code',
    );
    expect(dialog.textContent).to.contain('We sent a 6-digit code by e-mail to s•••@example.com.');
    expect(await axeViolations(element)).to.deep.equal([]);

    type(code, '123');
    button(dialog, 'Verify code')!.click();
    await until(() => code.getAttribute('aria-invalid') === 'true', 2000, 'the code error');
    expect(dialog.textContent).to.contain('The code must be exactly 6 digits');
    expect(await axeViolations(element)).to.deep.equal([]);

    type(code, '123 456');
    button(dialog, 'Verify code')!.click();
    await until(() => !dialog.open, 5000, 'the modal to close');
    const notice = await until(() => root.querySelector('[role="status"] .rad-sharing__notice'), 3000, 'the notice');
    expect(notice.textContent).to.equal('We have e-mailed Jo Contact a secure link to your results.');
    const bodies = scenario.auth!.bodies!.map(({ path, body }) => [path, body.type, body.bookingKey]);
    expect(bodies).to.deep.equal([
      ['/api/auth/patient', 'APPOINTMENT_RESULTS', 'DEMO-APPT-1001'],
      ['/api/auth/otp/send', 'APPOINTMENT_RESULTS', 'DEMO-APPT-1001'],
      ['/api/auth/otp/validate', 'APPOINTMENT_RESULTS', 'DEMO-APPT-1001'],
    ]);
    // Nothing typed was lost: the second create carries the same form.
    const [first, second] = scenario.results!.created!;
    expect(second).to.deep.equal(first);
    expect(second).to.include({ contactName: 'Jo Contact', contactDetails: 'jo.contact@example.com', note: 'For Friday' });
  });

  it('a date of birth the server refuses is said at the field, in the dictionary’s words', async () => {
    const scenario: Scenario = {
      appointments: { summary: bookedSummary },
      results: { shares: sharesFixture([], { shareableTypes: ['RESULT'] }), creates: [CODE_REQUIRED] },
      auth: { patient: { success: false, message: 'Call 1900 123 456' } },
    };
    const { element, dialog, root } = await shareDialog(scenario);
    const day = await until(
      () => dialog.querySelector<HTMLInputElement>('.rad-sharing__verify input[autocomplete="bday-day"]'),
      5000,
      'the prompt',
    );
    type(day, '28');
    type(dialog.querySelector<HTMLInputElement>('input[autocomplete="bday-month"]')!, '3');
    type(dialog.querySelector<HTMLInputElement>('input[autocomplete="bday-year"]')!, '1985');
    button(dialog, 'Continue')!.click();
    const error = await until(() => dialog.querySelector<HTMLElement>('.rad-date .rad-field__error:not([hidden])'), 3000, 'the refusal');
    expect(error.textContent).to.equal('The details you entered do not match our records. Please check them and try again.');
    expect(dialog.textContent).to.not.contain('1900 123 456');
    await until(() => root.activeElement === day, 2000, 'the focus back on the date');
    expect(await axeViolations(element)).to.deep.equal([]);
  });
});
