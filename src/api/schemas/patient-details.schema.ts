/**
 * Patient details change: the current details, ethnicities, insurance types and a change request
 * from a booking request, an appointment or an appointment confirmation (our paths, bodies and
 * answers, in src/api/API.md#patient-details). Shared by <rad-patient-details> and the reference
 * server (demo/server/features/patient-details). The form's rules are in
 * src/patient-details/details-form.ts, which the server applies too.
 */
import * as v from 'valibot';
import { DateOfBirthSchema } from './date-of-birth';

/** Where the patient asked from: a booking request, an appointment (both from the booking form), or an appointment's confirmation page. */
export const CHANGE_ORIGINS = ['BOOKING_REQUEST', 'APPOINTMENT', 'CONFIRMATION'] as const;
export type ChangeOrigin = (typeof CHANGE_ORIGINS)[number];

export const PATIENT_DETAIL_FIELDS = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'email',
  'contactNumber',
  'addressLine',
  'suburb',
  'postcode',
  'ethnicityId',
  'insuranceTypeId',
] as const;
export type PatientDetailField = (typeof PATIENT_DETAIL_FIELDS)[number];

/** The details as the clinic holds them, and as the patient wants them. Empty text: none. */
export const PatientDetailsSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  /** `YYYY-MM-DD`. */
  dateOfBirth: v.pipe(v.string(), v.isoDate()),
  email: v.string(),
  /** Digits only, at most 10 (docs/rules.md#booking-contact-number). */
  contactNumber: v.string(),
  addressLine: v.string(),
  suburb: v.string(),
  postcode: v.string(),
  ethnicityId: v.nullable(v.number()),
  insuranceTypeId: v.nullable(v.number()),
});
export type PatientDetails = v.InferOutput<typeof PatientDetailsSchema>;

export const LookupSchema = v.array(v.object({ id: v.number(), name: v.string() }));
export type Lookup = v.InferOutput<typeof LookupSchema>;

/** What the server accepts before the form's own rules (shape only, generous bounds). */
export const ChangeRequestBodySchema = v.object({
  /** Appointments only: APPOINTMENT (from the booking form) or CONFIRMATION (from the confirmation page). */
  origin: v.optional(v.picklist(['APPOINTMENT', 'CONFIRMATION'])),
  details: v.object({
    firstName: v.pipe(v.string(), v.maxLength(400)),
    lastName: v.pipe(v.string(), v.maxLength(400)),
    /** The one date-of-birth rule (date-of-birth.ts), also on the server before the form's other rules. */
    dateOfBirth: DateOfBirthSchema,
    email: v.pipe(v.string(), v.maxLength(400)),
    contactNumber: v.pipe(v.string(), v.maxLength(40)),
    addressLine: v.pipe(v.string(), v.maxLength(400)),
    suburb: v.pipe(v.string(), v.maxLength(400)),
    postcode: v.pipe(v.string(), v.maxLength(40)),
    ethnicityId: v.nullable(v.number()),
    insuranceTypeId: v.nullable(v.number()),
  }),
});
export type ChangeRequestBody = v.InferOutput<typeof ChangeRequestBodySchema>;

export const ChangeRequestAnswerSchema = v.object({
  id: v.number(),
  status: v.literal('RECEIVED'),
  origin: v.picklist(CHANGE_ORIGINS),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  /** The fields that differ from what the clinic holds. */
  changedFields: v.array(v.picklist(PATIENT_DETAIL_FIELDS)),
});
export type ChangeRequestAnswer = v.InferOutput<typeof ChangeRequestAnswerSchema>;
