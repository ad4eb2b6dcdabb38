import { describe, expect, it } from 'vitest';
import { appointmentPathOf } from './appointment-path';

describe('appointmentPathOf (portal paths)', () => {
  it.each([
    ['/appointments/DEMO-APPT-1001', { bookingKey: 'DEMO-APPT-1001', view: 'summary', prefix: '' }],
    ['/a/DEMO-APPT-1001/', { bookingKey: 'DEMO-APPT-1001', view: 'summary', prefix: '' }],
    ['/parramatta/appointments/DEMO-APPT-1001', { bookingKey: 'DEMO-APPT-1001', view: 'summary', prefix: '/parramatta' }],
    ['/iframe/appointments/DEMO-APPT-1001', { bookingKey: 'DEMO-APPT-1001', view: 'summary', prefix: '/iframe' }],
    ['/appointments/pending/DEMO-APPT-1001', { bookingKey: 'DEMO-APPT-1001', view: 'pending', prefix: '' }],
    ['/appointments/DEMO-APPT-1001/kiosk', { bookingKey: 'DEMO-APPT-1001', view: 'kiosk', prefix: '' }],
    ['/iframe/harbourside/a/DEMO-APPT-1001', { bookingKey: 'DEMO-APPT-1001', view: 'summary', prefix: '/iframe/harbourside' }],
  ])('%s', (path, expected) => {
    expect(appointmentPathOf(path)).toEqual(expected);
  });

  it('names nothing for other paths', () => {
    expect(appointmentPathOf('/appointments')).toBeNull();
    expect(appointmentPathOf('/booking-requests/DEMO-BR-2001')).toBeNull();
    expect(appointmentPathOf('/appointments/x/y/z')).toBeNull();
    // The result pages are <rad-results>'s (the route table sends them there), never this widget's.
    expect(appointmentPathOf('/appointments/DEMO-APPT-1001/result')).toBeNull();
    expect(appointmentPathOf('/appointments/DEMO-APPT-1001/result/patient')).toBeNull();
  });
});
