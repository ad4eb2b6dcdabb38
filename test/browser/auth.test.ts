import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { authMarkup, authTitles } from '../../widgets/auth/fixtures';
import { axeViolations } from '../support/axe';
import { mount, rendered, shadow, until } from '../support/dom';
import { installFixtureApi, type Scenario } from '../support/fixture-api';
import { loadEntry } from '../support/widgets';
import type { Config } from '../../src/api/schemas/config.schema';

interface ConfigStore {
  config: { value: Config | null };
  loaded(config: Config): void;
}

let current: Scenario = {};
let restore = installFixtureApi(current);
function scenario(next: Scenario): Scenario {
  restore();
  current = next;
  restore = installFixtureApi(current);
  return current;
}
await loadEntry('rad-auth');

// The test page plays the portal: it takes rad-navigate, so the page itself never navigates away.
const navigations: string[] = [];
document.addEventListener('rad-navigate', (event) => {
  event.preventDefault();
  navigations.push((event as CustomEvent<{ path: string }>).detail.path);
});

const root = (element: Element) => shadow(element);
const openDialog = (element: Element) => root(element).querySelector<HTMLDialogElement>('dialog[open]');
const input = (element: Element, autocomplete: string) =>
  root(element).querySelector<HTMLInputElement>(`input[autocomplete="${autocomplete}"]`)!;

function type(field: HTMLInputElement, value: string): void {
  // React listens to the native value setter + input event, as a person's typing produces.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function typeDate(element: Element, day: string, month: string, year: string): void {
  type(input(element, 'bday-day'), day);
  type(input(element, 'bday-month'), month);
  type(input(element, 'bday-year'), year);
}

function leaveDate(element: Element): void {
  input(element, 'bday-year').dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
}

const submit = (element: Element) => root(element).querySelector<HTMLButtonElement>('[part="submit"]')!;

/** What a person sees of a button: a copy, since a computed style changes with the element. */
function looks(button: Element): { background: string; color: string; cursor: string } {
  const style = getComputedStyle(button);
  return { background: style.backgroundColor, color: style.color, cursor: style.cursor };
}

/** WCAG contrast ratio of two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

async function dobDialog(markup = authMarkup('appointment')): Promise<HTMLElement> {
  const element = mount(markup);
  await until(() => openDialog(element)?.querySelector('input[autocomplete="bday-day"]'), 5000, 'the date-of-birth dialog');
  return element;
}

describe('<rad-auth>', () => {
  beforeEach(() => {
    navigations.length = 0;
    scenario({});
  });

  it('solves the captcha, then opens the date-of-birth dialog titled for the link', async () => {
    const element = await dobDialog();
    expect(openDialog(element)!.querySelector('h2')!.textContent).to.equal(authTitles.appointment);
    const bodies = current.auth?.bodies ?? [];
    expect(bodies).to.deep.equal([]); // nothing sent before the person acts
    expect(submit(element).disabled).to.equal(true);
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('says what is wrong with a garbled or future date and keeps Continue disabled', async () => {
    const element = await dobDialog();
    typeDate(element, '31', '2', '1985');
    leaveDate(element);
    const error = await until(() => root(element).querySelector('.rad-date .rad-field__error:not([hidden])'));
    expect(error.textContent).to.equal('Enter a real date of birth, for example 27 3 1985');
    expect(submit(element).disabled).to.equal(true);
    expect(input(element, 'bday-day').getAttribute('aria-invalid')).to.equal('true');
    expect(await axeViolations()).to.deep.equal([]);
    typeDate(element, '1', '1', '2099');
    await until(() => root(element).querySelector('.rad-date .rad-field__error')?.textContent === 'The date of birth must be in the past');
  });

  it('shows the server refusal and keeps what was typed', async () => {
    scenario({ auth: { patient: { success: false, message: 'message.authentication_failed' } } });
    const element = await dobDialog();
    typeDate(element, '28', '3', '1985');
    submit(element).click();
    const banner = await until(() => openDialog(element)?.querySelector('.rad-banner--error'));
    expect(banner.textContent).to.contain('do not match our records');
    expect(input(element, 'bday-day').value).to.equal('28');
    await until(() => root(element).activeElement === input(element, 'bday-day'), 2000, 'focus back on the first box');
    expect(current.auth!.bodies![0]!.body).to.include({ dateOfBirth: '1985-03-28', contactNumber: '', type: 'APPOINTMENT' });
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('says it is still working when the check takes more than a second, and shows no server words on a 500', async () => {
    scenario({ auth: { patient: 'never' } });
    const slow = await dobDialog();
    typeDate(slow, '27', '3', '1985');
    submit(slow).click();
    await until(() => /Still working on it/.test(openDialog(slow)?.textContent ?? ''), 3000, 'the still-working notice');
    expect(await axeViolations()).to.deep.equal([]);
    slow.remove();

    scenario({ auth: { patient: 500 } });
    const failing = await dobDialog();
    typeDate(failing, '27', '3', '1985');
    submit(failing).click();
    const banner = await until(() => openDialog(failing)?.querySelector('.rad-banner--error'), 3000, 'the failure');
    expect(banner.textContent).to.contain('Something went wrong on our side');
    expect(root(failing).textContent).not.to.contain('Fixture failure');
    expect(input(failing, 'bday-day').value).to.equal('27');
  });

  it('a code whose answer was lost asks the session and, signed in, opens the page instead of asking again', async () => {
    scenario({ auth: { otpValidate: 'malformed' } });
    const element = await dobDialog(authMarkup('sharedResults'));
    typeDate(element, '27', '3', '1985');
    submit(element).click();
    const code = await until(() => root(element).querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]'), 5000, 'the code');
    type(code, '123456');
    root(element).querySelector<HTMLElement>('[part="verify"]')!.click();
    await until(() => navigations.length > 0, 5000, 'navigation');
    expect(navigations[0]).to.match(/result/);
  });

  it('shows the authenticating indicator while the server checks', async () => {
    scenario({ auth: { patient: { success: false, message: 'message.authentication_failed' } } });
    // The server's answer waits until the test lets it go, so the check stays in flight.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const fixtureFetch = window.fetch;
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await fixtureFetch(input, init);
      if (String(input instanceof Request ? input.url : input).includes('/api/auth/patient')) await held;
      return response;
    };
    const element = await dobDialog();
    typeDate(element, '27', '3', '1985');
    const ready = looks(submit(element));
    submit(element).click();
    const status = await until(() => openDialog(element)?.querySelector('[role="status"]'));
    expect(status.textContent).to.equal('Checking your details…');
    // Marked, not disabled: the focus stays on the button while the server checks.
    expect(submit(element).getAttribute('aria-disabled')).to.equal('true');
    // ...and it looks it: another colour, a not-allowed cursor, text still readable.
    const busy = looks(submit(element));
    expect(busy.background).not.to.equal(ready.background);
    expect(busy.cursor).to.equal('not-allowed');
    expect(ready.cursor).to.equal('pointer');
    expect(contrast(busy.color, busy.background)).to.be.at.least(4.5);
    // The indicator shows on the click; the request itself may leave a moment later on a busy machine.
    const sent = () => (current.auth?.bodies ?? []).filter((call) => call.path === '/api/auth/patient');
    await until(() => sent().length > 0, 5000, 'the check sent');
    expect(sent()).to.have.length(1);
    submit(element).click(); // a second click sends nothing
    answer();
    await until(() => openDialog(element)?.querySelector('.rad-banner--error'), 3000, 'the refusal');
    // A corrected date sent now is allowed; a second check from the double click would have left before it.
    typeDate(element, '28', '3', '1985');
    submit(element).click();
    await until(() => sent().some((call) => call.body.dateOfBirth === '1985-03-28'), 5000, 'the corrected date sent');
    expect(sent().map((call) => call.body.dateOfBirth)).to.deep.equal(['1985-03-27', '1985-03-28']);
    window.fetch = fixtureFetch;
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('asks for a contact number when the provider wants one: digits only, at most 10', async () => {
    // One runtime per page has read the settings already: change them in its store, as a reload would.
    const store = (window as unknown as { radWidgets: { store: { config: ConfigStore } } }).radWidgets.store.config;
    const before = store.config.value!;
    store.loaded({ ...before, application: { ...before.application, contactNumberAuthEnabled: true } });
    try {
      const element = await dobDialog();
      typeDate(element, '27', '3', '1985');
      const phone = root(element).querySelector<HTMLInputElement>('input[name="contactNumber"]')!;
      type(phone, '04123456789');
      phone.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      await until(() =>
        [...root(element).querySelectorAll('.rad-field__error')].some((e) => e.textContent === 'Please enter a valid contact number'),
      );
      expect(submit(element).disabled).to.equal(true);
      expect(await axeViolations()).to.deep.equal([]);
      type(phone, '0412345678');
      await until(() => !submit(element).disabled);
    } finally {
      store.loaded(before);
    }
  });

  it('with cookies off: a banner on the page and the cookies message on failure', async () => {
    Object.defineProperty(navigator, 'cookieEnabled', { configurable: true, get: () => false });
    try {
      scenario({ auth: { patient: { success: false, message: 'message.authentication_failed' } } });
      const element = await dobDialog();
      expect(root(element).querySelector('.auth > .rad-banner--error')!.textContent).to.contain('Cookies are turned off');
      typeDate(element, '27', '3', '1985');
      submit(element).click();
      const banner = await until(() => openDialog(element)?.querySelector('.rad-banner--error'));
      expect(banner.textContent).to.contain('Cookies are turned off');
      expect(await axeViolations()).to.deep.equal([]);
    } finally {
      delete (navigator as { cookieEnabled?: boolean }).cookieEnabled;
    }
  });

  it('shared results: the code dialog counts down the resend wait; a short code and a wrong code get their messages', async () => {
    scenario({ auth: { otpValidate: { success: false, message: '' } } });
    const element = await dobDialog(authMarkup('sharedResults'));
    expect(openDialog(element)!.querySelector('h2')!.textContent).to.equal(authTitles.sharedResults);
    typeDate(element, '27', '3', '1985');
    submit(element).click();
    await until(() => openDialog(element)?.querySelector('input[autocomplete="one-time-code"]'), 5000, 'the code dialog');
    const dialog = openDialog(element)!;
    expect(dialog.querySelector('h2')!.textContent).to.equal('Enter your one-time code');
    expect(dialog.textContent).to.contain('s•••@example.com');
    const code = input(element, 'one-time-code');
    expect(code.inputMode).to.equal('numeric');
    expect(root(element).querySelector<HTMLButtonElement>('[part="resend"]')!.getAttribute('aria-disabled')).to.equal('true');
    expect(root(element).querySelector('[part="resend-status"]')!.textContent).to.match(/new code in [45] seconds/);
    expect(await axeViolations()).to.deep.equal([]);

    type(code, '12345');
    root(element).querySelector<HTMLButtonElement>('[part="verify"]')!.click();
    await until(() => dialog.querySelector('.rad-field__error:not([hidden])')?.textContent === 'The code must be exactly 6 digits');
    type(code, '12a456');
    root(element).querySelector<HTMLButtonElement>('[part="verify"]')!.click();
    await until(() => dialog.querySelector('.rad-field__error:not([hidden])')?.textContent === 'The code can contain digits only');
    expect(await axeViolations()).to.deep.equal([]);

    type(code, '123 456'); // pasted with a space
    expect(code.value).to.equal('123456');
    root(element).querySelector<HTMLButtonElement>('[part="verify"]')!.click();
    const banner = await until(() => dialog.querySelector('.rad-banner--error'));
    expect(banner.textContent).to.contain('This code is incorrect or has expired');
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('resend looks disabled while it waits; "A new code is on its way." goes when a code is refused', async () => {
    scenario({ auth: { otpSend: { resendAfterSeconds: 1 }, otpValidate: { success: false, message: '' } } });
    const element = await dobDialog(authMarkup('sharedResults'));
    typeDate(element, '27', '3', '1985');
    submit(element).click();
    await until(() => openDialog(element)?.querySelector('input[autocomplete="one-time-code"]'), 5000, 'the code dialog');
    const dialog = openDialog(element)!;
    const resend = root(element).querySelector<HTMLButtonElement>('[part="resend"]')!;
    expect(resend.getAttribute('aria-disabled')).to.equal('true');
    const waiting = looks(resend);
    await until(() => !resend.hasAttribute('aria-disabled'), 3000, 'the resend wait to end');
    const ready = looks(resend);
    expect(waiting.cursor).to.equal('not-allowed');
    expect(ready.cursor).to.equal('pointer');
    expect(waiting.color).not.to.equal(ready.color);
    expect(contrast(waiting.color, getComputedStyle(dialog).backgroundColor)).to.be.at.least(4.5);

    resend.click();
    const resent = dialog.querySelector('.auth-resent')!;
    await until(() => resent.textContent === 'A new code is on its way.', 3000, 'the resend confirmation');
    type(input(element, 'one-time-code'), '123456');
    root(element).querySelector<HTMLButtonElement>('[part="verify"]')!.click();
    await until(() => dialog.querySelector('.rad-banner--error'), 3000, 'the refusal');
    expect(resent.textContent).to.equal('');
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('signs in and asks the host to open the return URL', async () => {
    const element = await dobDialog(authMarkup('staffBooking'));
    expect(openDialog(element)!.querySelector('h2')!.textContent).to.equal(authTitles.staffBooking);
    typeDate(element, '5', '11', '1972');
    submit(element).click();
    await until(() => navigations.length > 0, 5000, 'navigation');
    expect(navigations).to.deep.equal(['/appointments/DEMO-APPT-1002']);
    await until(() => root(element).querySelector('[role="status"]')?.textContent === 'Thank you. Opening your page…');
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('a session cookie that did not stick reads as the cookies message, not a dead end', async () => {
    scenario({ auth: { access: [] } });
    const element = await dobDialog();
    typeDate(element, '27', '3', '1985');
    submit(element).click();
    const banner = await until(() => openDialog(element)?.querySelector('.rad-banner--error'));
    expect(banner.textContent).to.contain('Cookies are turned off');
    expect(navigations).to.deep.equal([]);
  });

  it('max attempts goes to the deny page', async () => {
    scenario({ auth: { patient: { success: false, maxAttemptsReached: true } } });
    const element = await dobDialog(authMarkup('sharedResults'));
    typeDate(element, '1', '1', '1960');
    submit(element).click();
    await until(() => navigations.length > 0, 5000, 'navigation');
    expect(navigations).to.deep.equal(['/deny?maxAttempts=true&message=max_attempts_reached_shared']);
  });

  it('searches for the captcha in a worker of its own, off the page’s thread', async () => {
    const made: string[] = [];
    const PageWorker = window.Worker;
    window.Worker = class extends PageWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        made.push(String(url));
        super(url, options);
      }
    };
    try {
      const element = await dobDialog();
      // The dialog opens only after the server accepted the token the worker found.
      expect(openDialog(element)!.querySelector('h2')!.textContent).to.equal(authTitles.appointment);
      expect(made).to.have.length(1);
      expect(new URL(made[0]!).pathname).to.match(/\/dist\/chunks\/captcha-worker-[\w-]+\.js$/);
    } finally {
      window.Worker = PageWorker;
    }
  });

  it('still solves the captcha on the page where no worker may start (another origin, a strict CSP)', async () => {
    const PageWorker = window.Worker;
    window.Worker = class {
      constructor() {
        throw new DOMException('Script at another origin', 'SecurityError');
      }
    } as unknown as typeof Worker;
    try {
      const element = await dobDialog();
      expect(openDialog(element)!.querySelector('h2')!.textContent).to.equal(authTitles.appointment);
    } finally {
      window.Worker = PageWorker;
    }
  });

  it('a captcha that fails offers Try again', async () => {
    scenario({ auth: { captcha: 500 } });
    const element = mount(authMarkup('appointment'));
    const retry = await rendered(element, '[part="retry"]');
    expect(root(element).querySelector('.rad-banner--error')!.textContent).to.contain('could not get the secure sign-in ready');
    expect(await axeViolations()).to.deep.equal([]);
    scenario({});
    (retry as HTMLButtonElement).click();
    await until(() => openDialog(element), 5000, 'the dialog after retry');
  });

  it('asks the server what the link needs first: a loading line, and no dialog yet', async () => {
    scenario({ auth: { requirements: 'never' } });
    const element = mount(authMarkup('appointment'));
    const spinner = await rendered(element, '.rad-spinner');
    expect(spinner.textContent).to.contain('Getting the secure sign-in ready');
    expect(root(element).querySelector('section')!.getAttribute('aria-busy')).to.equal('true');
    expect(openDialog(element)).to.equal(null);
    expect(current.auth?.requirementsAsked).to.deep.equal([{ type: 'APPOINTMENT', bookingKey: 'DEMO-APPT-1001' }]);
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('a failed requirements answer shows its translated error and Try again, never the server’s words', async () => {
    scenario({ auth: { requirements: 404 } });
    const element = mount(authMarkup('appointment'));
    const retry = await rendered(element, '[part="retry"]');
    const banner = root(element).querySelector('.rad-banner--error')!;
    expect(banner.textContent).to.equal('Something went wrong. Please try again.');
    expect(openDialog(element)).to.equal(null);
    expect(await axeViolations()).to.deep.equal([]);
    scenario({});
    (retry as HTMLButtonElement).click();
    await until(() => openDialog(element)?.querySelector('input[autocomplete="bday-day"]'), 5000, 'the dialog after retry');
    expect(root(element).querySelector('.rad-banner--error')).to.equal(null);
  });

  it('the dialog says a code follows, and how, as the server answered; an appointment link says nothing of a code', async () => {
    const appointment = await dobDialog();
    expect(openDialog(appointment)!.textContent).to.not.contain('one-time code');
    appointment.remove();

    scenario({ auth: { requirements: { dateOfBirth: true, code: true, channels: ['SMS'] } } });
    const shared = await dobDialog(authMarkup('sharedResults'));
    const description = openDialog(shared)!.querySelector('p')!;
    expect(description.textContent).to.contain('After the date of birth, we will send you a one-time code by text message.');
    expect(openDialog(shared)!.getAttribute('aria-describedby')).to.equal(description.id);
    expect(await axeViolations()).to.deep.equal([]);
    typeDate(shared, '27', '3', '1985');
    submit(shared).click();
    await until(() => input(shared, 'one-time-code'), 5000, 'the code dialog');
    const send = current.auth!.bodies!.find((entry) => entry.path === '/api/auth/otp/send')!;
    expect(send.body.otpMethod).to.equal('SMS');
  });

  it('an incomplete link starts nothing and says so', async () => {
    const element = mount(authMarkup('incomplete'));
    const warning = await rendered(element, '.rad-banner--warning');
    expect(warning.textContent).to.contain('This link is incomplete');
    expect(openDialog(element)).to.equal(null);
    expect(current.auth?.bodies ?? []).to.deep.equal([]);
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('Escape closes the dialog and Continue reopens it, with the date kept', async () => {
    const element = await dobDialog();
    typeDate(element, '27', '3', '1985');
    openDialog(element)!.dispatchEvent(new Event('cancel', { cancelable: true }));
    const reopen = await rendered(element, '[part="reopen"]');
    expect(openDialog(element)).to.equal(null);
    (reopen as HTMLButtonElement).click();
    await until(() => openDialog(element));
    expect(input(element, 'bday-year').value).to.equal('1985');
  });

  it('fits a 320 px wide phone with no axe violations', async () => {
    await setViewport({ width: 320, height: 640 });
    try {
      const element = await dobDialog();
      const dialog = openDialog(element)!;
      expect(dialog.getBoundingClientRect().width).to.be.at.most(320);
      expect(await axeViolations()).to.deep.equal([]);
    } finally {
      await setViewport({ width: 1280, height: 900 });
    }
  });

  // Last in the file: it switches the page's runtime to Macedonian.
  it('in Macedonian the boxes read Day, Month, Year even where the browser has no mk date data', async () => {
    const element = mount(authMarkup('appointment').replace('<rad-auth ', '<rad-auth locale="mk" '));
    await until(() => root(element).querySelector('.rad-root')?.getAttribute('lang') === 'mk', 5000, 'the Macedonian texts');
    const dialog = await until(() => openDialog(element)?.querySelector('.rad-date'), 5000, 'the date-of-birth dialog');
    const labels = [...dialog.querySelectorAll('.rad-date__label')].map((label) => label.textContent);
    expect(labels).to.deep.equal(['Ден', 'Месец', 'Година']);
    expect([...dialog.querySelectorAll('input')].map((box) => box.autocomplete)).to.deep.equal(['bday-day', 'bday-month', 'bday-year']);
  });
});
