// The public face of <rad-booking-requests>: the element and its props.
export { RadBookingRequests } from './booking-requests.element';
export type { BookingRequestsProps } from './BookingRequests';
