import { defineWidget } from '../../src/element/define-widget';
import { authCss } from './auth.css';
import { Auth, type AuthProps } from './Auth';

/**
 * The authentication page: a person opening a secure link proves who they are with a date of birth and, where the link needs it, a one-time code, then lands on the link's page. Every query parameter of the page is an attribute.
 * @event rad-navigate - (cancelable) to the return URL after signing in, or to the deny page; unless a host calls `preventDefault()`, the element navigates the browser itself
 * @csspart auth - the page
 * @csspart dialog - the date-of-birth and code dialogs
 * @csspart date-of-birth - the three date-of-birth boxes
 * @csspart field - a form field
 * @csspart submit - Continue (date of birth)
 * @csspart verify - Verify (one-time code)
 * @csspart resend - Send a new code
 * @csspart resend-status - the resend countdown
 * @csspart retry - Try again (the link's requirements or the captcha failed)
 * @csspart reopen - reopens a dismissed dialog
 * @csspart banner - messages (cookies off, incomplete link)
 * @cssprop --rad-color-border-strong - the date and code boxes' borders
 * @cssprop --rad-color-muted - hints and the countdown
 */
export const RadAuth = defineWidget<AuthProps>('rad-auth', Auth, {
  props: {
    /** required; a path on this site to open afterwards (anything else counts as missing) */
    returnUrl: 'string',
    /** the appointment or booking request's key (this or `slug` is required) */
    bookingKey: 'string',
    /** a results share's slug (this or `booking-key` is required) */
    slug: 'string',
    /** required; `APPOINTMENT`, `BOOKING_REQUEST`, `APPOINTMENT_RESULTS` or `PATIENT_PORTAL` */
    type: 'string',
    /** `'true'`: results someone shared; their date of birth, then a code to the contact */
    shared: 'string',
    /** `'true'`: a booking request (never asks for a code) */
    isBookingRequest: 'string',
    /** `'true'`: staff on a patient's behalf; the texts speak of "the patient" */
    staffBooking: 'string',
    /** `YYYY-MM-DD` from the link: submitted at once, then removed from the URL and the element */
    dateOfBirth: 'string',
    /** `EMAIL` (default) or `SMS`: where the code goes, when the server's requirements offer it */
    otpType: 'string',
  },
  styles: authCss,
});
