/**
 * The check-in form's rules (document 001 §5 "Check-in form"): referrer, date of referral,
 * Medicare number and reference number are required; gender when the selection is shown; the
 * referral date may not be in the future; the Medicare number follows the demo's configured
 * pattern, the real Australian one (src/api/schemas/medicare.ts). Pure: errors are message keys.
 */
import type { CheckInFormInput, Doctor, Gender } from '../../src/api/schemas/check-in.schema';
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

/** Today on the person's own calendar, as the date input writes it. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

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

export interface DatePartsLike {
  day: string;
  month: string;
  year: string;
}

/** `1985-03-27` for a real calendar day, else null. */
export function isoFromParts(parts: DatePartsLike): string | null {
  const [day, month, year] = [parts.day.trim(), parts.month.trim(), parts.year.trim()];
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** The identity step (document 001 §5 "Date of birth for matching is required; future dates are disabled"). */
export function identityErrors(lastName: string, parts: DatePartsLike, today: string): { lastName?: string; dateOfBirth?: string } {
  const errors: { lastName?: string; dateOfBirth?: string } = {};
  if (!lastName.trim()) errors.lastName = 'check_in.last_name_required';
  const filled = [parts.day, parts.month, parts.year].filter((part) => part.trim() !== '').length;
  const iso = isoFromParts(parts);
  if (filled === 0) errors.dateOfBirth = 'message.date_of_birth_required';
  else if (!iso || iso < '1900-01-01') errors.dateOfBirth = 'message.date_of_birth_invalid';
  else if (iso > today) errors.dateOfBirth = 'message.date_of_birth_future';
  return errors;
}
