import { defineWidget } from '../../src/element/define-widget';
import { denyCss } from './deny.css';
import { Deny, type DenyProps } from './Deny';

/**
 * The deny page: why a link cannot be used, as one message heading, with an optional Close button and continue link. The first matching rule wins, in this order: status, revoked, max-attempts, results-expired, message-id, message, else the generic problem message. Only message keys come from a link; a provider's own text only by the id the server knows it by.
 * @event rad-close - Close was pressed. Cancelable: call `preventDefault()` to handle closing yourself; otherwise the page goes back (or to `/`).
 * @csspart deny - the message box
 * @csspart message - the message heading
 * @csspart continue - the continue link (with `redirect-url`)
 * @csspart close - the Close button (with `show-close`)
 */
export const RadDeny = defineWidget<DenyProps>('rad-deny', Deny, {
  props: {
    /** `EXPIRED`, `EXPIRED_PATIENT`, `CANCELED`, `DECLINED_BY_PATIENT`, `REMOVED_BY_OPERATOR`, `DELETED`, `ON_HOLD`; any other value shows the restricted message */
    status: 'string',
    /** access to shared results was revoked */
    revoked: 'boolean',
    /** too many attempts; `message` may name the text (`max_attempts_reached_shared`, `max_attempts_reached_results`) */
    maxAttempts: 'boolean',
    /** a message key (`message.pain_score_problem` or without the `message.` prefix); anything else shows the generic message */
    message: 'string',
    /** the id of a provider's text (the spec's custom message: a questionnaire's denial reason, the booking request error message), looked up with `GET /api/deny_messages/{id}` and shown as plain text; an unknown id shows the generic message */
    messageId: 'string',
    /** the results link has expired */
    resultsExpired: 'boolean',
    /** adds a Continue link, only when the URL is on the page's origin or in the provider's `integration.allowedParentOrigins` */
    redirectUrl: 'string',
    /** shows a Close button (max width 350 px) */
    showClose: 'boolean',
    /** level of the message heading, 1 (default) to 6 */
    headingLevel: 'number',
  },
  styles: denyCss,
});
