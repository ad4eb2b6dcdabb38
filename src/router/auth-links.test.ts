import { describe, expect, it } from 'vitest';
import { authenticationPath, hasAccess, linkForPath, safeReturnPath } from './auth-links';

describe('linkForPath', () => {
  it.each([
    ['/appointments/K1', { type: 'APPOINTMENT', bookingKey: 'K1' }],
    ['/a/K1', { type: 'APPOINTMENT', bookingKey: 'K1' }],
    ['/appointments/K1/kiosk', { type: 'APPOINTMENT', bookingKey: 'K1' }],
    ['/appointments/pending/K1', { type: 'APPOINTMENT', bookingKey: 'K1' }],
    ['/appointments/K1/result', { type: 'APPOINTMENT_RESULTS', bookingKey: 'K1' }],
    ['/appointments/K1/patient-details', { type: 'APPOINTMENT', bookingKey: 'K1' }],
    ['/br/BR1/patient-details', { type: 'BOOKING_REQUEST', bookingKey: 'BR1', isBookingRequest: true }],
    ['/appointments/K1/result/patient', { type: 'PATIENT_PORTAL', bookingKey: 'K1' }],
    ['/booking-requests/B1', { type: 'BOOKING_REQUEST', bookingKey: 'B1', isBookingRequest: true }],
    ['/br/B1', { type: 'BOOKING_REQUEST', bookingKey: 'B1', isBookingRequest: true }],
    ['/iframe/appointments/K1', { type: 'APPOINTMENT', bookingKey: 'K1' }],
    ['/parramatta/appointments/K1', { type: 'APPOINTMENT', bookingKey: 'K1' }],
    ['/about', null],
    ['/appointments', null],
    ['/check-in', null],
  ])('%s', (path, expected) => {
    expect(linkForPath(path)).toEqual(expected);
  });

  it("the questionnaires of a booking need that booking's session; answering before a booking exists needs none", () => {
    expect(linkForPath('/questionnaires', '?bookingKey=K1&redirectUrl=%2Fa%2FK1')).toEqual({ type: 'APPOINTMENT', bookingKey: 'K1' });
    expect(linkForPath('/q', '?bookingKey=B1&isBookingRequest=true')).toEqual({
      type: 'BOOKING_REQUEST',
      bookingKey: 'B1',
      isBookingRequest: true,
    });
    expect(linkForPath('/iframe/questionnaires', '?bookingKey=K1')).toEqual({ type: 'APPOINTMENT', bookingKey: 'K1' });
    expect(linkForPath('/questionnaires', '?temporaryKey=0123456789abcdef&examSlugs=mri-knee')).toBeNull();
    expect(linkForPath('/questionnaires', '?bookingKey=%3Cscript%3E')).toBeNull();
  });

  it('a shared-results page names its share', () => {
    expect(linkForPath('/appointments/K1/result', '?shared=true&slug=share-1')).toEqual({
      type: 'APPOINTMENT_RESULTS',
      bookingKey: 'K1',
      slug: 'share-1',
      shared: true,
    });
  });
});

describe('authenticationPath', () => {
  it('returns to the current page, in the same tree, passing on the link data but never keeping the date in the return URL', () => {
    const path = authenticationPath(
      { pathname: '/iframe/appointments/K1/result/patient', search: '?dateOfBirth=1985-03-27&otpType=SMS&kioskMode=true' },
      { type: 'PATIENT_PORTAL', bookingKey: 'K1' },
    );
    const url = new URL(path, 'https://x.example');
    expect(url.pathname).toBe('/iframe/authentication');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      returnUrl: '/iframe/appointments/K1/result/patient?otpType=SMS&kioskMode=true',
      type: 'PATIENT_PORTAL',
      bookingKey: 'K1',
      dateOfBirth: '1985-03-27',
      otpType: 'SMS',
    });
  });
});

describe('hasAccess', () => {
  const access = [
    { type: 'APPOINTMENT' as const, bookingKey: 'K1' },
    { type: 'APPOINTMENT_RESULTS' as const, slug: 'share-1', bookingKey: 'K2' },
  ];
  it('matches type and key (or slug for shares)', () => {
    expect(hasAccess(access, { type: 'APPOINTMENT', bookingKey: 'k1' })).toBe(true);
    expect(hasAccess(access, { type: 'APPOINTMENT', bookingKey: 'K2' })).toBe(false);
    expect(hasAccess(access, { type: 'APPOINTMENT_RESULTS', bookingKey: 'K1' })).toBe(false);
    expect(hasAccess(access, { type: 'APPOINTMENT_RESULTS', slug: 'share-1' })).toBe(true);
    expect(hasAccess([], { type: 'APPOINTMENT', bookingKey: 'K1' })).toBe(false);
  });
});

describe('safeReturnPath', () => {
  it('keeps paths on this site only', () => {
    const origin = 'https://portal.example.org';
    expect(safeReturnPath('/appointments/K1?x=1#top', origin)).toBe('/appointments/K1?x=1#top');
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/.//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(safeReturnPath(bad, origin)).toBeNull();
    }
  });
});
