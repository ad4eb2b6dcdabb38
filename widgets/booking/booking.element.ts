import { attachmentsCss } from '../../src/attachments/attachments.css';
import { defineWidget } from '../../src/element/define-widget';
import { bookingCss } from './booking.css';
import { appointmentCss } from './appointment.css';
import { Booking, type BookingProps } from './Booking';

/**
 * The booking finder: exam catalogue, body figure, regions, clinic list and map, location.
 *
 * @event rad-booking-clinic-selected - exams and a clinic are chosen; detail `{ examSlugs, clinicSlug, clinicSlugs, advanced, mobileLocationId }`
 * @event rad-booking-created - an appointment was booked; detail `{ status, booked, failed }` (counts only: nothing personal, no booking key)
 * @event rad-ready - settings and translations are loaded
 * @event rad-error - settings could not be loaded
 * @csspart booking - the widget's root
 * @csspart body-figure - the body figure section
 * @csspart body-part - one part of the figure (also `body-part-selected` when chosen)
 * @csspart exam-list - one group's list of exams
 * @csspart exam - one exam row
 * @csspart location - the location bar
 * @csspart regions - the region buttons (on the exam list and the clinic list)
 * @csspart separate-progress - separate booking: which exam's clinic is being chosen, and the clinics chosen so far
 * @csspart clinic-list - the list of clinics
 * @csspart clinic - one clinic (also `clinic-selected`)
 * @csspart map - the map
 * @csspart map-marker - a clinic's marker button on the map
 * @csspart map-cluster - the button of clinics too close together on the map to tell apart (shows them closer)
 * @csspart clinic-chosen - the "clinic chosen" step
 * @csspart slots - the slot grid (days and times)
 * @csspart slot - one time's button
 * @csspart appointment - the times, form and confirmation of the chosen clinic
 * @csspart booking-form - the booking form
 * @csspart booking-questions - the questionnaires the booking asks before it is made
 * @csspart questions-retry - "Try again" when they could not be prepared (Book waits for them)
 * @csspart contact-team - "no time suits you?": call back and e-mail the booking team
 * @csspart hold - the held time's countdown
 * @csspart confirmation - the confirmation (once booked the page's heading; nothing offers to change the clinic)
 * @csspart denied - a booking an answer denied: why, the clinic's phone, a call back, back to the exams
 * @cssprop --rad-body-part-hover-color - hover and selection colour of body parts (from configuration bodyFigure.bodyPartHoverColor, checked)
 * @cssprop --rad-color-primary - buttons, selected chips and markers
 * @cssprop --rad-color-focus - focus outline
 */
export const RadBooking = defineWidget<BookingProps>('rad-booking', Booking, {
  props: {
    /** `kiosk` (the /kiosk route: kiosk location rules, larger targets) or `advanced` (the advanced-booking route). */
    mode: 'string',
    /** `select-region`: the finder starts by asking for a region. */
    view: 'string',
    /** `true` in kiosk mode, as the portal passes the kioskMode query parameter. */
    kioskMode: 'string',
    /** Where the state lives: `auto` (default: the path in the portal, the query on other pages), `path`, `query` or `memory` (no URL; previews). */
    urlMode: 'string',
    /** With `url-mode="memory"`: the URL (path and query) to start from, e.g. `/select-clinic/mri-knee?regionSlug=sydney`. */
    startUrl: 'string',
    /** Level of the widget's main heading, 1–6; default 1 (a CMS page with its own h1 sets 2). */
    headingLevel: 'number',
    /** `true`: staff book for a patient (the booking form asks staff to confirm the patient's consent). */
    staffBooking: 'boolean',
    /** A referrer's API key: every booking is sent as an enquiry (booking request) on the patient's behalf, with `X-Api-Key`. */
    apiKey: 'string',
  },
  styles: `${bookingCss}\n${appointmentCss}\n${attachmentsCss}`,
});
