/**
 * The words of the details page's Back link, from where it really leads (issue 24 item 12): a
 * booking request's own page is "your booking request" (Mei came from there; "the booking form"
 * sent her looking for a form), an appointment's page "your appointment", a booking form's address
 * (the `returnUrl` a form passes) "the booking form". Pure, tested as a table.
 */
import { fromBookingForm, type DetailsOrigin } from '../../src/patient-details';

const KEY = '[A-Za-z0-9-]{6,64}';
const REQUEST_PAGE = new RegExp(`^(?:/[a-z0-9-]+)?/(?:booking-requests|br)/${KEY}/?$`);
const APPOINTMENT_PAGE = new RegExp(`^(?:/[a-z0-9-]+)?/(?:appointments|a)/${KEY}/?$`);

/** `back`: the path Back leads to (backPath's answer). */
export function backLabelKey(origin: DetailsOrigin, back: string): string {
  const pathname = back.split(/[?#]/)[0] ?? '';
  if (REQUEST_PAGE.test(pathname)) return 'patient_details.back_booking_request';
  if (APPOINTMENT_PAGE.test(pathname)) return 'patient_details.back_confirmation';
  return fromBookingForm(origin) ? 'patient_details.back_form' : 'patient_details.back_confirmation';
}
