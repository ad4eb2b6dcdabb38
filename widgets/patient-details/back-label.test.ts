import { describe, expect, it } from 'vitest';
import { backPath, type DetailsOrigin } from '../../src/patient-details';
import { backLabelKey } from './back-label';

const request: DetailsOrigin = { kind: 'booking-request', bookingKey: 'DEMO-BR-2001' };
const appointment: DetailsOrigin = { kind: 'appointment', bookingKey: 'DEMO-APPT-1001' };
const confirmation: DetailsOrigin = { kind: 'confirmation', bookingKey: 'DEMO-APPT-1001' };
const SITE = 'https://portal.example';

describe('the details page’s Back says where it leads (issue 24 item 12)', () => {
  it.each([
    ['Mei’s booking request page', request, '/booking-requests/DEMO-BR-2001', 'patient_details.back_booking_request'],
    ['its short alias', request, '/br/DEMO-BR-2001', 'patient_details.back_booking_request'],
    ['a clinic’s booking request page', request, '/harbourside/booking-requests/DEMO-BR-2001', 'patient_details.back_booking_request'],
    ['no return address: the request’s page stands in', request, null, 'patient_details.back_booking_request'],
    ['a booking request’s booking form', request, '/booking?bookingRequest=DEMO-BR-2001', 'patient_details.back_form'],
    ['an appointment’s booking form', appointment, '/select-clinic/mri-knee?selectedClinic=parramatta', 'patient_details.back_form'],
    ['an appointment without a form address', appointment, null, 'patient_details.back_confirmation'],
    ['the confirmation', confirmation, null, 'patient_details.back_confirmation'],
  ] as const)('%s', (_case, origin, returnUrl, key) => {
    expect(backLabelKey(origin, backPath(origin, returnUrl, SITE))).toBe(key);
  });
});
