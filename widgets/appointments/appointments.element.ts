import { defineWidget } from '../../src/element/define-widget';
import { appointmentsCss } from './appointments.css';
import { Appointments, type AppointmentsProps } from './Appointments';

/**
 * The booking a patient's secure link opens (document 001 §2, §3, §4): each exam's time in the clinic's zone, clinic with address and map link, preparation instructions, confirm, cancel (rule table, reason modal, server-enforced prior-minutes window) and the documents panel (upload, replace, delete, import). Reads the booking key from `booking-key`, else from the portal path (`/appointments/{key}`, `/a/{key}`, `/appointments/pending/{key}`).
 * @event rad-appointment-cancelled - the patient cancelled; detail `{ bookingKey, status }`
 * @event rad-appointment-rescheduled - the patient moved an exam to a new time; detail `{ bookingKey, itemSlug }`
 * @event rad-appointment-confirmed - the patient confirmed; detail `{ bookingKey }`
 * @csspart appointments - the page section
 * @csspart item - one exam of the booking
 * @csspart actions - confirm, reschedule and cancel
 * @csspart reschedule - the reschedule panel (slot grid of the same exam)
 * @csspart attachments - the documents panel
 */
export const RadAppointments = defineWidget<AppointmentsProps>('rad-appointments', Appointments, {
  props: {
    /** the booking key; default: read from the page path */
    bookingKey: 'string',
    /** kiosk mode (larger targets come from the portal) */
    kioskMode: 'boolean',
  },
  styles: appointmentsCss,
});
