/**
 * <rad-booking> in a real browser with the in-page API stand-in: every state the patient can meet
 * (exam list, body figure by keyboard, clinics as a list and on a map, postcode locator, bad input),
 * each checked with axe.
 */
import { expect } from '@esm-bundle/chai';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import { axeViolations } from '../support/axe';
import { mount, rendered, shadow, until } from '../support/dom';
import { installFixtureApi, type Scenario } from '../support/fixture-api';
import { loadEntry } from '../support/widgets';

let restore = installFixtureApi();
function scenario(next: Scenario): void {
  restore();
  restore = installFixtureApi(next);
}

await loadEntry('rad-booking');

const booking = (startUrl = '/') => mount(`<rad-booking url-mode="memory" start-url="${startUrl}"></rad-booking>`);
const text = (element: HTMLElement) => shadow(element).textContent ?? '';
const all = (element: HTMLElement, selector: string) => [...shadow(element).querySelectorAll<HTMLElement>(selector)];
const button = (element: HTMLElement, name: string) =>
  until(
    () => all(element, 'button').find((candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent) === name),
    5000,
    `button "${name}"`,
  );

describe('<rad-booking>', () => {
  afterEach(() => {
    scenario({});
    document.cookie = 'postalCodeLocationId=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('lists the exams by group, filters as the patient types, with no axe violations', async () => {
    const element = booking();
    await rendered(element, '[part="exam-list"]');
    expect(text(element)).to.contain('5 exams found');
    expect(all(element, '.exam-group__name').map((heading) => heading.textContent)).to.deep.equal([
      'Chest and heart',
      'Joints and limbs',
      'Spine',
      'Abdomen and pelvis',
    ]);
    expect(await axeViolations()).to.deep.equal([]);

    const search = shadow(element).querySelector<HTMLInputElement>('input[type="search"]')!;
    search.focus();
    await sendKeys({ type: 'mri' });
    await until(() => text(element).includes('2 exams found'), 5000, 'two MRI exams');
    expect(all(element, '.exam__name').map((name) => name.textContent)).to.deep.equal(['MRI knee', 'MRI lumbar spine']);
  });

  it('body figure: every part is a named, focusable control; Enter picks one and filters the list', async () => {
    const element = booking();
    await rendered(element, '.figure__part');
    const parts = all(element, '.figure__part');
    expect(parts.map((part) => [part.getAttribute('role'), part.getAttribute('aria-label'), part.tabIndex])).to.deep.equal([
      ['button', 'Chest and breasts', 0],
      ['button', 'Abdomen', 0],
      ['button', 'Knees', 0],
    ]);
    parts[2]!.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => parts[2]!.getAttribute('aria-pressed') === 'true', 5000, 'knees pressed');
    expect(text(element)).to.contain('Showing exams for: Knees');
    expect(all(element, '.exam__name').map((name) => name.textContent)).to.deep.equal(['Knee X-ray', 'MRI knee']);
    expect(await axeViolations()).to.deep.equal([]);

    (await button(element, 'Back')).click();
    const back = await until(
      () => all(element, '.figure__part').find((part) => part.getAttribute('aria-label') === 'Lower back'),
      5000,
      'back side',
    );
    back.focus();
    await sendKeys({ press: 'Space' });
    await until(() => text(element).includes('1 exam found'), 5000, 'lower back exams');
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('the exam info modal shows notes, preparation and walk-in arrival', async () => {
    const element = booking();
    (await button(element, 'About Chest X-ray')).click();
    const dialog = await rendered(element, 'dialog[open]');
    expect(dialog.textContent).to.contain('No preparation.');
    expect(dialog.textContent).to.contain('Please arrive 10 minutes early.');
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('clinics as a list: choose a region, then a clinic; the host hears which', async () => {
    const element = booking();
    (await button(element, 'Choose MRI knee')).click();
    await rendered(element, '[part="clinic-list"]');
    expect(all(element, '.clinic__name').length).to.equal(3);
    expect(await axeViolations()).to.deep.equal([]);

    (await button(element, 'Sydney')).click();
    await until(() => all(element, '.clinic__name').length === 2, 5000, 'Sydney clinics');
    // Focus went to the results the region changed, with their name.
    expect(shadow(element).activeElement?.textContent).to.equal('Clinics in Sydney');

    const selected = new Promise<CustomEvent>((resolve) =>
      element.addEventListener('rad-booking-clinic-selected', (event) => resolve(event as CustomEvent)),
    );
    (await button(element, 'Choose Harbourside Radiology Chatswood')).click();
    expect((await selected).detail).to.deep.equal({
      examSlugs: ['mri-knee'],
      clinicSlug: 'chatswood',
      clinicSlugs: [],
      advanced: false,
      mobileLocationId: null,
    });
    await rendered(element, '[part="clinic-chosen"]');
    await until(() => text(element).includes('Choose a time'), 5000, 'the slot grid');
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('clinics on the map: maplibre loads with its worker, markers are named buttons, one chooses the clinic', async function () {
    this.timeout(30_000);
    await executeServerCommand('bring-to-front');
    const element = booking('/select-clinic/mri-knee');
    (await button(element, 'Map and list')).click();
    const map = await rendered(element, '[part="map"]');
    await until(() => map.getAttribute('data-map-state') === 'drawn', 25_000, 'the map drawn (worker loaded)');
    const markers = all(element, '[part="map-marker"]');
    expect(markers.map((marker) => [marker.localName, marker.getAttribute('aria-label')])).to.deep.equal([
      ['button', 'Choose Harbourside Radiology Parramatta'],
      ['button', 'Choose Harbourside Radiology Chatswood'],
      ['button', 'Choose Harbourside Radiology Brisbane City'],
    ]);
    expect(text(element)).not.to.contain('The map could not be loaded');
    expect(await axeViolations()).to.deep.equal([]);
    markers[0]!.focus();
    await sendKeys({ press: 'Enter' });
    await rendered(element, '[part="clinic-chosen"]');
    expect(text(element)).to.contain('Harbourside Radiology Parramatta, for MRI knee.');
  });

  it('a map style that fails marks the map as not loaded and the list still works', async function () {
    this.timeout(30_000);
    scenario({ booking: { mapStyle: 500 } });
    const element = booking('/select-clinic/mri-knee');
    (await button(element, 'Map and list')).click();
    await until(() => text(element).includes('The map could not be loaded. The list shows the same clinics.'), 25_000, 'map failure');
    expect(shadow(element).querySelector('[part="map"]')).to.equal(null);
    expect(all(element, '.clinic__name').length).to.equal(3);
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('post-code locator: refuses letters and digits mixed, finds places, remembers the choice', async () => {
    const element = booking('/select-clinic/mri-knee');
    (await button(element, 'Enter a postcode')).click();
    const dialog = await rendered(element, 'dialog[open]');
    const input = dialog.querySelector<HTMLInputElement>('input')!;
    input.focus();
    await sendKeys({ type: '20a0' });
    await until(() => dialog.textContent?.includes('Enter a postcode of 4 digits or the name of a suburb, not both.'), 5000, 'error');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(await axeViolations()).to.deep.equal([]);

    input.select();
    await sendKeys({ type: '215' });
    await until(() => dialog.textContent?.includes('2 places found'), 5000, 'places');
    expect(await axeViolations()).to.deep.equal([]);
    (await button(element, 'North Parramatta NSW 2151')).click();
    await until(() => text(element).includes('Clinics nearest North Parramatta 2151'), 5000, 'chosen place');
    expect(document.cookie).to.contain('postalCodeLocationId=102');
  });

  it('geolocation denied: says it could not locate, how to fix it, and offers the postcode', async () => {
    const original = navigator.geolocation.getCurrentPosition;
    navigator.geolocation.getCurrentPosition = (_success, failure) =>
      failure?.({ code: 1, message: 'denied', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
    try {
      const element = booking('/select-clinic/mri-knee');
      (await button(element, 'Use my location')).click();
      const alert = await rendered(element, '.location__problem');
      expect(alert.textContent).to.contain('We could not find your location');
      expect(alert.textContent).to.contain('enter your postcode');
      expect(await axeViolations()).to.deep.equal([]);
    } finally {
      navigator.geolocation.getCurrentPosition = original;
    }
  });

  it('bad input: an unknown exam in the link, an empty clinic list, a failed catalogue', async () => {
    const unknown = booking('/select-clinic/no-such-exam?lat=abc&lng=1');
    await rendered(unknown, '[part="exam-list"]');
    expect(text(unknown)).to.contain('We could not find the exam in this link.');
    expect(text(unknown)).to.contain('The location in this link could not be read');
    expect(await axeViolations()).to.deep.equal([]);

    const region = booking('/select-clinic/mri-knee?regionSlug=atlantis');
    await until(() => text(region).includes('We could not find the region in this link.'), 5000, 'unknown region');
    expect(all(region, '.clinic__name')).to.have.length(0);
    expect(await axeViolations()).to.deep.equal([]);
    const everywhere = all(region, '.rad-banner button').find((candidate) => candidate.textContent === 'All regions')!;
    everywhere.click();
    await until(() => all(region, '.clinic__name').length === 3, 5000, 'clinics in all regions');
    expect(text(region)).not.to.contain('We could not find the region in this link.');

    scenario({ booking: { clinics: 'empty' } });
    const empty = booking('/select-clinic/mri-knee?regionSlug=sydney');
    await until(() => text(empty).includes('No clinic offers MRI knee here.'), 5000, 'empty list');
    expect(await axeViolations()).to.deep.equal([]);

    scenario({ booking: { catalogue: 503 } });
    const failed = booking();
    await until(() => text(failed).includes('The exams could not be loaded.'), 5000, 'catalogue failure');
    expect(await axeViolations()).to.deep.equal([]);
    scenario({});
    (await button(failed, 'Try again')).click();
    await rendered(failed, '[part="exam-list"]');
  });
});

/** The element that has focus inside the widget (its shadow root's), and its text. */
const focused = (element: HTMLElement) => shadow(element).activeElement as HTMLElement | null;
const said = (element: HTMLElement) => shadow(element).querySelector('.booking > .rad-visually-hidden[role="status"]')?.textContent ?? '';

describe('<rad-booking> steps, regions and several exams', () => {
  afterEach(() => scenario({}));

  it('focus follows the steps by keyboard: exam → clinic list heading, region → its clinics, clinic → the chosen step; each said', async () => {
    const element = booking();
    const choose = await button(element, 'Choose MRI knee');
    choose.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => focused(element)?.textContent === 'Choose a clinic', 5000, 'focus on the clinic step heading');
    expect(focused(element)!.localName).to.equal('h1');
    expect(said(element)).to.equal('MRI knee chosen. Now choose a clinic.');
    expect(await axeViolations()).to.deep.equal([]);

    (await button(element, 'Brisbane & Gold Coast')).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => focused(element)?.textContent === 'Clinics in Brisbane & Gold Coast', 5000, 'focus on the region results');
    await until(() => all(element, '.clinic__name').length === 1, 5000, 'Brisbane clinics');

    (await button(element, 'Choose Harbourside Radiology Brisbane City')).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => focused(element)?.textContent === 'Clinic chosen', 5000, 'focus on the chosen step heading');
    expect(said(element)).to.equal('Harbourside Radiology Brisbane City chosen. Now choose a time.');
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('a region on the exam list shows only the exams its clinics perform (clinics exams by region)', async () => {
    const element = booking();
    await rendered(element, '[part="exam-list"]');
    expect(text(element)).to.contain('Exams offered in all regions');
    (await button(element, 'Brisbane & Gold Coast')).click();
    await until(() => text(element).includes('4 exams found'), 5000, 'the region’s exams');
    expect(focused(element)?.textContent).to.equal('Exams offered in Brisbane & Gold Coast');
    expect(all(element, '.exam__name').map((name) => name.textContent)).to.deep.equal([
      'Chest X-ray',
      'Knee X-ray',
      'MRI knee',
      'Abdominal ultrasound',
    ]);
    expect(await axeViolations()).to.deep.equal([]);
    (await button(element, 'All regions')).click();
    await until(() => text(element).includes('5 exams found'), 5000, 'every exam again');
  });

  it('the exams of a region that cannot be loaded: every exam, said, with a retry', async () => {
    scenario({ booking: { regionExams: 503 } });
    const element = booking('/?regionSlug=sydney');
    await until(() => text(element).includes('We could not check which exams Sydney offers'), 5000, 'the warning');
    expect(text(element)).to.contain('5 exams found');
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('select-region: the finder asks for a region first', async () => {
    const element = mount(`<rad-booking url-mode="memory" view="select-region"></rad-booking>`);
    await until(() => text(element).includes('Choose your region first'), 5000, 'the region prompt');
    expect((await button(element, 'All regions')).getAttribute('aria-pressed')).to.equal('true');
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('separate booking: several exams, a clinic for each in turn, changeable, then the times', async () => {
    const element = booking();
    await rendered(element, '[part="exam-list"]');
    const several = all(element, 'input[type="radio"]').find((radio) => radio.parentElement?.textContent === 'Several exams')!;
    several.click();
    await until(() => all(element, '.exam__pick input').length > 0, 5000, 'tick boxes');
    for (const name of ['MRI knee', 'MRI lumbar spine']) {
      all(element, '.exam__pick')
        .find((label) => label.textContent === name)!
        .querySelector('input')!
        .click();
    }
    all(element, '.check')
      .find((label) => label.textContent === 'Choose a clinic for each exam')!
      .querySelector('input')!
      .click();
    (await button(element, 'Continue with 2 exams')).click();

    await until(() => focused(element)?.textContent === 'Choose a clinic for MRI knee', 5000, 'the first exam’s clinics');
    expect(text(element)).to.contain('Exam 1 of 2: MRI knee');
    expect(await axeViolations()).to.deep.equal([]);
    (await button(element, 'Choose Harbourside Radiology Parramatta')).click();

    await until(() => focused(element)?.textContent === 'Choose a clinic for MRI lumbar spine', 5000, 'the second exam’s clinics');
    expect(text(element)).to.contain('MRI knee: Harbourside Radiology Parramatta');
    // Brisbane City does no spine MRI.
    await until(() => all(element, '.clinic__name').length === 2, 5000, 'the second exam’s clinics');
    expect(await axeViolations()).to.deep.equal([]);
    (await button(element, 'Choose Harbourside Radiology Chatswood')).click();

    await rendered(element, '[part="clinic-chosen"]');
    const chosen = shadow(element).querySelector('[part="clinic-chosen"]')!;
    expect([...chosen.querySelectorAll('.chosen__what li')].map((item) => item.textContent)).to.deep.equal([
      'MRI knee: Harbourside Radiology Parramatta',
      'MRI lumbar spine: Harbourside Radiology Chatswood',
    ]);
    expect(await axeViolations()).to.deep.equal([]);

    (await button(element, 'Change clinic')).click();
    await until(() => focused(element)?.textContent === 'Choose a clinic for MRI lumbar spine', 5000, 'back to the last exam');
    (await button(element, 'Change clinic for MRI knee')).click();
    await until(() => focused(element)?.textContent === 'Choose a clinic for MRI knee', 5000, 'back to the first exam');
  });

  it('an exam change in place: another exam of the same group, the clinics reload for it', async () => {
    const element = booking('/select-clinic/xray-knee?regionSlug=sydney');
    const select = (await until(
      () =>
        all(element, 'select').find(
          (candidate) =>
            candidate.id &&
            shadow(element).querySelector(`label[for="${candidate.id}"]`)?.textContent === 'Another exam in Joints and limbs',
        ),
      5000,
      'the exam change',
    )) as HTMLSelectElement;
    select.value = 'mri-knee';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    (await button(element, 'Change to this exam')).click();
    await until(() => text(element).includes('For: MRI knee'), 5000, 'the changed exam');
    expect(await axeViolations()).to.deep.equal([]);
  });
});
