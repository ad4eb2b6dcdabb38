/**
 * Clinic time across every Australian daylight-saving change of 2026 and 2027, on a frozen clock:
 * NSW, VIC, SA and TAS change (first Sunday of April back, first Sunday of October forward);
 * QLD, WA and NT do not. A clinic opening at 08:00 opens at 08:00 local on both sides of a change.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  instantInZone,
  offsetMinutes,
  parseTimeOfDay,
  placeSlots,
  shiftView,
  slotLabel,
  slotTime,
  slotsByDay,
  viewDays,
  zoneAbbreviation,
  zoneDiffers,
} from './slot-time';

beforeAll(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-15T00:00:00Z'));
});
afterAll(() => vi.useRealTimers());

/** Sunday of each change: [day, 'end' (back an hour) | 'start' (forward an hour)]. */
const CHANGES: Array<[string, 'end' | 'start']> = [
  ['2026-04-05', 'end'],
  ['2026-10-04', 'start'],
  ['2027-04-04', 'end'],
  ['2027-10-03', 'start'],
];
const CHANGING = [
  { zone: 'Australia/Sydney', standard: 600, names: ['AEST', 'AEDT'] },
  { zone: 'Australia/Melbourne', standard: 600, names: ['AEST', 'AEDT'] },
  { zone: 'Australia/Hobart', standard: 600, names: ['AEST', 'AEDT'] },
  { zone: 'Australia/Adelaide', standard: 570, names: ['ACST', 'ACDT'] },
];
const STEADY = [
  { zone: 'Australia/Brisbane', offset: 600, name: 'AEST' },
  { zone: 'Australia/Perth', offset: 480, name: 'AWST' },
  { zone: 'Australia/Darwin', offset: 570, name: 'ACST' },
];

describe('daylight-saving changes of 2026 and 2027', () => {
  for (const { zone, standard, names } of CHANGING) {
    for (const [sunday, kind] of CHANGES) {
      it(`${zone} ${kind === 'end' ? 'ends' : 'starts'} daylight saving on ${sunday}`, () => {
        const before = instantInZone(addDays(sunday, -1), '08:00', zone);
        const after = instantInZone(sunday, '08:00', zone);
        const [std, dst] = names;
        const [offsetBefore, offsetAfter] = kind === 'end' ? [standard + 60, standard] : [standard, standard + 60];
        expect(offsetMinutes(before, zone)).toBe(offsetBefore);
        expect(offsetMinutes(after, zone)).toBe(offsetAfter);
        expect(zoneAbbreviation(before, zone)).toBe(kind === 'end' ? dst : std);
        expect(zoneAbbreviation(after, zone)).toBe(kind === 'end' ? std : dst);
        // 08:00 local on both days: the UTC instants are 24 h ± 1 h apart.
        expect((after.getTime() - before.getTime()) / 3_600_000).toBe(kind === 'end' ? 25 : 23);
        expect(slotTime({ start: after.toISOString(), timeZone: zone }, 'en-AU', zone)).toBe('8:00 am');
      });
    }
  }
  for (const { zone, offset, name } of STEADY) {
    it(`${zone} keeps one offset through every change`, () => {
      for (const [sunday] of CHANGES) {
        for (const day of [addDays(sunday, -1), sunday, addDays(sunday, 1)]) {
          const instant = instantInZone(day, '08:00', zone);
          expect(offsetMinutes(instant, zone)).toBe(offset);
          expect(zoneAbbreviation(instant, zone)).toBe(name);
        }
      }
    });
  }

  it('a Brisbane clinic seen from Sydney is labelled in October, not in July', () => {
    const october = instantInZone('2026-10-13', '09:30', 'Australia/Brisbane');
    const july = instantInZone('2026-07-14', '09:30', 'Australia/Brisbane');
    expect(zoneDiffers(october, 'Australia/Brisbane', 'Australia/Sydney')).toBe(true);
    expect(slotTime({ start: october.toISOString(), timeZone: 'Australia/Brisbane' }, 'en-AU', 'Australia/Sydney')).toBe('9:30 am AEST');
    expect(zoneDiffers(july, 'Australia/Brisbane', 'Australia/Sydney')).toBe(false);
    expect(slotTime({ start: july.toISOString(), timeZone: 'Australia/Brisbane' }, 'en-AU', 'Australia/Sydney')).toBe('9:30 am');
  });

  it('a patient in Perth booking a Sydney clinic sees Sydney time, labelled, in a complete name', () => {
    const start = instantInZone('2025-10-14', '09:30', 'Australia/Sydney').toISOString();
    const [slot] = placeSlots([
      { clinicSlug: 'bondi-junction', clinicName: 'Bondi Junction', timeZone: 'Australia/Sydney', slots: [{ start, end: start }] },
    ]);
    expect(slot?.day).toBe('2025-10-14');
    expect(slotLabel(slot!, 'en-AU', 'Australia/Perth')).toBe('Tuesday 14 October 2025, 9:30 am AEDT, Bondi Junction');
    expect(slotLabel(slot!, 'en-AU', 'Australia/Sydney')).toBe('Tuesday 14 October 2025, 9:30 am, Bondi Junction');
  });
});

describe('slot filtering and views', () => {
  const sydney = (day: string, time: string) => {
    const start = instantInZone(day, time, 'Australia/Sydney');
    return { start: start.toISOString(), end: new Date(start.getTime() + 1_800_000).toISOString() };
  };
  const answer = [
    {
      clinicSlug: 'chatswood',
      clinicName: 'Chatswood',
      timeZone: 'Australia/Sydney',
      slots: [sydney('2026-03-02', '08:00'), sydney('2026-03-02', '13:00'), sydney('2026-03-03', '17:30'), sydney('2026-03-03', '23:30')],
    },
  ];

  it('places slots on the clinic-local day (a late Sydney slot is the same day there, the previous in UTC)', () => {
    const byDay = slotsByDay(placeSlots(answer));
    expect([...byDay.keys()]).toEqual(['2026-03-02', '2026-03-03']);
    expect(byDay.get('2026-03-03')?.map((slot) => slot.time)).toEqual(['17:30', '23:30']);
  });

  it('filters by times of day and by start and end time', () => {
    expect(placeSlots(answer, { timeOfDay: ['morning'] }).map((s) => s.time)).toEqual(['08:00']);
    expect(placeSlots(answer, { timeOfDay: ['afternoon', 'evening'] }).map((s) => s.time)).toEqual(['13:00', '17:30', '23:30']);
    expect(placeSlots(answer, { startTime: '09:00', endTime: '18:00' }).map((s) => s.time)).toEqual(['13:00', '17:30']);
    expect(parseTimeOfDay('morning,nonsense, evening')).toEqual(['morning', 'evening']);
    expect(parseTimeOfDay(null)).toEqual([]);
  });

  it('a week is Monday to Sunday; a month is whole weeks covering it; paging moves by one of each', () => {
    expect(viewDays('2026-10-07', 'WEEK')).toEqual([
      '2026-10-05',
      '2026-10-06',
      '2026-10-07',
      '2026-10-08',
      '2026-10-09',
      '2026-10-10',
      '2026-10-11',
    ]);
    const month = viewDays('2026-10-07', 'MONTH');
    expect(month[0]).toBe('2026-09-28');
    expect(month.at(-1)).toBe('2026-11-01');
    expect(month.length % 7).toBe(0);
    expect(shiftView('2026-10-07', 'WEEK', 1)).toBe('2026-10-12');
    expect(shiftView('2026-10-07', 'MONTH', -1)).toBe('2026-09-01');
    expect(shiftView('2026-12-20', 'MONTH', 1)).toBe('2027-01-01');
  });
});

describe('wallClock (the grid’s fast placing)', () => {
  it('agrees with the zone conversions every 30 minutes across the October 2026 and April 2027 changes', async () => {
    const { wallClock, dayInZone, timeInZone } = await import('./slot-time');
    for (const [zone, from] of [
      ['Australia/Sydney', '2026-10-03T12:00:00Z'],
      ['Australia/Adelaide', '2027-04-03T12:00:00Z'],
      ['Australia/Brisbane', '2026-10-03T12:00:00Z'],
      ['Australia/Perth', '2027-04-03T12:00:00Z'],
    ] as const) {
      for (let step = 0; step < 96; step++) {
        const instant = new Date(Date.parse(from) + step * 30 * 60_000);
        expect(wallClock(instant, zone)).toEqual({ day: dayInZone(instant, zone), time: timeInZone(instant, zone) });
      }
    }
  });
});
