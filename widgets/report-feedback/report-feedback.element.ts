import { defineWidget } from '../../src/element/define-widget';
import { reportFeedbackCss } from './report-feedback.css';
import { ReportFeedback, type ReportFeedbackProps } from './ReportFeedback';

/**
 * The referrer's report quality feedback page: the provider's feedback questionnaire for one image link, answered once; or its FAQ.
 * @event rad-report-feedback-sent - the answer was stored
 * @event rad-report-feedback-redirect - the page is about to return to the images after a stored answer; cancelable
 * @event rad-error - the feedback form could not be loaded or the link is missing
 * @event rad-ready - the widget has its settings and shows its content
 * @csspart report-feedback - the page
 * @csspart title - the page heading
 * @csspart success - the thank-you message with the countdown and Continue link
 * @csspart countdown - the seconds left before the page returns to the images
 * @csspart continue - the link to return now
 * @csspart closed - shown after the form was closed unanswered, with a button to reopen it
 * @csspart links - the FAQ link and the link back to the images
 * @csspart faq - the FAQ page
 * @cssprop --rad-color-focus - the heading's focus ring colour
 */
export const RadReportFeedback = defineWidget<ReportFeedbackProps>('rad-report-feedback', ReportFeedback, {
  props: {
    /** The referrer's image-link token (`imsec`); this or `accession` is required. */
    imsec: 'string',
    /** The study's PACS appointment id, when the page is opened without an imsec. */
    accession: 'string',
    /** `faq` shows the feedback FAQ instead of the form. */
    view: 'string',
    /** Same-origin path to return to after the answer is stored (default: the images of the same link, else the home page). */
    returnUrl: 'string',
  },
  styles: reportFeedbackCss,
});
