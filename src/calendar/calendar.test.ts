import { describe, expect, it } from 'vitest';
import type { CreatedItem } from '../api/schemas/slots.schema';
import { instantInZone } from '../slots/slot-time';
import { calendarFile } from './calendar';

const item = (zone: string, day: string, time: string, extra: Partial<CreatedItem> = {}): CreatedItem => {
  const start = instantInZone(day, time, zone);
  return {
    success: true,
    errorMessage: null,
    examName: 'CT brain',
    modalityName: 'CT',
    clinicName: 'Harbourside Radiology Bondi Junction',
    clinicSlug: 'bondi-junction',
    clinicAddress: 'Level 2, 500 Oxford Street, Bondi Junction NSW 2022',
    timeZone: zone,
    examNotes: 'Arrive 15 minutes early; bring your referral.',
    date: start.toISOString(),
    endTime: new Date(start.getTime() + 1_800_000).toISOString(),
    patientEmailHash: 'a'.repeat(64),
    ...extra,
  };
};

describe('calendar file', () => {
  it('writes the time in the clinic zone, with that zone and its offset at the appointment', () => {
    const ics = calendarFile('BK-abc', [item('Australia/Sydney', '2026-10-14', '09:30')], new Date('2026-10-01T00:00:00Z'));
    const lines = ics.split('\r\n');
    expect(lines).toContain('DTSTART;TZID=Australia/Sydney:20261014T093000');
    expect(lines).toContain('DTEND;TZID=Australia/Sydney:20261014T100000');
    expect(lines).toContain('TZOFFSETTO:+1100');
    expect(lines).toContain('TZNAME:AEDT');
    expect(lines).toContain('DTSTAMP:20261001T000000Z');
    // The clinic's name and whole address, so a calendar's map link finds the place (issue 24 item 6).
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(
      'LOCATION:Harbourside Radiology Bondi Junction\\, Level 2\\, 500 Oxford Street\\, Bondi Junction NSW 2022\r\n',
    );
    expect(ics).toContain('DESCRIPTION:Arrive 15 minutes early\\; bring your referral.');
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it('a winter Sydney appointment has the standard offset; Perth its own; failed items are left out', () => {
    const ics = calendarFile('BK-abc', [
      item('Australia/Sydney', '2026-07-14', '08:00'),
      item('Australia/Perth', '2026-07-15', '13:00'),
      item('Australia/Perth', '2026-07-16', '13:00', { success: false }),
    ]);
    expect(ics).toContain('TZOFFSETTO:+1000');
    expect(ics).toContain('DTSTART;TZID=Australia/Perth:20260715T130000');
    expect(ics).toContain('TZOFFSETTO:+0800');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });
});
