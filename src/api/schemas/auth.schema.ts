/**
 * The authentication calls (our paths, in src/api/API.md#authentication). Shared by the widgets, which check every answer, and the reference server,
 * which checks every request body.
 */
import * as v from 'valibot';
import { DateOfBirthSchema } from './date-of-birth';

export const AUTH_TYPES = ['APPOINTMENT', 'BOOKING_REQUEST', 'APPOINTMENT_RESULTS', 'PATIENT_PORTAL'] as const;
export type AuthType = (typeof AUTH_TYPES)[number];

export const OTP_METHODS = ['EMAIL', 'SMS'] as const;
export type OtpMethod = (typeof OTP_METHODS)[number];

/** Booking keys and share slugs: letters, digits and dashes (they sit in URL paths). */
const linkKey = v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,64}$/));
const flag = v.optional(v.boolean(), false);
/** The page's locale; without one the server writes in the provider's `application.jsLocale`. */
const locale = v.optional(v.pipe(v.string(), v.maxLength(16)));

// One calendar-day check for every schema (date-of-birth.ts); kept importable from here.
export { isCalendarDate } from './date-of-birth';

/** Which secure link is being opened: a booking key, or a slug (shared results, booking requests). */
const linkFields = {
  type: v.picklist(AUTH_TYPES),
  bookingKey: v.optional(linkKey),
  slug: v.optional(linkKey),
  shared: flag,
  locale,
};

export const PatientAuthRequestSchema = v.object({
  ...linkFields,
  /** The one date-of-birth rule (date-of-birth.ts): a real day from 1900 to today. */
  dateOfBirth: DateOfBirthSchema,
  /** Empty unless the provider asks for it (application.contactNumberAuthEnabled). */
  contactNumber: v.optional(v.pipe(v.string(), v.regex(/^[0-9]{0,10}$/)), ''),
  /** The date of birth came from the link, not from the person (the patient-portal rule). */
  populatedDoB: flag,
  isBookingRequest: flag,
  staffBooking: flag,
});
export type PatientAuthRequest = v.InferInput<typeof PatientAuthRequestSchema>;

/** The authentication result: success, maxAttemptsReached, message. */
export const AuthResultSchema = v.object({
  success: v.boolean(),
  maxAttemptsReached: flag,
  /** A translation key (`message.…`) or the server's own text. */
  message: v.optional(v.string(), ''),
  /** The server also wants a one-time code before it opens the link's pages. */
  otpRequired: flag,
  roleTranslations: v.optional(v.string(), ''),
});
export type AuthResult = v.InferOutput<typeof AuthResultSchema>;

export const SendCodeRequestSchema = v.object({ ...linkFields, otpMethod: v.optional(v.picklist(OTP_METHODS), 'EMAIL') });
export type SendCodeRequest = v.InferInput<typeof SendCodeRequestSchema>;

export const SendCodeResultSchema = v.object({
  sent: v.boolean(),
  /** Where it went, masked (`a•••@example.com`), so the person knows which inbox to open. */
  destination: v.optional(v.string(), ''),
  channel: v.picklist(OTP_METHODS),
  resendAfterSeconds: v.pipe(v.number(), v.minValue(0)),
});
export type SendCodeResult = v.InferOutput<typeof SendCodeResultSchema>;

export const ValidateCodeRequestSchema = v.object({ ...linkFields, code: v.pipe(v.string(), v.maxLength(32)) });
export type ValidateCodeRequest = v.InferInput<typeof ValidateCodeRequestSchema>;

export const CaptchaChallengeSchema = v.object({
  provider: v.literal('local'),
  algorithm: v.literal('SHA-256'),
  id: v.string(),
  salt: v.string(),
  /** Hex SHA-256 of salt + the secret number; the browser searches 0…maxNumber for it. */
  challenge: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  maxNumber: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
});
export type CaptchaChallenge = v.InferOutput<typeof CaptchaChallengeSchema>;

export const CaptchaVerifyRequestSchema = v.object({ token: v.pipe(v.string(), v.maxLength(512)) });
export const CaptchaResultSchema = v.object({ result: v.boolean() });

export const AccessSchema = v.object({
  type: v.picklist(AUTH_TYPES),
  bookingKey: v.optional(v.string()),
  slug: v.optional(v.string()),
});
export type Access = v.InferOutput<typeof AccessSchema>;

/** GET /api/authenticated: what this browser's session may open. */
export const AuthenticatedSchema = v.object({
  authenticated: v.boolean(),
  access: v.optional(v.array(AccessSchema), []),
  roleTranslations: v.optional(v.string(), ''),
});
export type Authenticated = v.InferOutput<typeof AuthenticatedSchema>;

/**
 * "Results access requirements" (src/api/API.md#authentication): what opening a secure link takes, asked before the
 * sign-in dialog shows, so the authentication page and the portal's guard follow the server
 * instead of guessing from the page's path. The query names the link like a sign-in body does.
 */
export const LinkRequirementsQuerySchema = v.object({
  type: v.picklist(AUTH_TYPES),
  bookingKey: v.optional(linkKey),
  slug: v.optional(linkKey),
  shared: v.optional(v.picklist(['true', 'false'])),
  isBookingRequest: v.optional(v.picklist(['true', 'false'])),
});

export const LinkRequirementsSchema = v.object({
  /** Always true: every secure link asks for the date of birth first (docs/rules.md#sign-in-and-one-time-codes). */
  dateOfBirth: v.boolean(),
  /** A one-time code after the date of birth: every results link (own, shared, patient portal). */
  code: v.boolean(),
  /** Where the code may be sent; empty when no code is asked. */
  channels: v.array(v.picklist(OTP_METHODS)),
});
export type LinkRequirements = v.InferOutput<typeof LinkRequirementsSchema>;
