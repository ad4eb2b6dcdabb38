import { defineWidget } from '../../src/element/define-widget';
import { appointmentsCss } from './appointments.css';
import { Appointments, type AppointmentsProps } from './Appointments';

/**
 * The booking a patient's secure link opens: each exam's time in the clinic's zone, clinic with address and map link, preparation instructions, confirm, cancel (rule table, then the cancellation questionnaire or the reason modal, server-enforced prior-minutes window), reschedule through the slot grid, add to calendar, consent forms, the required questionnaires before confirming, the documents panel (upload, replace, delete, import, viewer carousel) and the sharing panel (share results or history with a named contact, stop a share). Statuses CANCELED, RESCHEDULED and CHANGED are said in a banner and on each exam; the pending page says the clinic will confirm a time. Reads the booking key from `booking-key`, else from the portal path (`/appointments/{key}`, `/a/{key}`, `/appointments/pending/{key}`, `/appointments/{key}/kiosk`); the result pages (`/appointments/{key}/result…`) are `<rad-results>`'s.
 * @event rad-appointment-cancelled - the patient cancelled; detail `{ bookingKey, status }`
 * @event rad-appointment-rescheduled - the patient moved an exam to a new time; detail `{ bookingKey, itemSlug }`
 * @event rad-appointment-confirmed - the patient confirmed; detail `{ bookingKey }`
 * @csspart appointments - the page section
 * @csspart item - one exam of the booking
 * @csspart actions - confirm, reschedule and cancel
 * @csspart consent - an exam's consent forms: state and the button to the consent modal
 * @csspart reschedule - the reschedule panel (slot grid of the same exam)
 * @csspart attachments - the documents panel
 * @csspart patient-details - the line with Change your details (the patient details change, origin: this confirmation page)
 * @csspart upload - the documents panel's file chooser and its progress
 * @csspart sharing - the sharing panel: who the results are shared with, share and stop sharing
 */
export const RadAppointments = defineWidget<AppointmentsProps>('rad-appointments', Appointments, {
  props: {
    /** the booking key; default: read from the page path */
    bookingKey: 'string',
    /** kiosk mode: every target at least 44 px, no map link or calendar download (also set by the `/appointments/{key}/kiosk` path) */
    kioskMode: 'boolean',
  },
  styles: appointmentsCss,
});
