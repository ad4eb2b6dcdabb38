/**
 * The patient details form's rules (docs/rules.md#booking-date-of-birth,
 * docs/rules.md#booking-contact-number): one valibot schema the widget and the reference server both apply, each message a
 * translation key tied to its field, so the view links it to the control. The date of birth has
 * the one rule every form shares (src/api/schemas/date-of-birth.ts).
 */
import * as v from 'valibot';
import { dateOfBirthSchema } from '../api/schemas/date-of-birth';
import type { PatientDetails, PatientDetailField } from '../api/schemas/patient-details.schema';
import { CONTACT_NUMBER_MAX_LENGTH } from '../constants';

const text = (max: number, tooLong: string) => v.pipe(v.string(), v.trim(), v.maxLength(max, tooLong));
const required = (max: number, missing: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, missing), v.maxLength(max, 'patient_details.too_long'));

/** `today` (YYYY-MM-DD): no date of birth after it (docs/rules.md#booking-date-of-birth). */
export function detailsFormSchema(today: string): v.GenericSchema<unknown, PatientDetails> {
  return v.object({
    firstName: required(100, 'patient_details.first_name_required'),
    lastName: required(100, 'patient_details.last_name_required'),
    dateOfBirth: v.pipe(
      v.string(),
      v.trim(),
      dateOfBirthSchema(() => today),
    ),
    email: v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(254, 'patient_details.email_invalid'),
      v.check((value) => value === '' || v.is(v.pipe(v.string(), v.email()), value), 'patient_details.email_invalid'),
    ),
    // docs/rules.md#booking-contact-number: optional, digits only, at most 10.
    contactNumber: v.pipe(
      v.string(),
      v.trim(),
      v.regex(new RegExp(`^\\d{0,${CONTACT_NUMBER_MAX_LENGTH}}$`), 'message.invalid_contact_number'),
    ),
    addressLine: text(200, 'patient_details.too_long'),
    suburb: text(100, 'patient_details.too_long'),
    postcode: v.pipe(v.string(), v.trim(), v.regex(/^(\d{4})?$/, 'patient_details.postcode_invalid')),
    ethnicityId: v.nullable(v.pipe(v.number(), v.integer())),
    insuranceTypeId: v.nullable(v.pipe(v.number(), v.integer())),
  });
}

export type DetailsErrors = Partial<Record<PatientDetailField, string>>;
export type DetailsCheck = { success: true; output: PatientDetails } | { success: false; errors: DetailsErrors };

export function validateDetails(values: PatientDetails, today: string): DetailsCheck {
  const parsed = v.safeParse(detailsFormSchema(today), values, { abortPipeEarly: true });
  if (parsed.success) return { success: true, output: parsed.output };
  const errors: DetailsErrors = {};
  for (const issue of parsed.issues) {
    const field = issue.path?.[0]?.key as PatientDetailField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { success: false, errors };
}

/** The fields whose (checked) values differ from the current details. */
export function changedFields(current: PatientDetails, wanted: PatientDetails): PatientDetailField[] {
  return (Object.keys(wanted) as PatientDetailField[]).filter((field) => current[field] !== wanted[field]);
}
