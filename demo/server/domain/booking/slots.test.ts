/**
 * Slot generation in memory (issue 12): a day's instants are read with one zone offset per day,
 * checked at closing time, so they must equal the exact conversion of every wall-clock time, on
 * both sides of a daylight-saving change and on the day itself.
 */
import { describe, expect, it } from 'vitest';
import { instantInZone } from '../../../../src/i18n/dates';
import { candidateSlots } from './slots';

const clinic = (opens: string, closes: string, timeZone: string) => ({
  hours: new Map([1, 2, 3, 4, 5, 6, 7].map((weekday) => [weekday, { opens, closes }])),
  breaks: [{ starts: '12:30', ends: '13:00' }],
  timeZone,
});

function exactly(day: string, slots: { start: string }[], timeZone: string) {
  return slots.map((slot) => {
    const local = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      new Date(slot.start),
    );
    return [slot.start, instantInZone(day, local, timeZone).toISOString()];
  });
}

describe('candidate slots', () => {
  it('opens at 08:00 Sydney time on both sides of the October change (AEST, then AEDT), lunch left out', () => {
    const sydney = clinic('08:00', '17:30', 'Australia/Sydney');
    expect(candidateSlots(sydney, '2026-10-02', 30)[0]!.start).toBe('2026-10-01T22:00:00.000Z');
    expect(candidateSlots(sydney, '2026-10-05', 30)[0]!.start).toBe('2026-10-04T21:00:00.000Z');
    const monday = candidateSlots(sydney, '2026-10-05', 30);
    expect(monday.some((slot) => slot.start === '2026-10-05T01:30:00.000Z')).toBe(false); // 12:30 AEDT
    for (const [fast, exact] of exactly('2026-10-05', monday, 'Australia/Sydney')) expect(fast).toBe(exact);
  });

  it('hours across the change itself (02:00 → 03:00 in Sydney, 03:00 → 02:00 in Adelaide in April) convert each time exactly', () => {
    const hours = ['00:00', '01:00', '02:00', '03:00', '04:00', '05:00'];
    for (const [zone, day] of [
      ['Australia/Sydney', '2026-10-04'],
      ['Australia/Adelaide', '2027-04-04'],
      ['Australia/Hobart', '2026-10-04'],
    ] as const) {
      const slots = candidateSlots(clinic('00:00', '06:00', zone), day, 60);
      expect(slots.map((slot) => slot.start)).toEqual(hours.map((time) => instantInZone(day, time, zone).toISOString()));
    }
  });

  it('Brisbane and Perth never change', () => {
    expect(candidateSlots(clinic('08:00', '09:00', 'Australia/Brisbane'), '2026-10-05', 30)[0]!.start).toBe('2026-10-04T22:00:00.000Z');
    expect(candidateSlots(clinic('08:00', '09:00', 'Australia/Perth'), '2026-10-05', 30)[0]!.start).toBe('2026-10-05T00:00:00.000Z');
  });
});
