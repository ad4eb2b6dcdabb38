// The public face of <rad-booking>: the element, its props and its event's detail.
export { RadBooking } from './booking.element';
export type { BookingProps } from './Booking';
export type { BookingClinicSelectedDetail } from './booking.events';
