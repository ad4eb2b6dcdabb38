/**
 * The can-change check of the reference server (document 001 §4): may this booking be cancelled
 * or rescheduled online now? Pure, so the table is tested without a database; the routes enforce
 * the same answer they show, so a widget that skips its own check still cannot cancel late.
 */
import type { CanChange, ItemStatus } from '../../../../src/api/schemas/appointments.schema';

/** The configured window before the appointment inside which changes go through the clinic (24 h). */
export const CHANGE_PRIOR_MINUTES = 24 * 60;
/** Walk-in exams are not rescheduled online unless the provider allows it (001 §4). */
export const WALK_IN_RESCHEDULE_ALLOWED = false;

export interface ChangeFacts {
  bookingStatus: string;
  items: ReadonlyArray<{ status: ItemStatus; startsAt: Date; walkIn: boolean }>;
  now: Date;
  priorMinutes?: number;
  walkInRescheduleAllowed?: boolean;
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
