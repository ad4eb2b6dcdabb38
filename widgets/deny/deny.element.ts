import { defineWidget } from '../../src/element/define-widget';
import { denyCss } from './deny.css';
import { Deny, type DenyProps } from './Deny';

/**
 * The deny page (spec 000 §2, §4): why a link cannot be used, as one message heading, with an optional Close button and continue link. The first matching rule wins, in this order: status, revoked, max-attempts, results-expired, custom-message, message, else the generic problem message.
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
    /** a message key (`message.pain_score_problem` or without the `message.` prefix) or, when no such key exists, a server's text shown as plain text */
    message: 'string',
    /** a custom text, shown as plain text, capped at 300 characters */
    customMessage: 'string',
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
