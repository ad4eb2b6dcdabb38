/**
 * The check-in form's rules (docs/rules.md#check-in-form): referrer, date of referral,
 * Medicare number and reference number are required; gender when the selection is shown; the
 * referral date may not be in the future; the Medicare number follows the demo's configured
 * pattern, the real Australian one (src/api/schemas/medicare.ts). Pure: errors are message keys.
 */
import type { CheckInFormInput, Doctor, Gender } from '../../src/api/schemas/check-in.schema';
import { dateOfBirthPartsProblem, localToday, type DateParts } from '../../src/api/schemas/date-of-birth';
import { isValidMedicare, medicareDigits } from '../../src/api/schemas/medicare';

export interface CheckInFormValues {
  referrer: Doctor | null;
  /** The person's doctor is not in the search: they type the name. */
  manualReferrer: boolean;
  referrerName: string;
  /** `YYYY-MM-DD` from the date input, or '' */
  dateOfReferral: string;
  medicareNumber: string;
  referenceNumber: string;
  gender: Gender | '';
}

export type CheckInField = 'referrer' | 'dateOfReferral' | 'medicareNumber' | 'referenceNumber' | 'gender';
export type CheckInFormErrors = Partial<Record<CheckInField, string>>;

/** The fields in the order they appear: the first with an error gets the focus. */
export const FIELD_ORDER: readonly CheckInField[] = ['referrer', 'dateOfReferral', 'medicareNumber', 'referenceNumber', 'gender'];

export function emptyForm(medicareNumber: string | null = null): CheckInFormValues {
  return {
    referrer: null,
    manualReferrer: false,
    referrerName: '',
    dateOfReferral: '',
    medicareNumber: medicareNumber ?? '',
    referenceNumber: '',
    gender: '',
  };
}

/** Today on the person's own calendar, as the date input writes it (the date-of-birth rule's own). */
export { localToday };

export function validateCheckInForm(
  values: CheckInFormValues,
  { showGenderSelection, today }: { showGenderSelection: boolean; today: string },
): CheckInFormErrors {
  const errors: CheckInFormErrors = {};
  if (values.manualReferrer ? !values.referrerName.trim() : !values.referrer) errors.referrer = 'check_in.referrer_required';
  if (!values.dateOfReferral) errors.dateOfReferral = 'check_in.referral_date_required';
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(values.dateOfReferral)) errors.dateOfReferral = 'check_in.referral_date_invalid';
  else if (values.dateOfReferral > today) errors.dateOfReferral = 'check_in.referral_date_future';
  if (!medicareDigits(values.medicareNumber)) errors.medicareNumber = 'check_in.medicare_required';
  else if (!isValidMedicare(values.medicareNumber)) errors.medicareNumber = 'check_in.medicare_invalid';
  if (!values.referenceNumber.trim()) errors.referenceNumber = 'check_in.reference_required';
  if (showGenderSelection && !values.gender) errors.gender = 'check_in.gender_required';
  return errors;
}

export function toPayload(values: CheckInFormValues, appointmentSlug: string, showGenderSelection: boolean): CheckInFormInput {
  return {
    referrer: values.manualReferrer ? null : (values.referrer?.id ?? null),
    referrerName: values.manualReferrer ? values.referrerName.trim() : '',
    dateOfReferral: values.dateOfReferral,
    medicareNumber: medicareDigits(values.medicareNumber),
    referenceNumber: values.referenceNumber.trim(),
    gender: showGenderSelection && values.gender ? values.gender : null,
    appointmentSlug,
  };
}

/**
 * The identity step (docs/rules.md#check-in-identity): the last name, and the one date-of-birth
 * rule every form shares (docs/rules.md#booking-date-of-birth).
 */
export function identityErrors(lastName: string, parts: DateParts, today: string): { lastName?: string; dateOfBirth?: string } {
  const errors: { lastName?: string; dateOfBirth?: string } = {};
  if (!lastName.trim()) errors.lastName = 'check_in.last_name_required';
  const dateOfBirth = dateOfBirthPartsProblem(parts, today);
  if (dateOfBirth) errors.dateOfBirth = dateOfBirth;
  return errors;
}
