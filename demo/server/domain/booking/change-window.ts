/**
 * The can-change check of the reference server (docs/rules.md#change-windows): may this booking be cancelled
 * or rescheduled online now? Pure, so the table is tested without a database; the routes enforce
 * the same answer they show, so a widget that skips its own check still cannot cancel late.
 */
import type { CanChange, ItemStatus } from '../../../../src/api/schemas/appointments.schema';
import { CHANGE_PRIOR_MINUTES_DEFAULT } from '../../../../src/constants';

/** The window before an appointment inside which changes go through the clinic, unless configured (24 h). */
export const CHANGE_PRIOR_MINUTES = CHANGE_PRIOR_MINUTES_DEFAULT;
/** Walk-in exams are not rescheduled online unless the provider allows it (docs/rules.md#change-walk-in). */
export const WALK_IN_RESCHEDULE_ALLOWED = false;

/** The provider's change rules (`application.changePriorMinutes`, `application.walkInRescheduleAllowed`). */
export interface ChangeRules {
  priorMinutes: number;
  walkInRescheduleAllowed: boolean;
}

export const DEFAULT_CHANGE_RULES: ChangeRules = {
  priorMinutes: CHANGE_PRIOR_MINUTES,
  walkInRescheduleAllowed: WALK_IN_RESCHEDULE_ALLOWED,
};

export interface ChangeFacts extends Partial<ChangeRules> {
  bookingStatus: string;
  items: ReadonlyArray<{ status: ItemStatus; startsAt: Date; walkIn: boolean }>;
  now: Date;
}

const NO: (reason: CanChange['reason']) => CanChange = (reason) => ({ canChange: false, reason });

export function canChange(action: 'cancel' | 'reschedule', facts: ChangeFacts): CanChange {
  const active = facts.items.filter((item) => item.status !== 'CANCELED');
  if (facts.bookingStatus === 'CANCELED' || active.length === 0) return NO('APPOINTMENT_CANCELLED');
  const priorMs = (facts.priorMinutes ?? CHANGE_PRIOR_MINUTES) * 60_000;
  if (active.some((item) => item.startsAt.getTime() - facts.now.getTime() < priorMs)) return NO('PRIOR_MINUTES');
  if (active.every((item) => item.status === 'PENDING')) return NO('ENQUIRE_ONLY');
  if (action === 'reschedule' && !(facts.walkInRescheduleAllowed ?? WALK_IN_RESCHEDULE_ALLOWED) && active.some((item) => item.walkIn)) {
    return NO('WALK_IN');
  }
  return { canChange: true, reason: null };
}
