import { describe, expect, it } from 'vitest';
import { cancelDecision, rescheduleDecision, type CanChange } from './appointments.schema';

const answer = (canChange: boolean, reason: CanChange['reason'] = null): CanChange => ({ canChange, reason });

describe('cancel and reschedule rule table (docs/rules.md#change-windows)', () => {
  it.each([
    [answer(true), { allowed: true }],
    [answer(false, 'ENQUIRE_ONLY'), { allowed: true }],
    [answer(false, 'PRIOR_MINUTES'), { allowed: false, messageKey: 'message.cancel_prior_minutes' }],
    [answer(false, 'APPOINTMENT_CANCELLED'), { allowed: false, messageKey: 'message.cancel_not_allowed' }],
    [answer(false, 'WALK_IN'), { allowed: false, messageKey: 'message.cancel_not_allowed' }],
    [answer(false, 'NOT_ALLOWED'), { allowed: false, messageKey: 'message.cancel_not_allowed' }],
    [answer(false), { allowed: false, messageKey: 'message.cancel_not_allowed' }],
  ])('cancel %j → %j', (input, expected) => {
    expect(cancelDecision(input)).toEqual(expected);
  });

  it.each([
    [answer(true), { allowed: true }],
    [answer(false, 'APPOINTMENT_CANCELLED'), { allowed: false, messageKey: 'message.reschedule_cancelled_appts' }],
    [answer(false, 'PRIOR_MINUTES'), { allowed: false, messageKey: 'message.reschedule_prior_minutes' }],
    [answer(false, 'WALK_IN'), { allowed: false, messageKey: 'message.reschedule_walk_in' }],
    [answer(false, 'ENQUIRE_ONLY'), { allowed: false, messageKey: 'message.reschedule_not_allowed' }],
    [answer(false, 'NOT_ALLOWED'), { allowed: false, messageKey: 'message.reschedule_not_allowed' }],
  ])('reschedule %j → %j', (input, expected) => {
    expect(rescheduleDecision(input)).toEqual(expected);
  });
});
