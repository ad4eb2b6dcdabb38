import { defineWidget } from '../../src/element/define-widget';
import { unsubscribeCss } from './unsubscribe.css';
import { Unsubscribe, type UnsubscribeProps } from './Unsubscribe';

/**
 * The unsubscribe page for e-mail notifications (a home-style page of the shell): the link at the end of a notification e-mail opens it with its `token`; nothing changes until the person presses the button (mail scanners open links too). Then it names the address, masked, and offers to subscribe again. Mail the person asks for (a booking's confirmation, sign-in codes) still arrives.
 * @event rad-unsubscribed - the person unsubscribed or subscribed again; detail `{ unsubscribed }`
 * @csspart unsubscribe - the page section
 * @csspart confirm - the unsubscribe button
 * @csspart resubscribe - the subscribe-again button
 */
export const RadUnsubscribe = defineWidget<UnsubscribeProps>('rad-unsubscribe', Unsubscribe, {
  props: {
    /** the token of the e-mail's link (`/unsubscribe?token=…`; the portal passes it from the address) */
    token: 'string',
  },
  styles: unsubscribeCss,
});
