import { defineWidget } from '../../src/element/define-widget';
import { checkInCss } from './check-in.css';
import { CheckIn, type CheckInProps } from './CheckIn';

/**
 * Digital check-in on a patient's phone or the clinic's kiosk (document 001 §2 /check-in and /kiosk, §4): last name and date of birth, a one-time code, the check-in form (referrer, referral date, Medicare number, reference number, gender, consent), then the clinic's system prepares and checks in while the element polls. Each step takes the focus; status changes are announced.
 * @event rad-check-in-step - the check-in moved to another step (`detail.step`); no personal data
 * @csspart check-in - the whole check-in
 * @csspart step-title - each step's heading (it takes the focus)
 * @csspart submit - the step's main button
 * @csspart back - back to the previous step
 * @csspart status - the live region that announces progress
 * @csspart appointment - today's appointment line
 * @csspart chosen-doctor - the referrer chosen from the search
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
    /** the step to open on: `identity` (default); later steps need what came before, so they start at identity */
    step: 'string',
    /** `'true'`: the clinic's kiosk (44 px targets, device name dialog, each person starts clean) */
    kioskMode: 'string',
    /** `feedback`: the person came to give feedback, not to check in */
    process: 'string',
  },
  styles: checkInCss,
});
