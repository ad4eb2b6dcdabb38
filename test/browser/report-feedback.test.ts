/**
 * <rad-report-feedback> in Chromium, built: every state of widgets/report-feedback/fixtures.ts
 * with axe, then the referrer's way through it: answer and send, a refused answer that keeps
 * everything typed, a second answer from another tab, closing and reopening.
 */
import { expect } from '@esm-bundle/chai';
import type { Runtime } from '../../src/runtime';
import {
  FIXTURE_FEEDBACK,
  FIXTURE_FEEDBACK_IMSEC,
  reportFeedbackCases,
  type FeedbackScenario,
  type ReportFeedbackCase,
} from '../../widgets/report-feedback/fixtures';
import { axeViolations } from '../support/axe';
import { mount, rendered, shadow, until } from '../support/dom';
import { installFixtureApi } from '../support/fixture-api';
import { loadEntry } from '../support/widgets';

let restore = installFixtureApi();
await loadEntry('rad-report-feedback');

type FeedbackElement = HTMLElement & { runtime: Runtime };

const events: [string, unknown][] = [];
for (const name of ['rad-report-feedback-sent', 'rad-report-feedback-redirect', 'rad-error']) {
  document.addEventListener(name, (event) => {
    // The test stays on its page: the redirect is taken over, as a host may.
    if (name === 'rad-report-feedback-redirect') event.preventDefault();
    events.push([name, (event as CustomEvent).detail]);
  });
}

async function open(attributes: Record<string, string>, scenario: FeedbackScenario, application: Record<string, unknown> = {}) {
  restore();
  restore = installFixtureApi({ reportFeedback: scenario });
  events.length = 0;
  const markup = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  const element = mount<FeedbackElement>(`<rad-report-feedback${markup}></rad-report-feedback>`);
  await rendered(element, 'h1');
  const store = element.runtime.store;
  const original = store.config.config.peek()!;
  store.config.loaded({
    ...original,
    application: { ...original.application, referrerReportQualityFeedbackEnabled: true, ...application },
  });
  return { element, root: shadow(element), cleanup: () => store.config.loaded(original) };
}

const dialog = (root: ShadowRoot) => root.querySelector<HTMLDialogElement>('dialog[open]');
function option(root: ShadowRoot, linkId: string, label: string): HTMLInputElement {
  const labels = [...root.querySelectorAll(`[data-link-id="${linkId}"] label.q-option`)];
  return labels.find((node) => node.textContent?.trim() === label)!.querySelector('input')!;
}
function choose(root: ShadowRoot, linkId: string, value: string): void {
  const select = root.querySelector<HTMLSelectElement>(`[data-link-id="${linkId}"] select`)!;
  const wanted = [...select.options].find((candidate) => candidate.textContent?.trim() === value)!;
  select.value = wanted.value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
async function answerAll(root: ShadowRoot): Promise<void> {
  await until(() => dialog(root)?.querySelector('form'), 5000, 'the feedback dialog');
  option(root, 'quality', 'Very good').click();
  choose(root, 'answered-question', 'Fully');
  option(root, 'contact', 'No').click();
}
const submit = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>('[part="submit"]')!.click();

describe('<rad-report-feedback>', () => {
  for (const fixture of reportFeedbackCases as ReportFeedbackCase[]) {
    it(`${fixture.name}: shows what the referrer must see, with no axe violations`, async () => {
      const { root, cleanup } = await open(fixture.attributes, structuredClone(fixture.scenario), fixture.application);
      try {
        for (const { selector, text } of fixture.see) {
          await until(
            () => [...root.querySelectorAll(selector)].find((found) => !text || found.textContent?.includes(text)),
            5000,
            text ? `${selector} to say "${text}"` : selector,
          );
        }
        for (const selector of fixture.absent ?? []) expect(root.querySelector(selector), selector).to.equal(null);
        expect(await axeViolations()).to.deep.equal([]);
      } finally {
        cleanup();
      }
    });
  }

  it('sends the answer as a QuestionnaireResponse, thanks the referrer and returns to the images after 4 s', async () => {
    const scenario: FeedbackScenario = { load: FIXTURE_FEEDBACK };
    const { root, cleanup } = await open({ imsec: FIXTURE_FEEDBACK_IMSEC }, scenario);
    try {
      await answerAll(root);
      submit(root);
      const success = await until(() => root.querySelector('[part="success"]'), 5000, 'the thank-you');
      expect(success.querySelector('[role="status"]')!.textContent).to.contain('Your feedback goes straight to our radiologists.');
      expect(success.querySelector('[part="countdown"]')!.textContent).to.match(/Returning to the images in [1-4] seconds?\./);
      const back = success.querySelector<HTMLAnchorElement>('[part="continue"]')!;
      expect(back.getAttribute('href')).to.equal(`/referrer/quick-report?imsec=${FIXTURE_FEEDBACK_IMSEC}`);
      expect(dialog(root)).to.equal(null);
      const body = scenario.saved![0]!;
      expect(body.questionnaireId).to.equal(FIXTURE_FEEDBACK.questionnaireId);
      const response = JSON.parse(body.questionnaireResult as string);
      expect(response.resourceType).to.equal('QuestionnaireResponse');
      expect(response.item.find((entry: { linkId: string }) => entry.linkId === 'quality').answer[0].valueCoding.code).to.equal(
        'quality-4',
      );
      expect(events.map(([name]) => name)).to.deep.equal(['rad-report-feedback-sent']);
      expect(await axeViolations()).to.deep.equal([]);
      await until(() => events.some(([name]) => name === 'rad-report-feedback-redirect'), 6000, 'the redirect after 4 s');
    } finally {
      cleanup();
    }
  });

  it('a refused answer keeps the dialog open with every answer and says why; the second try is stored', async () => {
    const refused = { status: 400, body: { message: 'questionnaire.error_required', code: 'invalid_answer', linkId: 'quality' } };
    const scenario: FeedbackScenario = { load: FIXTURE_FEEDBACK, saves: [refused, 503, 'ok'] };
    const { root, cleanup } = await open({ imsec: FIXTURE_FEEDBACK_IMSEC }, scenario);
    try {
      await answerAll(root);
      const comments = root.querySelector<HTMLTextAreaElement>('[data-link-id="comments"] textarea')!;
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(comments, 'Clear, thank you.');
      comments.dispatchEvent(new Event('input', { bubbles: true }));
      submit(root);
      await until(() => dialog(root)?.textContent?.includes('Please answer this question.'), 5000, 'the problem');
      expect(option(root, 'quality', 'Very good').checked).to.equal(true);
      expect(root.querySelector<HTMLTextAreaElement>('[data-link-id="comments"] textarea')!.value).to.equal('Clear, thank you.');
      expect(await axeViolations()).to.deep.equal([]);
      submit(root);
      await until(() => dialog(root)?.textContent?.includes('We could not load the feedback form'), 5000, 'the page error in the dialog');
      expect(option(root, 'quality', 'Very good').checked).to.equal(true);
      submit(root);
      await until(() => root.querySelector('[part="success"]'), 5000, 'the thank-you');
      expect(scenario.saved).to.have.length(3);
    } finally {
      cleanup();
    }
  });

  it('an answer given meanwhile (409) shows "already provided" instead of the form', async () => {
    const already = { status: 409, body: { message: 'message.feedback_already_provided', code: 'already_provided' } };
    const { root, cleanup } = await open({ imsec: FIXTURE_FEEDBACK_IMSEC }, { load: FIXTURE_FEEDBACK, saves: [already] });
    try {
      await answerAll(root);
      submit(root);
      await until(() => root.querySelector('[role="status"]')?.textContent?.includes('already been given'), 5000, 'already provided');
      expect(dialog(root)).to.equal(null);
      expect(root.activeElement?.tagName).to.equal('H1');
    } finally {
      cleanup();
    }
  });

  it('Close asks first (the questionnaire says so); leaving shows a way back into the form', async () => {
    const { root, cleanup } = await open({ imsec: FIXTURE_FEEDBACK_IMSEC }, { load: FIXTURE_FEEDBACK });
    try {
      await until(() => dialog(root)?.querySelector('form'), 5000, 'the feedback dialog');
      root.querySelector<HTMLButtonElement>('[part="close"]')!.click();
      const confirm = await until(() => root.querySelector('dialog[role="alertdialog"][open]'), 3000, 'the close confirmation');
      [...confirm.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Leave')!.click();
      const closed = await until(() => root.querySelector('[part="closed"]'), 3000, 'the closed state');
      expect(await axeViolations()).to.deep.equal([]);
      closed.querySelector('button')!.click();
      await until(() => dialog(root)?.querySelector('form'), 3000, 'the form again');
    } finally {
      cleanup();
    }
  });
});
