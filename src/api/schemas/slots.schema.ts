/**
 * Slots, holds and the appointment create (our paths, in src/api/API.md#slots-holds-and-booking).
 * Shared by the widgets, which check every answer, and the reference server, which reads
 * every query and body through the same schemas.
 */
import * as v from 'valibot';
import { SLOT_HORIZON_WEEKS, SLOT_SEARCH_MAX_DAYS } from '../../constants';
import { slug } from './booking.schema';
import { DateOfBirthSchema, isCalendarDate } from './date-of-birth';
import { isValidMedicare, medicareDigits } from './medicare';

/** A calendar day in the clinic's own zone: a real day (`2026-02-30` is not one). */
export const day = v.pipe(
  v.string(),
  v.maxLength(10, 'a day is yyyy-MM-dd'),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'a day is yyyy-MM-dd'),
  v.check(isCalendarDate, 'a day is a real calendar day'),
);
/** An instant: ISO 8601 in UTC, as the server writes it. */
export const instant = v.pipe(v.string(), v.maxLength(40), v.isoTimestamp('an instant is an ISO timestamp'));

/**
 * How far before today and past the booking horizon a slot search may reach: a MONTH view starts on
 * the Monday before the 1st, and a week may straddle the horizon. Anything further names days that
 * can hold no slot, and is refused rather than walked.
 */
export const SLOT_SEARCH_SLACK_DAYS = SLOT_SEARCH_MAX_DAYS;

/** `yyyy-MM-dd` of an instant in UTC (the server's notion of today, give or take the zones). */
function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The days a slot search may name, as of `now`: from a little before today to a little after the horizon. */
export function slotSearchBounds(now: Date = new Date()): { earliest: string; latest: string } {
  const today = now.getTime();
  return {
    earliest: utcDay(today - SLOT_SEARCH_SLACK_DAYS * 86_400_000),
    latest: utcDay(today + (SLOT_HORIZON_WEEKS * 7 + SLOT_SEARCH_SLACK_DAYS) * 86_400_000),
  };
}

export const SLOT_VIEWS = ['WEEK', 'MONTH'] as const;
export type SlotView = (typeof SLOT_VIEWS)[number];

/** The query of `GET /api/clinic_appointments` (the clinic appointments request, the fields we use). */
export const SlotQuerySchema = v.pipe(
  v.object({
    clinicIds: v.pipe(
      v.string(),
      v.maxLength(20 * 65),
      v.transform((text) => text.split(',').filter(Boolean)),
      v.array(slug),
      v.minLength(1, 'name at least one clinic'),
      v.maxLength(20, 'at most 20 clinics'),
    ),
    examSlug: slug,
    start: day,
    end: day,
    /** Reschedule: this appointment item's own time does not count as busy. */
    appointmentSlug: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{6,80}$/))),
    customDuration: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(5), v.maxValue(480))),
    clinicAppointmentsView: v.optional(v.picklist(SLOT_VIEWS)),
    /** `true`: every slot is answered as an enquiry slot (a booking request). */
    isBookingRequest: v.optional(v.picklist(['true', 'false'])),
  }),
  v.check((query) => query.start <= query.end, 'start comes before end'),
  v.check((query) => daysBetween(query.start, query.end) < SLOT_SEARCH_MAX_DAYS, `at most ${SLOT_SEARCH_MAX_DAYS} days`),
  v.check((query) => {
    const { earliest, latest } = slotSearchBounds();
    return query.start >= earliest && query.end <= latest;
  }, 'the days lie within the booking horizon'),
);
export type SlotQuery = v.InferOutput<typeof SlotQuerySchema>;

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const SlotSchema = v.object({ start: instant, end: instant });
export type Slot = v.InferOutput<typeof SlotSchema>;

export const ClinicSlotsSchema = v.object({
  clinicSlug: slug,
  clinicName: v.string(),
  /** IANA zone: every time of this clinic is shown in it. */
  timeZone: v.string(),
  /**
   * Enquiry slots (docs/rules.md#booking-enquiries): this clinic takes the exam as a booking request, not a booking. The
   * patient names a preferred time; nothing is held and staff confirm it.
   */
  enquiry: v.optional(v.boolean()),
  slots: v.array(SlotSchema),
});
export type ClinicSlots = v.InferOutput<typeof ClinicSlotsSchema>;

export const SlotSearchSchema = v.object({
  clinics: v.array(ClinicSlotsSchema),
  /** The first free slot after the range when the range has none ("next available"), else null. */
  nextAvailable: v.nullable(v.object({ clinicSlug: slug, start: instant })),
});
export type SlotSearch = v.InferOutput<typeof SlotSearchSchema>;

/** A slot the patient picked, with the exam it is for. */
export const SlotChoiceSchema = v.object({ clinicSlug: slug, examSlug: slug, start: instant });
export type SlotChoice = v.InferOutput<typeof SlotChoiceSchema>;

export const holdId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/));
export const HoldSchema = v.object({ holdId, clinicSlug: slug, examSlug: slug, start: instant, end: instant, expiresAt: instant });
export type Hold = v.InferOutput<typeof HoldSchema>;
export const HoldRenewalSchema = v.object({ holdId, expiresAt: instant });

export const bookingKey = v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{16,64}$/));
export const BookingKeySchema = v.object({ bookingKey });
export const MoveTemporarySchema = v.object({ from: bookingKey, to: bookingKey });
export const MovedTemporarySchema = v.object({ questionnaires: v.number(), documents: v.number() });

/** A validation code as a clinic reads it out: 4–12 letters or digits, a hyphen allowed. */
export const VALIDATION_CODE = /^[A-Za-z0-9][A-Za-z0-9-]{2,10}[A-Za-z0-9]$/;

const trimmed = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));

/** The booking form's values as the server takes them (the widget's own schema adds messages). */
export const BookingFormValuesSchema = v.object({
  firstName: trimmed(100),
  lastName: trimmed(100),
  email: v.pipe(v.string(), v.trim(), v.email(), v.maxLength(254)),
  /** The one date-of-birth rule (src/api/schemas/date-of-birth.ts): a real day from 1900 to today. */
  dateOfBirth: DateOfBirthSchema,
  /** Digits only, at most 10 (docs/rules.md#booking-contact-number). */
  contactNumber: v.optional(v.pipe(v.string(), v.regex(/^\d{0,10}$/))),
  notes: v.optional(v.pipe(v.string(), v.maxLength(500))),
  /** Asked for when a questionnaire outcome requires it (docs/rules.md#questionnaire-outcomes-bind-booking): checked, stored as digits. */
  medicareNumber: v.optional(v.pipe(v.string(), v.check(isValidMedicare, 'not a Medicare number'), v.transform(medicareDigits))),
  /** The code the clinic gave the patient, asked for when an outcome requires it. */
  validationCode: v.optional(v.pipe(v.string(), v.trim(), v.regex(VALIDATION_CODE, 'not a validation code'))),
});
export type BookingFormValues = v.InferOutput<typeof BookingFormValuesSchema>;

export const CreateAppointmentSchema = v.object({
  /** The booking key in use (`POST /api/booking_keys`): temporary answers move to the booking. */
  bookingKey: v.optional(bookingKey),
  /** The page's locale: stored with the booking; its e-mails (confirmation, reminders, moves) are written in it. */
  locale: v.optional(v.pipe(v.string(), v.maxLength(16))),
  form: BookingFormValuesSchema,
  items: v.pipe(
    v.array(v.object({ clinicSlug: slug, examSlug: slug, start: instant, holdId: v.optional(holdId) })),
    v.minLength(1),
    v.maxLength(6),
  ),
});
export type CreateAppointment = v.InferInput<typeof CreateAppointmentSchema>;

/**
 * An enquiry (docs/rules.md#booking-enquiries): the same form and one
 * preferred time per exam; nothing is held. A referrer sends it with `X-Api-Key`.
 */
export const CreateEnquirySchema = v.object({
  bookingKey: v.optional(bookingKey),
  /** The page's locale: stored with the booking requests, the patient is written to in it. */
  locale: v.optional(v.pipe(v.string(), v.maxLength(16))),
  form: BookingFormValuesSchema,
  items: v.pipe(v.array(v.object({ clinicSlug: slug, examSlug: slug, start: instant })), v.minLength(1), v.maxLength(6)),
});
export type CreateEnquiry = v.InferInput<typeof CreateEnquirySchema>;
/** The referrer's key on an enquiry (docs/rules.md#booking-referrer-key). */
export const API_KEY_HEADER = 'X-Api-Key';

/** One exam's outcome in a create answer (docs/rules.md#booking-partial-success). */
export const CreatedItemSchema = v.object({
  success: v.boolean(),
  errorMessage: v.nullable(v.string()),
  examName: v.string(),
  modalityName: v.string(),
  clinicName: v.string(),
  clinicSlug: slug,
  clinicAddress: v.string(),
  timeZone: v.string(),
  examNotes: v.string(),
  /** Start and end instants. */
  date: instant,
  endTime: instant,
  /** sha256 of the lower-cased e-mail (hex): lets a host's analytics count a patient without the address. */
  patientEmailHash: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  /** Enquiries: each exam's booking request has its own key (its page is /booking-requests/{key}). */
  bookingKey: v.optional(bookingKey),
});
export type CreatedItem = v.InferOutput<typeof CreatedItemSchema>;

export const CreatedAppointmentSchema = v.object({
  bookingKey: v.nullable(bookingKey),
  /** REQUESTED: an enquiry's booking requests were stored (staff confirm the times). */
  status: v.picklist(['BOOKED', 'PENDING', 'REQUESTED', 'FAILED']),
  items: v.array(CreatedItemSchema),
});
export type CreatedAppointment = v.InferOutput<typeof CreatedAppointmentSchema>;

/** "Call me back" when no time suits (src/api/API.md#slots-holds-and-booking): the booking team phones the patient. */
export const CallbackRequestSchema = v.object({
  name: trimmed(200),
  /** Digits only, 8–10 (an Australian landline or mobile). */
  phone: v.pipe(v.string(), v.trim(), v.regex(/^\d{8,10}$/)),
  timeOfDay: v.picklist(['morning', 'afternoon', 'evening', 'any']),
  examSlug: v.optional(slug),
  clinicSlug: v.optional(slug),
  note: v.optional(v.pipe(v.string(), v.maxLength(500))),
});
export type CallbackRequest = v.InferInput<typeof CallbackRequestSchema>;

/** An e-mail to the booking team ("call-centre email"); the server chooses the recipient. */
export const CallCentreEmailSchema = v.object({
  name: trimmed(200),
  email: v.pipe(v.string(), v.trim(), v.email(), v.maxLength(254)),
  message: trimmed(1000),
  examSlug: v.optional(slug),
  clinicSlug: v.optional(slug),
});
export type CallCentreEmail = v.InferInput<typeof CallCentreEmailSchema>;

export const ContactReceivedSchema = v.object({ received: v.literal(true) });

/** Its body: the page's locale, in which the patient is told (else the provider's `application.jsLocale`). */
export const PendingNotificationsBodySchema = v.object({ locale: v.optional(v.pipe(v.string(), v.maxLength(16))) });

/** `POST /api/appointments/{bookingKey}/pending_notifications`: messages sent now (0 when already told). */
export const PendingNotifiedSchema = v.object({ sent: v.number() });
