import { describe, expect, it } from 'vitest';
import { backPath, detailsOriginOf, detailsPath, fromBookingForm, type DetailsOrigin } from './details-origin';

const SITE = 'https://portal.example';

describe('patient details origin', () => {
  it.each([
    ['/booking-requests/DEMO-BR-2001/patient-details', '', { kind: 'booking-request', bookingKey: 'DEMO-BR-2001' }],
    ['/br/DEMO-BR-2001/patient-details', '?origin=confirmation', { kind: 'booking-request', bookingKey: 'DEMO-BR-2001' }],
    ['/appointments/DEMO-APPT-1001/patient-details', '?origin=form', { kind: 'appointment', bookingKey: 'DEMO-APPT-1001' }],
    ['/iframe/appointments/DEMO-APPT-1001/patient-details', '?origin=form', { kind: 'appointment', bookingKey: 'DEMO-APPT-1001' }],
    ['/appointments/DEMO-APPT-1001/patient-details', '?origin=confirmation', { kind: 'confirmation', bookingKey: 'DEMO-APPT-1001' }],
    ['/appointments/DEMO-APPT-1001/patient-details', '', { kind: 'confirmation', bookingKey: 'DEMO-APPT-1001' }],
  ])('%s%s', (pathname, search, expected) => {
    expect(detailsOriginOf({}, pathname, search)).toEqual(expected);
  });

  it('attributes win; another page names no origin', () => {
    expect(detailsOriginOf({ bookingKey: 'DEMO-BR-2001', bookingRequest: true }, '/', '')).toEqual({
      kind: 'booking-request',
      bookingKey: 'DEMO-BR-2001',
    });
    expect(detailsOriginOf({ bookingKey: 'DEMO-APPT-1001', origin: 'form' }, '/', '')).toEqual({
      kind: 'appointment',
      bookingKey: 'DEMO-APPT-1001',
    });
    expect(detailsOriginOf({}, '/appointments/DEMO-APPT-1001', '')).toBeNull();
  });

  describe('Back', () => {
    const request: DetailsOrigin = { kind: 'booking-request', bookingKey: 'DEMO-BR-2001' };
    const appointment: DetailsOrigin = { kind: 'appointment', bookingKey: 'DEMO-APPT-1001' };
    const confirmation: DetailsOrigin = { kind: 'confirmation', bookingKey: 'DEMO-APPT-1001' };

    it('a booking request with a key, or an appointment: to the booking form', () => {
      expect(backPath(request, '/booking?bookingRequest=DEMO-BR-2001', SITE)).toBe('/booking?bookingRequest=DEMO-BR-2001');
      expect(backPath(appointment, '/select-clinic/mri-knee?appointmentSlug=x', SITE)).toBe('/select-clinic/mri-knee?appointmentSlug=x');
      // Without the form's address, the booking request's or appointment's own page stands for it.
      expect(backPath(request, null, SITE)).toBe('/booking-requests/DEMO-BR-2001');
      expect(backPath(appointment, undefined, SITE)).toBe('/appointments/DEMO-APPT-1001');
    });

    it('otherwise: the confirmation page for the booking key, whatever the link says', () => {
      expect(backPath(confirmation, '/elsewhere', SITE)).toBe('/appointments/DEMO-APPT-1001');
    });

    it('never follows a return address off the site', () => {
      for (const evil of ['https://evil.example/x', '//evil.example', 'javascript:alert(1)', '/\\evil.example']) {
        expect(backPath(request, evil, SITE)).toBe('/booking-requests/DEMO-BR-2001');
      }
    });

    it('the success message says where the patient came from', () => {
      expect([request, appointment, confirmation].map(fromBookingForm)).toEqual([true, true, false]);
    });
  });

  it('builds the links the booking form and the confirmation page offer', () => {
    expect(detailsPath({ kind: 'confirmation', bookingKey: 'BK-1234567' })).toBe(
      '/appointments/BK-1234567/patient-details?origin=confirmation',
    );
    expect(detailsPath({ kind: 'appointment', bookingKey: 'BK-1234567' }, '/booking')).toBe(
      '/appointments/BK-1234567/patient-details?origin=form&returnUrl=%2Fbooking',
    );
    expect(detailsPath({ kind: 'booking-request', bookingKey: 'DEMO-BR-2001' })).toBe('/booking-requests/DEMO-BR-2001/patient-details');
  });
});
