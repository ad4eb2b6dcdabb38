import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { axeViolations } from '../support/axe';
import { checkInCases, fillForm, goOffline, goOnline, runCase, stepOf, typeInto, waitForStep, walkTo } from '../support/check-in';
import { mount, shadow, until } from '../support/dom';
import { installFixtureApi, type Scenario } from '../support/fixture-api';
import { IDENTITY_ALREADY_CHECKED_IN, REFERRAL_MISSING } from '../../widgets/check-in/fixtures';
import { loadEntry } from '../support/widgets';

// This page stands for a patient looking at it. Two test pages share one headless browser and the
// one behind counts as hidden, where check-in's polling rightly pauses (widgets/check-in/polling.ts),
// so a state reached by polling would wait for the other file to finish.
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });

let restore = installFixtureApi({});
function scenario(next: Scenario): Scenario {
  restore();
  restore = installFixtureApi(next);
  return next;
}
await loadEntry('rad-check-in');

const DEVICE_COOKIE = 'kioskIdentity=Front%20desk%201; Path=/';
const clearDevice = () => (document.cookie = 'kioskIdentity=; Max-Age=0; Path=/');

async function fresh(kiosk: boolean, next: Scenario = {}): Promise<ShadowRoot> {
  scenario({ checkIn: {}, ...next });
  const element = mount(kiosk ? '<rad-check-in kiosk-mode="true"></rad-check-in>' : '<rad-check-in></rad-check-in>');
  const root = shadow(element);
  await until(() => stepOf(root), 5000, 'rad-check-in to render');
  return root;
}

const SIZES = [
  { name: 'phone', width: 375, height: 740, kiosk: false },
  { name: 'kiosk', width: 1080, height: 1600, kiosk: true },
] as const;

for (const size of SIZES) {
  describe(`rad-check-in at ${size.name} size`, () => {
    before(async () => {
      await setViewport({ width: size.width, height: size.height });
      if (size.kiosk) document.cookie = DEVICE_COOKIE;
    });
    after(() => clearDevice());
    afterEach(() => goOnline());

    for (const fixture of checkInCases) {
      it(`${fixture.name}: shows its state and passes axe`, async () => {
        const root = await fresh(size.kiosk, { checkIn: { ...fixture.checkIn } });
        await runCase(root, fixture);
        expect(await axeViolations(root.host)).to.deep.equal([]);
      });
    }

    if (size.kiosk) {
      it('gives the referral upload and the feedback questionnaire 44 px targets too', async () => {
        const upload = await fresh(true, { checkIn: { readiness: REFERRAL_MISSING } });
        await walkTo(upload, 'success');
        const file = await until(
          () => upload.querySelector<HTMLElement>('[part="referral-upload"] input[type="file"]'),
          5000,
          'the upload',
        );
        expect(file.getBoundingClientRect().height).to.be.at.least(44);
        const feedback = await fresh(true, { checkIn: { identity: IDENTITY_ALREADY_CHECKED_IN } });
        await walkTo(feedback, 'feedback');
        const dialog = await until(() => feedback.querySelector<HTMLDialogElement>('dialog[open]'), 5000, 'the questionnaire');
        await until(() => dialog.querySelector('input[type="radio"]'), 5000, 'its answers');
        const targets = [...dialog.querySelectorAll<HTMLElement>('button, label:has(input[type="radio"]), textarea')].filter((target) =>
          target.checkVisibility(),
        );
        expect(targets.length).to.be.greaterThan(2);
        for (const target of targets) expect(target.getBoundingClientRect().height, target.outerHTML.slice(0, 80)).to.be.at.least(44);
      });

      it('gives every button and field at least 44 px', async () => {
        const root = await fresh(true);
        await walkTo(root, 'success');
        await until(() => root.querySelector('.check-in__form'), 5000, 'the form');
        const targets = [...root.querySelectorAll<HTMLElement>('button, input.rad-input')].filter((target) => target.checkVisibility());
        expect(targets.length).to.be.greaterThan(5);
        for (const target of targets) {
          const box = target.getBoundingClientRect();
          expect(box.height, target.outerHTML.slice(0, 80)).to.be.at.least(44);
        }
      });
    }
  });
}

describe('rad-check-in behaviour', () => {
  before(() => setViewport({ width: 375, height: 740 }));

  it('moves the focus to each new step’s heading', async () => {
    const root = await fresh(false);
    await walkTo(root, 'confirm');
    await until(() => root.activeElement?.matches('h1'), 2000, 'the heading to take the focus');
    expect(root.activeElement!.textContent).to.equal('We found your appointment');
  });

  it('links errors to their fields and focuses the first wrong one', async () => {
    const root = await fresh(false);
    await walkTo(root, 'success');
    const form = await until(() => root.querySelector('.check-in__form'), 5000, 'the form');
    typeInto(root.querySelector<HTMLInputElement>('input[name="medicareNumber"]')!, '2123 45671 1');
    form.querySelector<HTMLElement>('[part="submit"]')!.click();
    const medicare = root.querySelector<HTMLInputElement>('input[name="medicareNumber"]')!;
    await until(() => medicare.getAttribute('aria-invalid') === 'true', 2000, 'the Medicare error');
    const described = medicare
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => root.getElementById(id)?.textContent);
    expect(described).to.include('This is not a valid Medicare number. Check the digits on your card.');
    expect(root.activeElement?.getAttribute('name')).to.equal('referrerSearch');
  });

  // That two characters never search, whatever the wait, is pinned with fake timers in
  // widgets/check-in/doctor-search.test.ts; here the page shows no results for them.
  it('searches doctors from 3 characters, lower-cased, and never lists the one already chosen', async () => {
    const current = scenario({ checkIn: {} });
    const element = mount('<rad-check-in></rad-check-in>');
    const root = shadow(element);
    await walkTo(root, 'success');
    const search = await until(() => root.querySelector<HTMLInputElement>('input[name="referrerSearch"]'), 5000, 'search');
    typeInto(search, 'Ng');
    expect(root.querySelector('.check-in__result')).to.equal(null);
    const searches = () => current.checkIn!.requests!.filter((request) => request.path.includes('/doctor_search/'));
    typeInto(search, 'NGUYEN');
    await until(() => root.querySelector('.check-in__result'), 3000, 'results');
    expect(searches().map((request) => decodeURIComponent(request.path.split('/').pop()!))).to.deep.equal(['nguyen']);
    root.querySelector<HTMLButtonElement>('.check-in__result')!.click();
    await until(() => root.querySelector('[part="chosen-doctor"]'), 2000, 'chosen');
    expect(root.querySelector('[part="chosen-doctor"]')!.textContent).to.contain('Olivia Nguyen');
  });

  it('keeps the form and what was typed when sending it fails, shows no server words, and the retry goes through', async () => {
    // The server answers 500 with its own words and holds no check-in (its preparation is 404).
    const current = scenario({ checkIn: { prepare: 500, poll: 404 } });
    const root = shadow(mount('<rad-check-in></rad-check-in>'));
    await walkTo(root, 'success');
    await fillForm(root);
    root.querySelector<HTMLElement>('.check-in__form [part="submit"]')!.click();
    await until(() => /Something went wrong on our side/.test(root.textContent ?? ''), 8000, 'the 500 message');
    expect(stepOf(root)).to.equal('success');
    expect(root.textContent).not.to.contain('Fixture failure');
    expect(root.querySelector<HTMLInputElement>('input[name="referenceNumber"]')!.value).to.equal('R-77');
    expect(root.querySelector<HTMLInputElement>('input[name="dateOfReferral"]')!.value).to.equal('2026-01-02');
    expect(await axeViolations(root.host)).to.deep.equal([]);
    current.checkIn!.prepare = 'ok';
    current.checkIn!.poll = 'sent';
    root.querySelector<HTMLElement>('.check-in__form [part="submit"]')!.click();
    await waitForStep(root, 'complete');
    const sent = current.checkIn!.requests!.filter((request) => request.method === 'POST' && request.path.endsWith('/check_in'));
    expect(sent.at(-1)!.body).to.deep.equal(sent[0]!.body);
  });

  it('says a slow check-in is still working, and the device being offline, until it is back', async () => {
    const root = await fresh(false, { checkIn: { prepare: 'never' } });
    await walkTo(root, 'success');
    await fillForm(root);
    root.querySelector<HTMLElement>('.check-in__form [part="submit"]')!.click();
    await until(() => /Still working on it/.test(root.textContent ?? ''), 3000, 'the still-working notice');
    goOffline();
    await until(() => /You are offline/.test(root.textContent ?? ''), 2000, 'the offline notice');
    expect(await axeViolations(root.host)).to.deep.equal([]);
    goOnline();
    await until(() => !/You are offline/.test(root.textContent ?? ''), 2000, 'the offline notice to go');
  });

  // The waits between polls (backoff, stop on dispose) are pinned with fake timers in
  // check-in-flow.test.ts; here: leaving the page cancels the poll under way.
  it('stops polling when the element leaves the page', async () => {
    const current = scenario({ checkIn: { poll: 'never' } });
    const pollSignals: AbortSignal[] = [];
    const fixtureFetch = window.fetch;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : null;
      if ((request?.url ?? String(input)).endsWith('_sent')) pollSignals.push(init?.signal ?? request!.signal);
      return fixtureFetch(input, init);
    };
    try {
      const element = mount('<rad-check-in></rad-check-in>');
      const root = shadow(element);
      await walkTo(root, 'success');
      await fillForm(root);
      root.querySelector<HTMLElement>('.check-in__form [part="submit"]')!.click();
      const polls = () => current.checkIn!.requests!.filter((request) => request.path.endsWith('_sent')).length;
      await until(() => polls() === 1 && pollSignals.length === 1, 3000, 'the first poll');
      expect(pollSignals[0]!.aborted).to.equal(false);
      element.remove();
      await until(() => pollSignals[0]!.aborted, 2000, 'the poll to be cancelled');
      expect(polls()).to.equal(1);
    } finally {
      window.fetch = fixtureFetch;
    }
  });

  it('shows the check-in form as the digital check-in form modal: closing keeps what was typed, the step offers it again', async () => {
    const root = await fresh(false);
    await walkTo(root, 'success');
    const dialog = await until(() => root.querySelector<HTMLDialogElement>('dialog[open]'), 5000, 'the form dialog');
    expect(dialog.querySelector('h2')!.textContent).to.equal('Check-in details');
    typeInto(dialog.querySelector<HTMLInputElement>('input[name="referenceNumber"]')!, 'KEEP-ME');
    dialog.querySelector<HTMLButtonElement>('[part="close-form"]')!.click();
    await until(() => !dialog.open, 2000, 'the dialog to close');
    expect(await axeViolations(root.host)).to.deep.equal([]);
    root.querySelector<HTMLButtonElement>('[part="open-form"]')!.click();
    await until(() => dialog.open, 2000, 'the dialog to open again');
    expect(dialog.querySelector<HTMLInputElement>('input[name="referenceNumber"]')!.value).to.equal('KEEP-ME');
  });

  it('offers the referral upload while the readiness says the referral is missing', async () => {
    const root = await fresh(false, { checkIn: { readiness: REFERRAL_MISSING } });
    await walkTo(root, 'success');
    const input = await until(
      () => root.querySelector<HTMLInputElement>('[part="referral-upload"] input[type="file"]'),
      5000,
      'the upload',
    );
    expect(input.accept).to.contain('application/pdf');
    expect(root.querySelector('dialog[open]')).to.equal(null); // no form until ready
    expect(root.textContent).to.contain('Please upload your referral before checking in');
  });

  it('takes feedback through the questionnaire runner and sends it once', async () => {
    const current = scenario({ checkIn: { identity: IDENTITY_ALREADY_CHECKED_IN } });
    const root = shadow(mount('<rad-check-in></rad-check-in>'));
    await walkTo(root, 'feedback');
    const dialog = await until(() => root.querySelector<HTMLDialogElement>('dialog[open]'), 5000, 'the questionnaire');
    expect(dialog.textContent).to.contain('How was your visit?');
    const good = await until(
      () =>
        [...dialog.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
          (input) => input.labels?.[0]?.textContent?.trim() === 'Good',
        ),
      3000,
      'the Good answer',
    );
    good.click();
    const yes = await until(
      () =>
        [...dialog.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
          (input) => input.labels?.[0]?.textContent?.trim() === 'Yes',
        ),
      3000,
      'the Yes answer',
    );
    yes.click();
    const send = [...dialog.querySelectorAll<HTMLButtonElement>('button[type="submit"]')].at(-1)!;
    send.click();
    await until(() => /Thank you for your feedback/.test(root.textContent ?? ''), 5000, 'the thanks');
    const saves = current.checkIn!.requests!.filter((request) => request.method === 'POST' && request.path.endsWith('/feedback'));
    expect(saves.map((request) => request.path)).to.deep.equal(['/api/check-in/CHECKIN-3009/feedback']);
    const result = JSON.parse(String(saves[0]!.body.questionnaireResult)) as { item: { linkId: string }[] };
    expect(result.item.map((item) => item.linkId)).to.deep.equal(['overall', 'explained']);
    expect(await axeViolations(root.host)).to.deep.equal([]);
  });

  it('resumes a step deep link as far as the session came, and never past identity', async () => {
    scenario({ checkIn: { current: { bookingKey: 'CHECKIN-3001', verified: true } } });
    const resumed = shadow(mount('<rad-check-in step="success"></rad-check-in>'));
    await waitForStep(resumed, 'success');
    await until(() => resumed.querySelector('input[name="referrerSearch"]'), 5000, 'the form');
    scenario({ checkIn: { current: { bookingKey: 'CHECKIN-3001', verified: false } } });
    const confirm = shadow(mount('<rad-check-in step="success"></rad-check-in>'));
    await waitForStep(confirm, 'confirm');
    scenario({ checkIn: {} });
    const stranger = shadow(mount('<rad-check-in step="complete"></rad-check-in>'));
    await until(() => stranger.querySelector('input[name="lastName"]'), 5000, 'the identity form');
    expect(stepOf(stranger)).to.equal('identity');
  });

  it('at a kiosk asks staff for the device name once (required), then keeps it in the kioskIdentity cookie', async () => {
    clearDevice();
    const root = await fresh(true);
    const dialog = await until(() => root.querySelector<HTMLDialogElement>('dialog[open]'), 3000, 'the device dialog');
    expect(await axeViolations(root.host)).to.deep.equal([]);
    dialog.querySelector<HTMLButtonElement>('[part="save-device"]')!.click();
    await until(() => dialog.querySelector('.rad-field__error:not([hidden])'), 2000, 'the required error');
    typeInto(dialog.querySelector<HTMLInputElement>('input[name="deviceName"]')!, 'Front desk 2');
    dialog.querySelector<HTMLButtonElement>('[part="save-device"]')!.click();
    await until(() => !dialog.open, 2000, 'the dialog to close');
    expect(document.cookie).to.contain('kioskIdentity=Front%20desk%202');
    clearDevice();
  });

  it('at a kiosk, Done forgets the person: the next one starts on an empty identity form', async () => {
    document.cookie = DEVICE_COOKIE;
    const root = await fresh(true);
    await walkTo(root, 'complete');
    root.querySelector<HTMLButtonElement>('[part="done"]')!.click();
    await waitForStep(root, 'identity');
    expect(root.querySelector<HTMLInputElement>('input[name="lastName"]')!.value).to.equal('');
    expect(root.textContent).not.to.contain('MRI knee');
    clearDevice();
  });
});
