import { describe, expect, it } from 'vitest';
import { canChange, CHANGE_PRIOR_MINUTES, type ChangeFacts } from './change-window';

const now = new Date('2030-01-01T00:00:00Z');
const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const facts = (over: Partial<ChangeFacts> = {}, item: Partial<ChangeFacts['items'][number]> = {}): ChangeFacts => ({
  bookingStatus: 'BOOKED',
  items: [{ status: 'BOOKED', startsAt: inMinutes(CHANGE_PRIOR_MINUTES + 60), walkIn: false, ...item }],
  now,
  ...over,
});

describe('server can-change check', () => {
  it('allows both outside the prior-minutes window', () => {
    expect(canChange('cancel', facts())).toEqual({ canChange: true, reason: null });
    expect(canChange('reschedule', facts())).toEqual({ canChange: true, reason: null });
  });

  it('refuses inside the window, to the minute', () => {
    expect(canChange('cancel', facts({}, { startsAt: inMinutes(CHANGE_PRIOR_MINUTES - 1) }))).toEqual({
      canChange: false,
      reason: 'PRIOR_MINUTES',
    });
    expect(canChange('cancel', facts({}, { startsAt: inMinutes(CHANGE_PRIOR_MINUTES) }))).toEqual({ canChange: true, reason: null });
    expect(canChange('reschedule', facts({ priorMinutes: 30 }, { startsAt: inMinutes(29) })).reason).toBe('PRIOR_MINUTES');
  });

  it('says APPOINTMENT_CANCELLED for a cancelled booking or one whose items are all cancelled', () => {
    expect(canChange('cancel', facts({ bookingStatus: 'CANCELED' })).reason).toBe('APPOINTMENT_CANCELLED');
    expect(canChange('reschedule', facts({}, { status: 'CANCELED' })).reason).toBe('APPOINTMENT_CANCELLED');
  });

  it('says ENQUIRE_ONLY for a pending enquiry, and WALK_IN for rescheduling a walk-in exam only', () => {
    expect(canChange('cancel', facts({}, { status: 'PENDING' })).reason).toBe('ENQUIRE_ONLY');
    expect(canChange('cancel', facts({}, { walkIn: true }))).toEqual({ canChange: true, reason: null });
    expect(canChange('reschedule', facts({}, { walkIn: true })).reason).toBe('WALK_IN');
    expect(canChange('reschedule', facts({ walkInRescheduleAllowed: true }, { walkIn: true })).canChange).toBe(true);
  });
});
