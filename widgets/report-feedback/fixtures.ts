/**
 * The report-feedback page's states: one source for the browser tests and the stories. `load` and
 * `saves` are what the fixture API answers GET and POST /api/image_viewer_link/questionnaires
 * with; `see` what a referrer sees in the shadow root.
 */
import { DEMO_FEEDBACK_QUESTIONNAIRE } from '../../demo/server/features/report-feedback/demo-questionnaire';
import type { FeedbackQuestionnaire } from '../../src/api/schemas/report-feedback.schema';

/** A failing answer with the server's body (409 already_provided, 400 invalid_answer). */
export interface FeedbackFailure {
  status: number;
  body: Record<string, unknown>;
}
export type FeedbackLoad = FeedbackQuestionnaire | FeedbackFailure | 'never' | number;
export type FeedbackSave = 'ok' | FeedbackFailure | number;

export interface FeedbackScenario {
  load: FeedbackLoad;
  saves?: FeedbackSave[];
  /** Filled by the fixture API: each POST body. */
  saved?: Record<string, unknown>[];
}

export const FIXTURE_FEEDBACK_IMSEC = 'fixture-imsec-0000000000';

/** The demo's own questionnaire, as the reference server answers it. */
export const FIXTURE_FEEDBACK: FeedbackQuestionnaire = {
  questionnaireId: DEMO_FEEDBACK_QUESTIONNAIRE.id,
  title: DEMO_FEEDBACK_QUESTIONNAIRE.title,
  modalSize: DEMO_FEEDBACK_QUESTIONNAIRE.modalSize,
  showClosingConfirmation: DEMO_FEEDBACK_QUESTIONNAIRE.showClosingConfirmation,
  questionnaire: DEMO_FEEDBACK_QUESTIONNAIRE.fields,
};

export interface ReportFeedbackCase {
  name: string;
  attributes: Record<string, string>;
  scenario: FeedbackScenario;
  /** Merged over the provider's application settings. */
  application?: { referrerReportQualityFeedbackEnabled?: boolean };
  see: { selector: string; text?: string }[];
  absent?: string[];
}

const imsec = { imsec: FIXTURE_FEEDBACK_IMSEC };

export const reportFeedbackCases: ReportFeedbackCase[] = [
  {
    name: 'Questionnaire',
    attributes: imsec,
    scenario: { load: FIXTURE_FEEDBACK },
    see: [
      { selector: 'dialog[open]', text: 'Report quality' },
      { selector: 'dialog[open]', text: 'How would you rate the quality of this report?' },
    ],
  },
  {
    name: 'Loading',
    attributes: imsec,
    scenario: { load: 'never' },
    see: [{ selector: '[role="status"]', text: 'Loading the feedback form' }],
  },
  {
    name: 'Already provided',
    attributes: imsec,
    scenario: { load: { status: 409, body: { message: 'message.feedback_already_provided', code: 'already_provided' } } },
    see: [{ selector: '[role="status"]', text: 'Feedback on this report has already been given' }],
    absent: ['dialog[open]'],
  },
  {
    name: 'Load error',
    attributes: imsec,
    scenario: { load: 500 },
    see: [{ selector: '[role="alert"]', text: 'We could not load the feedback form' }],
    absent: ['dialog[open]'],
  },
  {
    name: 'Missing link',
    attributes: {},
    scenario: { load: FIXTURE_FEEDBACK },
    see: [{ selector: '[role="alert"]', text: 'We could not load the feedback form' }],
    absent: ['dialog[open]'],
  },
  {
    name: 'Feedback turned off',
    attributes: imsec,
    scenario: { load: FIXTURE_FEEDBACK },
    application: { referrerReportQualityFeedbackEnabled: false },
    see: [{ selector: '[role="alert"]', text: 'We could not load the feedback form' }],
    absent: ['dialog[open]'],
  },
  {
    name: 'FAQ',
    attributes: { ...imsec, view: 'faq' },
    scenario: { load: FIXTURE_FEEDBACK },
    see: [
      { selector: 'h1', text: 'Report feedback: questions and answers' },
      { selector: 'h2', text: 'Who reads my feedback?' },
      { selector: `a[href="/referrer/report-feedback?imsec=${FIXTURE_FEEDBACK_IMSEC}"]` },
    ],
  },
];
