import { describe, expect, it } from 'vitest';
import { bookedSummary, cancelledSummary } from '../fixtures';
import { calendarHref } from './calendar-link';

// Unfolded: long lines continue on lines that start with a space (RFC 5545 §3.1).
const ics = (href: string | null) => decodeURIComponent(href!.replace(/^data:text\/calendar;charset=utf-8,/, '')).replace(/\r\n /g, '');

describe('add to calendar on the appointment page', () => {
  it('writes the appointment in the clinic’s zone with its clinic address, stable per item', () => {
    const text = ics(calendarHref(bookedSummary.items, new Date('2030-01-01T00:00:00Z')));
    const lines = text.split('\r\n');
    // 22:30 UTC on 14 March 2030 is 9:30 on 15 March in Sydney (daylight time, +11:00).
    expect(lines).toContain('DTSTART;TZID=Australia/Sydney:20300315T093000');
    expect(lines).toContain('DTEND;TZID=Australia/Sydney:20300315T100000');
    expect(lines).toContain('TZOFFSETTO:+1100');
    expect(lines).toContain('UID:demo-appt-1001-1@rad-widgets');
    expect(lines).toContain('SUMMARY:MRI knee\\, Parramatta Imaging');
    expect(lines).toContain('LOCATION:Parramatta Imaging\\, 12 Church Street\\, Parramatta NSW 2150');
    expect(text).toContain('DESCRIPTION:Remove all metal before the scan.\\n\\nPlease arrive 15 minutes early.');
  });

  it('offers nothing for a cancelled booking', () => {
    expect(calendarHref(cancelledSummary.items)).toBeNull();
  });
});
