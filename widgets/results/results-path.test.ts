import { describe, expect, it } from 'vitest';
import { resultsTargetOf } from './results-path';

describe('resultsTargetOf (results paths)', () => {
  it.each([
    ['/appointments/DEMO-APPT-1001/result', '', { kind: 'own', bookingKey: 'DEMO-APPT-1001', patientPortal: false }],
    ['/a/DEMO-APPT-1001/result/', '', { kind: 'own', bookingKey: 'DEMO-APPT-1001', patientPortal: false }],
    ['/appointments/DEMO-APPT-1001/result/patient', '?otpType=EMAIL', { kind: 'own', bookingKey: 'DEMO-APPT-1001', patientPortal: true }],
    ['/iframe/appointments/DEMO-APPT-1001/result', '', { kind: 'own', bookingKey: 'DEMO-APPT-1001', patientPortal: false }],
    ['/appointments/sh-abcdefgh/result', '?shared=true&slug=sh-abcdefgh', { kind: 'shared', slug: 'sh-abcdefgh' }],
  ])('%s%s', (pathname, search, expected) => {
    expect(resultsTargetOf({}, pathname, search)).toEqual(expected);
  });

  it('a share is named by its slug only, and only with shared=true', () => {
    expect(resultsTargetOf({}, '/appointments/DEMO-APPT-1001/result', '?slug=share-ana-knee')).toEqual({
      kind: 'own',
      bookingKey: 'DEMO-APPT-1001',
      patientPortal: false,
    });
    expect(resultsTargetOf({}, '/appointments/DEMO-APPT-1001/result', '?shared=true&slug=bad slug')).toEqual({
      kind: 'own',
      bookingKey: 'DEMO-APPT-1001',
      patientPortal: false,
    });
  });

  it('attributes win; other pages name nothing', () => {
    expect(resultsTargetOf({ slug: 'share-ana-knee' }, '/appointments/X1234567/result', '')).toEqual({
      kind: 'shared',
      slug: 'share-ana-knee',
    });
    expect(resultsTargetOf({ bookingKey: 'DEMO-APPT-1002' }, '/', '')).toEqual({
      kind: 'own',
      bookingKey: 'DEMO-APPT-1002',
      patientPortal: false,
    });
    expect(resultsTargetOf({}, '/appointments/DEMO-APPT-1001', '')).toBeNull();
    expect(resultsTargetOf({}, '/results', '')).toBeNull();
  });
});
