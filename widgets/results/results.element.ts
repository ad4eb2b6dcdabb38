import { defineWidget } from '../../src/element/define-widget';
import { resultsCss } from './results.css';
import { Results, type ResultsProps } from './Results';

/**
 * An appointment's results (`/appointments/{bookingKey}/result`, `/result/patient`; a contact's share with `?shared=true&slug=`): each exam's report as plain text, when and where it was done in the clinic's zone, who reported it and its images link; on the patient's own page, sharing with a named contact. Expired results go to the deny page's results-expired message and a withdrawn share to its access-revoked message (replacing this page in history). Reads the booking key or share from `booking-key` / `slug`, else from the page path; the session must have opened them (date of birth and one-time code).
 * @event rad-results-shown - the results are shown; detail `{ shared, count }`
 * @event rad-navigate - (cancelable) to the deny page when the results have expired or a share was withdrawn (`replace: true`); unless a host calls `preventDefault()`, the element replaces the page itself
 * @csspart results - the page section
 * @csspart result - one exam's result
 * @csspart report - the report text
 * @csspart images-link - the link to the exam's images
 * @csspart sharing - the sharing panel (own results only)
 */
export const RadResults = defineWidget<ResultsProps>('rad-results', Results, {
  props: {
    /** the patient's own results of this booking; default: read from the page path */
    bookingKey: 'string',
    /** a share's slug: the results shared with a contact (wins over `booking-key`) */
    slug: 'string',
    /** with `slug`: these are shared results (as the link's `shared=true`) */
    shared: 'boolean',
  },
  styles: resultsCss,
});
