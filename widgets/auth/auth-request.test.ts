import { describe, expect, it } from 'vitest';
import { maxAttemptsPath, parseAuthRequest, titleAndMessage, type AuthRequest } from './auth-request';

const ORIGIN = 'https://portal.example.org';
const complete = { returnUrl: '/appointments/K1', type: 'APPOINTMENT', bookingKey: 'K1' };

function request(query: Record<string, string>): AuthRequest {
  const parsed = parseAuthRequest(query, ORIGIN);
  if (!parsed.complete) throw new Error(`incomplete: ${parsed.missing.join()}`);
  return parsed.request;
}

describe('title and message by type', () => {
  it.each([
    ['BOOKING_REQUEST', false, false, 'booking_request'],
    ['BOOKING_REQUEST', true, false, 'booking_request_patient'],
    ['APPOINTMENT', false, false, 'appointment'],
    ['APPOINTMENT', true, false, 'appointment_patient'],
    ['APPOINTMENT_RESULTS', false, false, 'results_own'],
    ['APPOINTMENT_RESULTS', false, true, 'results_others'],
    ['PATIENT_PORTAL', false, false, 'results_own'],
    ['PATIENT_PORTAL', false, true, 'results_others'],
    // staffBooking changes only booking-request and appointment texts
    ['APPOINTMENT_RESULTS', true, false, 'results_own'],
  ] as const)('%s staff=%s shared=%s → %s', (type, staff, shared, suffix) => {
    expect(titleAndMessage(type, staff, shared)).toEqual({ titleKey: `auth.title_${suffix}`, messageKey: `auth.message_${suffix}` });
  });

  it("uses the patient-specific text only when staffBooking is the string 'true'", () => {
    expect(request({ ...complete, staffBooking: 'true' }).titleKey).toBe('auth.title_appointment_patient');
    expect(request({ ...complete, staffBooking: 'yes' }).titleKey).toBe('auth.title_appointment');
  });
});

describe('URL rules', () => {
  it.each([
    [{ type: 'APPOINTMENT', bookingKey: 'K1' }, ['returnUrl']],
    [{ returnUrl: '/a/K1', bookingKey: 'K1' }, ['type']],
    [{ returnUrl: '/a/K1', type: 'APPOINTMENT' }, ['bookingKey or slug']],
    [{ returnUrl: '/a/K1', type: 'SOMETHING', bookingKey: 'K1' }, ['type']],
    [{ returnUrl: 'https://evil.example/x', type: 'APPOINTMENT', bookingKey: 'K1' }, ['returnUrl']],
    [{ returnUrl: '//evil.example/x', type: 'APPOINTMENT', bookingKey: 'K1' }, ['returnUrl']],
    [{ returnUrl: 'javascript:alert(1)', type: 'APPOINTMENT', bookingKey: 'K1' }, ['returnUrl']],
    [{ returnUrl: '/a/K1', type: 'APPOINTMENT', bookingKey: 'K1<script>' }, ['bookingKey or slug']],
    [{}, ['returnUrl', 'type', 'bookingKey or slug']],
  ])('%j is incomplete: %j', (query, missing) => {
    expect(parseAuthRequest(query, ORIGIN)).toEqual({ complete: false, missing });
  });

  it('accepts a slug instead of a booking key, and reads the flags', () => {
    const shared = request({ returnUrl: '/appointments/K1/result', type: 'APPOINTMENT_RESULTS', slug: 'share-1', shared: 'true' });
    expect(shared).toMatchObject({ slug: 'share-1', shared: true, isBookingRequest: false, isPatientPortal: false });
    expect(shared.bookingKey).toBeUndefined();
    expect(request({ ...complete, type: 'BOOKING_REQUEST' }).isBookingRequest).toBe(true);
    expect(request({ ...complete, isBookingRequest: 'true' }).isBookingRequest).toBe(true);
    expect(request({ ...complete, shared: 'false' }).shared).toBe(false);
    expect(request({ ...complete, type: 'patient_portal' }).isPatientPortal).toBe(true);
  });

  it('takes the date of birth from the link (populatedDoB) only in ISO form, and never keeps it in the return URL', () => {
    expect(request({ ...complete, dateOfBirth: '1985-03-27' })).toMatchObject({ dateOfBirth: '1985-03-27', populatedDoB: true });
    expect(request({ ...complete, dateOfBirth: '27/03/1985' })).toMatchObject({ dateOfBirth: null, populatedDoB: false });
    expect(request({ ...complete, returnUrl: '/a/K1/result/patient?dateOfBirth=1985-03-27&otpType=SMS' }).navigateUrl).toBe(
      '/a/K1/result/patient?otpType=SMS',
    );
  });

  it('sends codes by e-mail unless the link says SMS', () => {
    expect(request(complete).otpMethod).toBe('EMAIL');
    expect(request({ ...complete, otpType: 'sms' }).otpMethod).toBe('SMS');
  });
});

describe('deny path', () => {
  const base = request(complete);
  it('names max_attempts_reached_shared when shared, _results when the URL holds /result', () => {
    expect(maxAttemptsPath({ ...base, shared: true }, '/authentication')).toBe(
      '/deny?maxAttempts=true&message=max_attempts_reached_shared',
    );
    expect(maxAttemptsPath({ ...base, navigateUrl: '/appointments/K1/result' }, '/authentication')).toBe(
      '/deny?maxAttempts=true&message=max_attempts_reached_results',
    );
    expect(maxAttemptsPath(base, '/iframe/authentication')).toBe('/iframe/deny?maxAttempts=true');
  });
});
