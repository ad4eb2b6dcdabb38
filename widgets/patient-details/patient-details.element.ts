import { defineWidget } from '../../src/element/define-widget';
import { patientDetailsCss } from './patient-details.css';
import { PatientDetails, type PatientDetailsProps } from './PatientDetails';

/**
 * The patient details change, reached from the booking form or the confirmation page: the current details fill the form, with ethnicity and insurance type choices (a failed lookup leaves its choice out); the change request goes to the clinic's staff. Success shows a modal whose message depends on the origin; closing it returns to the origin (the booking form for a booking request or an appointment, else the confirmation page for the booking key), as Back does. A failure shows a modal with the server's message or the default one. Reads the booking from `booking-key` (with `booking-request`, `origin`) or from the page path (`/appointments/{key}/patient-details?origin=form|confirmation`, `/booking-requests/{key}/patient-details`).
 * @event rad-patient-details-requested - the change request was received; detail `{ origin, changedFields }` (field names only)
 * @event rad-navigate - (cancelable) Back, or Close after success: to the origin; unless a host calls `preventDefault()`, the element navigates the browser itself
 * @csspart patient-details - the page section
 * @csspart back - the back link
 * @csspart form - the details form
 * @csspart submit - the send button
 */
export const RadPatientDetails = defineWidget<PatientDetailsProps>('rad-patient-details', PatientDetails, {
  props: {
    /** the booking key of the appointment or booking request; default: read from the page path */
    bookingKey: 'string',
    /** with `booking-key`: it is a booking request's key */
    bookingRequest: 'boolean',
    /** `form` (reached from the booking form) or `confirmation` (the default) */
    origin: 'string',
    /** the booking form's address (a path on this site), where Back leads for a booking request or an appointment */
    returnUrl: 'string',
  },
  styles: patientDetailsCss,
});
