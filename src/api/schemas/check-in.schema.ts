/**
 * Digital check-in: the check-in form, doctors, readiness, the identity request, the patient match
 * form and consent forms (our paths, in src/api/API.md#check-in). Shared by rad-check-in, which checks every answer, and the
 * reference server, which checks every body. Only rad-check-in and the server import it, so it
 * stays out of the shared runtime chunk.
 */
import * as v from 'valibot';
import { DateOfBirthSchema, isCalendarDate } from './date-of-birth';
import { isValidMedicare, medicareDigits } from './medicare';

const isoDay = v.pipe(v.string(), v.isoDate(), v.check(isCalendarDate));
const bookingKey = v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,64}$/));
const itemSlug = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,80}$/));

export const GENDERS = ['Female', 'Male', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

/**
 * The kiosk's cookies (docs/rules.md#check-in-kiosk-cookies: expire 2030-12-31, path /). `kioskIdentity` names
 * the DEVICE (staff set it once; a kiosk reset keeps it). `patientKioskIdentity` is the current
 * patient's visit at that device: a random id, nothing personal, written when a person is found at
 * the kiosk and deleted by Done and by the kiosk reset. The server records both with a kiosk
 * check-in; the element restores a `step` deep link at a kiosk only while the visit cookie exists.
 */
export const KIOSK_IDENTITY_COOKIE = 'kioskIdentity';
export const PATIENT_KIOSK_IDENTITY_COOKIE = 'patientKioskIdentity';
export const KIOSK_DEVICE_NAME_MAX = 60;
export const KIOSK_VISIT_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The reasons the demo server gives; any other is shown as message.unknown_reason (the answer keeps it open). */
export const KNOWN_DISABLED_REASONS = ['CHECK_IN_DISABLED', 'TOO_EARLY', 'ALREADY_CHECKED_IN'] as const;

/** The latest calendar day anywhere on Earth (UTC+14): a date after it is in the future for everyone. */
export function latestDayOnEarth(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

export const CheckInIdentityRequestSchema = v.object({
  lastName: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80)),
  /** The one date-of-birth rule (date-of-birth.ts): a real day from 1900 to today. */
  dateOfBirth: DateOfBirthSchema,
});
export type CheckInIdentityRequest = v.InferOutput<typeof CheckInIdentityRequestSchema>;

/** Patient match form: date of birth and an e-mail or a phone (digits), beside the last name already given. */
export const PatientMatchRequestSchema = v.pipe(
  v.object({
    ...CheckInIdentityRequestSchema.entries,
    email: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254)), ''),
    phone: v.optional(v.pipe(v.string(), v.regex(/^[0-9]{0,15}$/)), ''),
  }),
  v.check((form) => form.email !== '' || form.phone !== '', 'an e-mail or a phone is needed'),
);
export type PatientMatchRequest = v.InferOutput<typeof PatientMatchRequestSchema>;

export const CheckInIdentitySchema = v.object({
  appointmentBookingKeys: v.array(bookingKey),
  samePatient: v.boolean(),
  feedbackQuestionnaireAnswered: v.boolean(),
  /** Null when check-in may go on; otherwise why not (open: unknown values are shown generically). */
  disabledReason: v.nullable(v.string()),
});
export type CheckInIdentity = v.InferOutput<typeof CheckInIdentitySchema>;

export const CheckInItemSchema = v.object({
  slug: itemSlug,
  bookingKey,
  examName: v.string(),
  clinicName: v.string(),
  startsAt: v.string(),
  timeZone: v.string(),
  checkInPrepared: v.boolean(),
  checkInPreparedSent: v.boolean(),
  patientMedicareNumber: v.nullable(v.string()),
  showGenderSelection: v.boolean(),
});
export type CheckInItem = v.InferOutput<typeof CheckInItemSchema>;
export const CheckInItemsSchema = v.array(CheckInItemSchema);

export const CheckInReadinessSchema = v.object({
  ready: v.boolean(),
  requiredReferralUploaded: v.boolean(),
  documentTypeId: v.nullable(v.number()),
  message: v.nullable(v.string()),
});
export type CheckInReadiness = v.InferOutput<typeof CheckInReadinessSchema>;

export const ConsentFormSchema = v.object({
  id: v.number(),
  title: v.string(),
  /** Provider HTML: shown through SafeHtml only. */
  content: v.string(),
  consentFormAnswer: v.nullable(v.boolean()),
});
export type ConsentForm = v.InferOutput<typeof ConsentFormSchema>;

export const ConsentFormsSchema = v.object({
  completed: v.boolean(),
  notifyPatient: v.boolean(),
  appointmentConsentForms: v.array(ConsentFormSchema),
});
export type ConsentForms = v.InferOutput<typeof ConsentFormsSchema>;

export const ConsentAnswersRequestSchema = v.object({
  consentFormAnswer: v.pipe(v.array(v.object({ id: v.number(), answer: v.boolean() })), v.maxLength(50)),
});
export type ConsentAnswersRequest = v.InferOutput<typeof ConsentAnswersRequestSchema>;

export const DoctorSchema = v.object({
  id: v.number(),
  firstName: v.string(),
  lastName: v.string(),
  cityName: v.string(),
  postalCode: v.string(),
});
export type Doctor = v.InferOutput<typeof DoctorSchema>;
export const DoctorsSchema = v.array(DoctorSchema);

/**
 * The check-in form. `referrer` is the chosen doctor's id; when the doctor is not in the search,
 * `referrerName` carries what the person typed instead (one of the two is required).
 */
export const CheckInFormSchema = v.pipe(
  v.object({
    referrer: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
    referrerName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120)), ''),
    dateOfReferral: v.pipe(
      isoDay,
      v.check((day) => day <= latestDayOnEarth(), 'the referral date is in the future'),
    ),
    medicareNumber: v.pipe(v.string(), v.check(isValidMedicare, 'not a Medicare number'), v.transform(medicareDigits)),
    referenceNumber: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)),
    gender: v.optional(v.nullable(v.picklist(GENDERS)), null),
    appointmentSlug: itemSlug,
  }),
  v.check((form) => form.referrer !== null || form.referrerName !== '', 'a referrer is needed'),
);
export type CheckInFormInput = v.InferInput<typeof CheckInFormSchema>;

/**
 * The check-in this session is in (GET /api/check-in/current), for a `step` deep link: the booking
 * found by identity (or a secure-link sign-in) today, and whether the one-time code was given.
 * `bookingKey` null: nothing to restore, the element starts at identity.
 */
export const CurrentCheckInSchema = v.object({ bookingKey: v.nullable(bookingKey), verified: v.boolean() });
export type CurrentCheckIn = v.InferOutput<typeof CurrentCheckInSchema>;

export const PrepareResultSchema = v.object({ status: v.picklist(['PREPARING']) });
/** A polling answer: `sent` once the step is done, `failed` when it never will be. */
export const PollResultSchema = v.object({ sent: v.boolean(), failed: v.boolean() });
export type PollResult = v.InferOutput<typeof PollResultSchema>;
