/**
 * The appointment summary, its can-change answer and the cancel form (src/api/API.md#appointments;
 * the rules in docs/rules.md#change-windows), shared by rad-appointments
 * and the reference server (demo/server/features/appointments/). The rule table that turns a
 * can-change answer into "allowed" or a refusal message is here too: the server decides the
 * answer, the widget only reads it, so both sides cannot disagree.
 */
import * as v from 'valibot';

export const ITEM_STATUSES = ['BOOKED', 'PENDING', 'CANCELED', 'RESCHEDULED', 'CHANGED'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** Why the can-change check said no (docs/rules.md#change-windows); ENQUIRE_ONLY still allows cancel. */
export const CHANGE_REASONS = ['APPOINTMENT_CANCELLED', 'PRIOR_MINUTES', 'ENQUIRE_ONLY', 'WALK_IN', 'NOT_ALLOWED'] as const;
export type ChangeReason = (typeof CHANGE_REASONS)[number];

export const CanChangeSchema = v.object({
  canChange: v.boolean(),
  reason: v.nullable(v.picklist(CHANGE_REASONS)),
});
export type CanChange = v.InferOutput<typeof CanChangeSchema>;

export const CanChangeAnswerSchema = v.object({ cancel: CanChangeSchema, reschedule: CanChangeSchema });
export type CanChangeAnswer = v.InferOutput<typeof CanChangeAnswerSchema>;

export type ChangeDecision = { allowed: true } | { allowed: false; messageKey: string };

/** Cancel: allowed when the check says yes or the reason is ENQUIRE_ONLY (docs/rules.md#change-enquire-only). */
export function cancelDecision(answer: CanChange): ChangeDecision {
  if (answer.canChange || answer.reason === 'ENQUIRE_ONLY') return { allowed: true };
  return { allowed: false, messageKey: answer.reason === 'PRIOR_MINUTES' ? 'message.cancel_prior_minutes' : 'message.cancel_not_allowed' };
}

const RESCHEDULE_REFUSALS: Readonly<Partial<Record<ChangeReason, string>>> = {
  APPOINTMENT_CANCELLED: 'message.reschedule_cancelled_appts',
  PRIOR_MINUTES: 'message.reschedule_prior_minutes',
  WALK_IN: 'message.reschedule_walk_in',
};

/** Reschedule: its own refusal for each reason, else "not allowed" (docs/rules.md#change-windows). */
export function rescheduleDecision(answer: CanChange): ChangeDecision {
  if (answer.canChange) return { allowed: true };
  return { allowed: false, messageKey: (answer.reason && RESCHEDULE_REFUSALS[answer.reason]) ?? 'message.reschedule_not_allowed' };
}

const iso = v.pipe(v.string(), v.isoTimestamp());

export const AppointmentItemSchema = v.object({
  slug: v.string(),
  bookingKey: v.string(),
  status: v.picklist(ITEM_STATUSES),
  startsAt: iso,
  endsAt: iso,
  mobileLocationId: v.nullable(v.string()),
  examDetails: v.object({
    slug: v.string(),
    name: v.string(),
    modalityName: v.string(),
    /** Preparation instructions (plain text, shown in the instructions modal). */
    preparation: v.string(),
    walkIn: v.boolean(),
  }),
  clinic: v.object({
    slug: v.string(),
    name: v.string(),
    address: v.string(),
    suburb: v.string(),
    state: v.string(),
    postcode: v.string(),
    phone: v.string(),
    timeZone: v.string(),
    latitude: v.number(),
    longitude: v.number(),
  }),
  /** Filled by check-in (issue 14); false/null here until that lands. */
  checkInPrepared: v.boolean(),
  checkInPreparedSent: v.boolean(),
  patientMedicareNumber: v.nullable(v.string()),
  showGenderSelection: v.boolean(),
  patientDetails: v.object({ medicareNumber: v.nullable(v.string()) }),
  /** The time the patient last moved this item from (a reschedule); absent or null when never moved. */
  rescheduledFrom: v.optional(v.nullable(iso)),
});
export type AppointmentItem = v.InferOutput<typeof AppointmentItemSchema>;

export const AppointmentSummarySchema = v.object({
  bookingKey: v.string(),
  status: v.string(),
  confirmed: v.boolean(),
  resultsAvailable: v.boolean(),
  patient: v.object({ firstName: v.string() }),
  items: v.array(AppointmentItemSchema),
  canChange: CanChangeAnswerSchema,
});
export type AppointmentSummary = v.InferOutput<typeof AppointmentSummarySchema>;

export const CANCEL_NOTE_MAX = 500;
/** Reasons of the cancel modal (translation keys `appointments.cancel_reason.{code}`). */
export const CANCEL_REASONS = ['feeling_better', 'time', 'elsewhere', 'cost', 'doctor', 'other'] as const;

export const CancelBodySchema = v.object({
  reason: v.picklist(CANCEL_REASONS),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(CANCEL_NOTE_MAX)), ''),
  /** Cancel only these items (slugs); absent: every item of the booking. */
  itemSlugs: v.optional(v.array(v.string())),
});
export type CancelBody = v.InferInput<typeof CancelBodySchema>;

/**
 * Reschedule (docs/rules.md#change-reschedule-rules): move one item to the slot the patient holds. The hold names the clinic, exam
 * and start; the server checks the rule table, the hold and the slot in one transaction.
 */
export const RescheduleBodySchema = v.object({
  itemSlug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{6,80}$/)),
  holdId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/)),
  /** The page's locale: the patient's e-mail about the new time is written in it (else the provider's jsLocale). */
  locale: v.optional(v.pipe(v.string(), v.maxLength(16))),
});
export type RescheduleBody = v.InferOutput<typeof RescheduleBodySchema>;
