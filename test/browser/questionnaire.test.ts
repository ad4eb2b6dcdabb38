/**
 * <rad-questionnaire> in Chromium, built: every item type of the subset in the dialog, errors
 * linked and announced, the slider by keyboard, the dialog Escape cannot dismiss, enableWhen,
 * saving and a failed save. axe on every state.
 */
import { expect } from '@esm-bundle/chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { EVERY_TYPE, loadOf, PAGED, recordOf, REPEATING } from '../../widgets/questionnaire/fixtures';
import { axeViolations } from '../support/axe';
import { mount, shadow, until } from '../support/dom';
import { installFixtureApi, type QuestionnaireScenario } from '../support/fixture-api';
import { loadEntry } from '../support/widgets';

let restore = installFixtureApi({});
function questionnaires(next: QuestionnaireScenario): QuestionnaireScenario {
  restore();
  restore = installFixtureApi({ questionnaires: next });
  return next;
}
await loadEntry('rad-questionnaire');

const events: [string, unknown][] = [];
for (const name of ['rad-questionnaire-completed', 'rad-questionnaire-all-done', 'rad-error', 'rad-navigate']) {
  document.addEventListener(name, (event) => {
    if (name === 'rad-navigate') event.preventDefault();
    events.push([name, (event as CustomEvent).detail]);
  });
}

const root = (element: Element) => shadow(element);
const dialog = (element: Element) => root(element).querySelector<HTMLDialogElement>('dialog[open]');
const item = (element: Element, linkId: string) => root(element).querySelector<HTMLElement>(`[data-link-id="${linkId}"]`);

function type(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function radio(element: Element, linkId: string, label: string): HTMLInputElement {
  const labels = [...item(element, linkId)!.querySelectorAll('label.q-option')];
  return labels.find((node) => node.textContent?.trim() === label)!.querySelector('input')!;
}

async function opened(scenario: QuestionnaireScenario, attributes = 'booking-key="DEMO-APPT-1001"'): Promise<HTMLElement> {
  questionnaires(scenario);
  sessionStorage.clear();
  events.length = 0;
  const element = mount(`<rad-questionnaire ${attributes}></rad-questionnaire>`);
  await until(() => dialog(element)?.querySelector('form'), 5000, 'the questionnaire dialog');
  return element;
}

describe('<rad-questionnaire>', () => {
  it('renders every supported item type in the dialog, with notices for what it cannot show, reported once', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(String(message));
    const element = await opened({ load: loadOf([recordOf(EVERY_TYPE)]) });
    console.warn = warn;
    const box = dialog(element)!;
    expect(box.classList.contains('q-dialog-lg'), 'default size lg').to.equal(true);
    expect(box.querySelector('h2')!.textContent).to.equal('Every item type');
    expect(item(element, 'about')!.localName).to.equal('fieldset');
    expect(item(element, 'about')!.querySelector('legend')!.textContent).to.equal('About you');
    const controls = (selector: string) => box.querySelectorAll(selector).length;
    expect(controls('input[type="date"]')).to.equal(1);
    expect(controls('input[type="datetime-local"]')).to.equal(1);
    expect(controls('input[type="time"]')).to.equal(1);
    expect(controls('input[type="url"]')).to.equal(1);
    expect(controls('input[type="range"]')).to.equal(1);
    expect(controls('textarea')).to.equal(1);
    expect(controls('select')).to.equal(1);
    expect(box.querySelector('[inputmode="numeric"]'), 'integer').to.not.equal(null);
    expect(box.querySelector('[inputmode="decimal"]')!.getAttribute('placeholder')).to.equal('e.g. 1.72');
    expect(item(element, 'weight')!.textContent).to.contain('kg');
    expect(radio(element, 'side', 'Left'), 'a contained value set').to.not.equal(undefined);
    expect(item(element, 'symptoms')!.querySelectorAll('input[type="checkbox"]').length).to.equal(3);
    // An attachment item uploads to the booking's documents through the attachments upload control.
    const file = item(element, 'referral')!.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(file.accept).to.contain('application/pdf');
    expect(file.labels?.[0]?.textContent).to.contain('Choose a file');
    expect(item(element, 'signature')!.textContent).to.contain('cannot be shown here');
    expect(item(element, 'staff'), 'hidden item').to.equal(null);
    expect(item(element, 'weeks'), 'disabled until pregnant = yes').to.equal(null);
    expect(warnings.filter((w) => w.includes('signature'))).to.have.length(1);
    expect(events.filter(([name]) => name === 'rad-error')).to.have.length(1);
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('shows an enabled question when its condition holds, and drops it again', async () => {
    const element = await opened({ load: loadOf([recordOf(EVERY_TYPE)]) });
    radio(element, 'pregnant', 'Yes').click();
    await until(() => item(element, 'weeks'), 2000, 'weeks');
    radio(element, 'pregnant', 'No').click();
    await until(() => !item(element, 'weeks'), 2000, 'weeks to go');
  });

  it('open-choice: typed "other" text replaces the option, and an option replaces the text', async () => {
    const definition = {
      resourceType: 'Questionnaire' as const,
      id: 'open',
      title: 'Open choice',
      item: [
        {
          linkId: 'implant',
          type: 'open-choice',
          text: 'Which implant?',
          answerOption: [{ valueCoding: { system: 'urn:s', code: 'knee', display: 'Knee replacement' } }],
        },
      ],
    };
    const scenario = questionnaires({ load: loadOf([recordOf(definition)]), saves: [{}] });
    const element = await opened(scenario);
    const other = item(element, 'implant')!.querySelector<HTMLInputElement>('.q-other input')!;
    type(other, 'Cochlear implant');
    await until(() => other.value === 'Cochlear implant', 2000, 'the typed text');
    radio(element, 'implant', 'Knee replacement').click();
    await until(() => other.value === '', 2000, 'the text to go');
    expect(await axeViolations(element)).to.deep.equal([]);
    root(element).querySelector<HTMLButtonElement>('[part="submit"]')!.click();
    await until(() => scenario.saved?.length, 3000, 'the save');
    const response = JSON.parse(scenario.saved![0]!.body.questionnaireResult as string);
    expect(response.item[0].answer).to.deep.equal([{ valueCoding: { system: 'urn:s', code: 'knee', display: 'Knee replacement' } }]);
  });

  it('on submit, lists the errors in a focused summary whose links focus the fields', async () => {
    const element = await opened({ load: loadOf([recordOf(EVERY_TYPE)]) });
    root(element).querySelector<HTMLButtonElement>('[part="submit"]')!.click();
    const summary = await until(() => root(element).querySelector<HTMLElement>('[part="error-summary"]'), 2000, 'the error summary');
    await until(() => root(element).activeElement === summary, 2000, 'focus on the summary');
    expect(summary.getAttribute('role')).to.equal('alert');
    const links = [...summary.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).to.deep.equal([
      'Preferred name: Please answer this question.',
      'Could you be pregnant?: Please answer this question.',
      'Which side?: Please answer this question.',
      'Pain right now (0 = none, 10 = worst): Please answer this question.',
    ]);
    const name = item(element, 'name')!.querySelector('input')!;
    expect(name.getAttribute('aria-invalid')).to.equal('true');
    const errorId = name.getAttribute('aria-describedby')!;
    expect(root(element).getElementById(errorId)!.textContent).to.equal('Please answer this question.');
    links[0]!.click();
    expect(root(element).activeElement).to.equal(name);
    links[1]!.click();
    expect(root(element).activeElement).to.equal(radio(element, 'pregnant', 'Yes'));
    // A format error shows on leaving the field and clears as it is corrected.
    const age = item(element, 'age')!.querySelector('input')!;
    type(age, 'forty');
    age.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await until(() => item(element, 'age')!.textContent?.includes('whole number'), 2000, 'the integer error');
    type(age, '40');
    await until(() => !item(element, 'age')!.textContent?.includes('whole number'), 2000, 'the error to clear');
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('the pain slider works by keyboard and has no answer until moved', async () => {
    const element = await opened({ load: loadOf([recordOf(EVERY_TYPE)]) });
    const slider = item(element, 'pain')!.querySelector<HTMLInputElement>('input[type="range"]')!;
    expect(slider.getAttribute('aria-valuetext')).to.equal('Not answered yet');
    slider.focus();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await until(() => slider.getAttribute('aria-valuetext') === '2', 2000, 'value 2');
    await sendKeys({ press: 'End' });
    await until(() => slider.getAttribute('aria-valuetext') === '10', 2000, 'value 10');
    await sendKeys({ press: 'Home' });
    await until(() => slider.getAttribute('aria-valuetext') === '0', 2000, 'value 0');
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  // Issue 24 item 9: showModal() focused the first question's page, which scrolled the heading away.
  for (const [width, height] of [
    [1280, 800],
    [375, 700],
  ] as const) {
    it(`${width} px: a questionnaire taller than the screen opens at its heading, which has the focus`, async () => {
      await setViewport({ width, height });
      try {
        const element = await opened({ load: loadOf([recordOf(EVERY_TYPE)]) });
        const box = dialog(element)!;
        expect(box.scrollHeight, 'taller than the screen').to.be.above(box.clientHeight);
        const heading = box.querySelector('h2')!;
        expect(box.scrollTop, 'not scrolled').to.equal(0);
        expect(heading.getBoundingClientRect().top, 'heading in view').to.be.at.least(box.getBoundingClientRect().top);
        expect(root(element).activeElement).to.equal(heading);
        await sendKeys({ press: 'Tab' });
        expect(box.contains(root(element).activeElement), 'Tab goes on into the form').to.equal(true);
        expect(await axeViolations()).to.deep.equal([]);
      } finally {
        await setViewport({ width: 1280, height: 900 });
      }
    });
  }

  it('Escape and the backdrop do not dismiss the dialog', async () => {
    const element = await opened({ load: loadOf([recordOf(PAGED)]) });
    radio(element, 'knee', 'Yes').focus();
    await sendKeys({ press: 'Escape' });
    // Keys after Escape, through the same input queue: once their answer moves the form to page 2,
    // whatever Escape did has happened (a close, native or by state, renders no later than this).
    await sendKeys({ press: 'Space' });
    root(element).querySelector<HTMLButtonElement>('[part="next"]')!.click();
    await until(() => item(element, 'back'), 2000, 'page 2, after the Escape');
    expect(dialog(element), 'open after Escape').to.not.equal(null);
    const box = dialog(element)!;
    box.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    // The same for the backdrop: Back, clicked after it, renders page 1 no earlier than a close would.
    root(element).querySelector<HTMLButtonElement>('[part="back"]')!.click();
    await until(() => !item(element, 'back'), 2000, 'page 1, after the backdrop click');
    expect(dialog(element), 'open after a backdrop click').to.not.equal(null);
    expect(box.querySelector('[part="close"]'), 'no Close button unless the questionnaire allows it').to.equal(null);
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('pages: Next checks the page, Back returns; the answer is saved and the host hears the outcome', async () => {
    const scenario = questionnaires({ load: loadOf([recordOf(PAGED, { modalSize: 'md' })]), saves: [{ newExamSlug: 'mri-knee-open' }] });
    const element = await opened(scenario);
    expect(dialog(element)!.classList.contains('q-dialog-md')).to.equal(true);
    expect(root(element).textContent).to.contain('Page 1 of 2');
    root(element).querySelector<HTMLButtonElement>('[part="next"]')!.click();
    await until(() => root(element).querySelector('[part="error-summary"]'), 2000, 'the page error');
    radio(element, 'knee', 'Yes').click();
    root(element).querySelector<HTMLButtonElement>('[part="next"]')!.click();
    await until(() => item(element, 'back'), 2000, 'page 2');
    radio(element, 'back', 'No').click();
    root(element).querySelector<HTMLButtonElement>('[part="submit"]')!.click();
    await until(() => root(element).querySelector('.q-done'), 3000, 'the thank-you');
    expect(root(element).querySelector('.q-done')!.textContent).to.equal('Thank you, your answers have been saved.');
    const [save] = scenario.saved!;
    expect(save!.path).to.equal('/api/secured/appointments/DEMO-APPT-1001/questionnaires');
    const response = JSON.parse(save!.body.questionnaireResult as string);
    expect(response.item).to.deep.equal([
      { linkId: 'p1', text: 'Your knee', item: [{ linkId: 'knee', text: 'Does your knee hurt?', answer: [{ valueBoolean: true }] }] },
      { linkId: 'p2', text: 'Your back', item: [{ linkId: 'back', text: 'Does your back hurt?', answer: [{ valueBoolean: false }] }] },
    ]);
    const completed = events.find(([name]) => name === 'rad-questionnaire-completed')![1] as { outcome: { newExamSlug: string } };
    expect(completed.outcome.newExamSlug).to.equal('mri-knee-open');
    expect(JSON.stringify(events)).to.not.contain('valueBoolean');
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('a failed save keeps the dialog and the answers, with the error announced', async () => {
    const element = await opened({ load: loadOf([recordOf(PAGED)]), saves: [500] });
    radio(element, 'knee', 'Yes').click();
    root(element).querySelector<HTMLButtonElement>('[part="next"]')!.click();
    await until(() => item(element, 'back'), 2000, 'page 2');
    radio(element, 'back', 'Yes').click();
    root(element).querySelector<HTMLButtonElement>('[part="submit"]')!.click();
    const banner = await until(() => dialog(element)?.querySelector('[role="alert"]'), 3000, 'the save error');
    expect(banner.textContent).to.contain('We could not save your answers');
    expect(radio(element, 'back', 'Yes').checked).to.equal(true);
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('asks before closing a questionnaire with showClosingConfirmation', async () => {
    const element = await opened({
      load: loadOf([recordOf(PAGED, { questionnaireType: 'CANCEL_APPOINTMENT_PATIENT', showClosingConfirmation: true })]),
    });
    root(element).querySelector<HTMLButtonElement>('[part="close"]')!.click();
    const confirm = await until(() => root(element).querySelector('dialog[open][role="alertdialog"]'), 2000, 'the confirmation');
    expect(confirm.textContent).to.contain('Leave this questionnaire?');
    expect(await axeViolations(element)).to.deep.equal([]);
    [...confirm.querySelectorAll('button')].find((button) => button.textContent === 'Keep answering')!.click();
    await until(() => !root(element).querySelector('dialog[open][role="alertdialog"]'), 2000, 'the confirmation to close');
    expect(dialog(element)).to.not.equal(null);
  });

  it('a repeating group: Add another by keyboard moves to the new instance, Remove returns to Add, each answered on its own', async () => {
    const scenario = questionnaires({ load: loadOf([recordOf(REPEATING)]), saves: [{}] });
    const element = await opened(scenario);
    radio(element, 'has-implants', 'Yes').click();
    const group = await until(() => item(element, 'implant'), 2000, 'the implant group');
    const instances = () => [...group.querySelectorAll<HTMLFieldSetElement>('[part="group-instance"]')];
    expect(instances().map((box) => box.querySelector('legend')!.textContent)).to.deep.equal(['Implant 1']);
    const add = group.querySelector<HTMLButtonElement>('[part="add-instance"]')!;
    expect(add.textContent).to.equal('Add another Implant');
    add.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => instances().length === 2, 2000, 'a second instance');
    await until(() => root(element).activeElement === instances()[1]!.querySelector('select'), 2000, 'focus in the new instance');
    expect(group.querySelector('[role="status"]')!.textContent).to.equal('Implant 2 added.');
    expect(await axeViolations(element)).to.deep.equal([]);
    // Each instance has its own answers and its own conditions.
    const choose = (box: HTMLElement, value: string) => {
      const select = box.querySelector('select')!;
      select.value = [...select.options].find((option) => option.textContent === value)!.value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    };
    choose(instances()[0]!, 'Joint replacement');
    choose(instances()[1]!, 'Aneurysm clip');
    await until(() => instances()[1]!.querySelector('[data-link-id="clip-card"]'), 2000, 'the clip question in instance 2');
    expect(instances()[0]!.querySelector('[data-link-id="clip-card"]'), 'not in instance 1').to.equal(null);
    // Submitting with the clip question unanswered names the instance in the summary.
    root(element).querySelector<HTMLButtonElement>('[part="submit"]')!.click();
    const summary = await until(() => root(element).querySelector('[part="error-summary"]'), 2000, 'the error summary');
    expect(summary.textContent).to.contain('Do you have the clip’s MRI safety card? (Implant 2): Please answer this question.');
    expect(await axeViolations(element)).to.deep.equal([]);
    // Removing the clip instance moves focus back to Add another and is announced.
    instances()[1]!.querySelector<HTMLButtonElement>('[part="remove-instance"]')!.click();
    await until(() => instances().length === 1, 2000, 'one instance left');
    await until(() => root(element).activeElement === group.querySelector('[part="add-instance"]'), 2000, 'focus on Add another');
    expect(group.querySelector('[role="status"]')!.textContent).to.equal('Implant 2 removed.');
    root(element).querySelector<HTMLButtonElement>('[part="submit"]')!.click();
    await until(() => scenario.saved?.length, 3000, 'the save');
    const response = JSON.parse(scenario.saved![0]!.body.questionnaireResult as string);
    expect(response.item.map((entry: { linkId: string }) => entry.linkId)).to.deep.equal(['has-implants', 'implant']);
    expect(response.item[1].item).to.deep.equal([
      {
        linkId: 'implant-kind',
        text: 'What kind of implant?',
        answer: [{ valueCoding: { system: 'urn:test', code: 'joint', display: 'Joint replacement' } }],
      },
    ]);
  });

  it('nothing left to answer: "already answered"; a load failure offers Try again', async () => {
    questionnaires({ load: loadOf([recordOf(PAGED)], ['paged']) });
    const done = mount('<rad-questionnaire booking-key="DEMO-APPT-1001"></rad-questionnaire>');
    await until(() => root(done).querySelector('.q-done'), 5000, 'already answered');
    expect(root(done).querySelector('.q-done')!.textContent).to.contain('already answered');
    expect(await axeViolations(done)).to.deep.equal([]);

    questionnaires({ load: 503 });
    const failed = mount('<rad-questionnaire booking-key="DEMO-APPT-1001"></rad-questionnaire>');
    await until(() => root(failed).textContent?.includes('could not be loaded'), 5000, 'the load error');
    expect(await axeViolations(failed)).to.deep.equal([]);
  });
});
