import { defineWidget } from '../../src/element/define-widget';
import { authCss } from './auth.css';
import { Auth, type AuthProps } from './Auth';

/** Every query parameter of the authentication page (spec 000 §2) is an attribute. */
export const RadAuth = defineWidget<AuthProps>('rad-auth', Auth, {
  props: {
    returnUrl: 'string',
    bookingKey: 'string',
    slug: 'string',
    type: 'string',
    shared: 'string',
    isBookingRequest: 'string',
    staffBooking: 'string',
    dateOfBirth: 'string',
    otpType: 'string',
  },
  styles: authCss,
});

declare global {
  interface HTMLElementTagNameMap {
    'rad-auth': HTMLElement & Partial<Omit<AuthProps, 'container'>>;
  }
}
