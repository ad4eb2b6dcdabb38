import { defineWidget } from '../../src/element/define-widget';
import { checkInCss } from './check-in.css';
import { CheckIn, type CheckInProps } from './CheckIn';

/**
 * Digital check-in on a patient's phone or the clinic's kiosk (/check-in and /kiosk): last name and date of birth, a one-time code, the referral upload when the clinic needs it, the digital check-in form modal (referrer, referral date, Medicare number, reference number, gender, consent), then the clinic's system prepares and checks in while the element polls; or the visit feedback questionnaire. Each step takes the focus; status changes are announced.
 * @event rad-check-in-step - the check-in moved to another step (`detail.step`); no personal data
 * @csspart check-in - the whole check-in
 * @csspart step-title - each step's heading (it takes the focus)
 * @csspart submit - the step's main button
 * @csspart back - back to the previous step
 * @csspart status - the live region that announces progress
 * @csspart appointment - today's appointment line
 * @csspart chosen-doctor - the referrer chosen from the search
 * @csspart open-form - opens the digital check-in form modal again
 * @csspart close-form - closes the digital check-in form modal (what was typed stays)
 * @csspart referral-upload - the referral upload while the readiness asks for it
 * @csspart complete - the checked-in screen
 * @csspart done - Done (kiosk: clears the screen for the next person)
 * @csspart error - the error step
 * @csspart restart - Start again
 * @csspart feedback - the feedback step
 * @csspart dialog - the kiosk device name dialog
 * @csspart save-device - saves the kiosk device name
 * @csspart field - a form field
 * @csspart banner - messages
 * @cssprop --rad-color-border-strong - field borders
 * @cssprop --rad-color-focus - the focused heading's outline
 */
export const RadCheckIn = defineWidget<CheckInProps>('rad-check-in', CheckIn, {
  props: {
    /** the step to open on (read once): resumed only as far as the session has come, never past identity */
    step: 'string',
    /** `'true'`: the clinic's kiosk (44 px targets, device name dialog, each person starts clean) */
    kioskMode: 'string',
    /** `feedback`: the person came to give feedback, not to check in */
    process: 'string',
  },
  styles: checkInCss,
});
