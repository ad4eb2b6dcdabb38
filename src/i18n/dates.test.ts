import { createIntl } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import { dayInZone, formatInClinicZone, instantInZone, timeInZone } from './dates';

describe('dates in the clinic time zone', () => {
  const instant = new Date('2026-12-01T22:30:00Z');

  it('gives the clinic day and time, not the browser one', () => {
    expect(dayInZone(instant, 'Australia/Sydney')).toBe('2026-12-02'); // AEDT +11
    expect(timeInZone(instant, 'Australia/Sydney')).toBe('09:30');
    expect(timeInZone(instant, 'Australia/Perth')).toBe('06:30'); // AWST +8
    expect(timeInZone(instant, 'Australia/Brisbane')).toBe('08:30'); // no daylight saving
    expect(timeInZone(instant, 'Australia/Adelaide')).toBe('09:00'); // ACDT +10:30
  });

  it('turns a clinic wall-clock time into the right instant', () => {
    expect(instantInZone('2026-12-02', '09:30', 'Australia/Sydney').toISOString()).toBe('2026-12-01T22:30:00.000Z');
    expect(instantInZone('2026-07-02', '09:30', 'Australia/Sydney').toISOString()).toBe('2026-07-01T23:30:00.000Z');
  });

  it('formats with the locale in the clinic zone', () => {
    const intl = createIntl({ locale: 'en-AU' });
    expect(formatInClinicZone(intl, instant, 'Australia/Perth', 'time')).toMatch(/6:30/);
    expect(formatInClinicZone(intl, instant, 'Australia/Sydney', 'date')).toMatch(/2 Dec 2026/);
  });
});
