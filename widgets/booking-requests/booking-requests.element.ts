import { defineWidget } from '../../src/element/define-widget';
import { bookingRequestsCss } from './booking-requests.css';
import { BookingRequests, type BookingRequestsProps } from './BookingRequests';

/**
 * The booking request a secure link opens: status (waiting, booked, cancelled), the exam once chosen, cancel behind a confirmation modal (dismissing changes nothing), the booking request info modal and the documents the clinic asks for. Reads the booking key from `booking-key`, else from the portal path (`/booking-requests/{key}`, `/br/{key}`).
 * @event rad-booking-request-cancelled - the patient cancelled the request; detail `{ bookingKey }`
 * @csspart booking-request - the page section
 * @csspart status - the status line
 * @csspart actions - info, the referral and cancel
 * @csspart referral - View referral (when the provider allows referral downloads and the page is not inside the portal, whose header offers it)
 * @csspart attachments - the documents panel
 */
export const RadBookingRequests = defineWidget<BookingRequestsProps>('rad-booking-requests', BookingRequests, {
  props: {
    /** the booking request's booking key; default: read from the page path */
    bookingKey: 'string',
  },
  styles: bookingRequestsCss,
});
