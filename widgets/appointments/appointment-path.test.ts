import { describe, expect, it } from 'vitest';
import { appointmentPathOf } from './appointment-path';

describe('appointmentPathOf (document 001 §2 paths)', () => {
  it.each([
    ['/appointments/DEMO-APPT-1001', { bookingKey: 'DEMO-APPT-1001', view: 'summary' }],
    ['/a/DEMO-APPT-1001/', { bookingKey: 'DEMO-APPT-1001', view: 'summary' }],
    ['/parramatta/appointments/DEMO-APPT-1001', { bookingKey: 'DEMO-APPT-1001', view: 'summary' }],
    ['/iframe/appointments/DEMO-APPT-1001', { bookingKey: 'DEMO-APPT-1001', view: 'summary' }],
    ['/appointments/pending/DEMO-APPT-1001', { bookingKey: 'DEMO-APPT-1001', view: 'pending' }],
    ['/appointments/DEMO-APPT-1001/kiosk', { bookingKey: 'DEMO-APPT-1001', view: 'kiosk' }],
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
