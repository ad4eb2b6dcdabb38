import { questionnaireCss } from '../questionnaire/index';

// The runner's dialog styles come along: the feedback questionnaire opens in that dialog.
export const reportFeedbackCss = /* css */ `
${questionnaireCss}
.report-feedback { display: grid; gap: 1rem; padding: 1rem; max-width: 48rem; }
.report-feedback__title { margin: 0; font-size: 1.5rem; }
.report-feedback__title:focus { outline: none; }
.report-feedback__title:focus-visible { outline: 3px solid var(--rad-color-focus, #1a5fb4); outline-offset: 2px; }
.report-feedback__success, .report-feedback__closed { display: grid; gap: 0.75rem; justify-items: start; }
.report-feedback__success p, .report-feedback__closed p { margin: 0; }
.report-feedback__links { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; margin: 0; }
.report-feedback__links a { display: inline-flex; align-items: center; min-height: 44px; }
`;
