/**
 * The booking form's values and their checks (valibot): each failure is a translation key tied to
 * its field, so the view links the message to the control. The server checks the same values again
 * with BookingFormValuesSchema (src/api/schemas/slots.schema.ts); the date of birth has the one rule
 * every form shares (src/api/schemas/date-of-birth.ts).
 */
import * as v from 'valibot';
import { dateOfBirthPartsProblem, isoFromDateParts, localToday } from '../../src/api/schemas/date-of-birth';
import { isValidMedicare, medicareDigits } from '../../src/api/schemas/medicare';
import { VALIDATION_CODE, type BookingFormValues } from '../../src/api/schemas/slots.schema';
import { CONTACT_NUMBER_MAX_LENGTH } from '../../src/constants';
import type { DateParts } from '../../src/ui/DateOfBirthInput';

export interface BookingFormInput {
  firstName: string;
  lastName: string;
  email: string;
  dateOfBirth: DateParts;
  contactNumber: string;
  notes: string;
  /** Asked for only when a questionnaire outcome requires it (docs/rules.md#questionnaire-outcomes-bind-booking). */
  medicareNumber: string;
  validationCode: string;
  /** The provider's terms were read and accepted (the consent modal). */
  consent: boolean;
}

/** What questionnaire outcomes added to the form. */
export interface FormRequirements {
  medicareNumber: boolean;
  validationCode: boolean;
}

export const NO_REQUIREMENTS: FormRequirements = { medicareNumber: false, validationCode: false };

export const EMPTY_FORM: BookingFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  dateOfBirth: { day: '', month: '', year: '' },
  contactNumber: '',
  notes: '',
  medicareNumber: '',
  validationCode: '',
  consent: false,
};

export type BookingFormField = keyof BookingFormInput;
export type BookingFormErrors = Partial<Record<BookingFormField, string>>;

/** The fields in the order they appear, so the first error gets focus. */
export const FORM_FIELDS: readonly BookingFormField[] = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'email',
  'contactNumber',
  'notes',
  'medicareNumber',
  'validationCode',
  'consent',
];

const name = (key: string) => v.pipe(v.string(), v.trim(), v.minLength(1, key), v.maxLength(100, 'booking_form.too_long'));

/** Not asked: anything (the field is not shown). Asked: required and checked. */
function asked(required: boolean, check: (value: string) => boolean, requiredKey: string, invalidKey: string) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => !required || value.length > 0, requiredKey),
    v.check((value) => !required || check(value), invalidKey),
  );
}

function formSchema(today: string, requirements: FormRequirements) {
  return v.object({
    firstName: name('booking_form.first_name_required'),
    lastName: name('booking_form.last_name_required'),
    email: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, 'booking_form.email_required'),
      v.email('booking_form.email_invalid'),
      v.maxLength(254, 'booking_form.email_invalid'),
    ),
    dateOfBirth: v.pipe(
      v.custom<DateParts>(() => true),
      v.rawCheck(({ dataset, addIssue }) => {
        const problem = dataset.typed ? dateOfBirthPartsProblem(dataset.value, today) : null;
        if (problem) addIssue({ message: problem });
      }),
      v.transform((parts) => isoFromDateParts(parts) ?? ''),
    ),
    contactNumber: v.pipe(
      v.string(),
      v.trim(),
      v.regex(new RegExp(`^\\d{0,${CONTACT_NUMBER_MAX_LENGTH}}$`), 'message.invalid_contact_number'),
    ),
    notes: v.pipe(v.string(), v.maxLength(500, 'booking_form.too_long')),
    medicareNumber: asked(requirements.medicareNumber, isValidMedicare, 'check_in.medicare_required', 'check_in.medicare_invalid'),
    validationCode: asked(
      requirements.validationCode,
      (value) => VALIDATION_CODE.test(value),
      'booking_form.validation_code_required',
      'booking_form.validation_code_invalid',
    ),
    consent: v.literal(true, 'booking_form.consent_required'),
  });
}

export type FormCheck = { success: true; output: BookingFormValues } | { success: false; errors: BookingFormErrors };

/** Checks the form as of `now` (no date of birth after the person's today), with the fields outcomes asked for. */
export function validateBookingForm(input: BookingFormInput, now: Date, requirements: FormRequirements = NO_REQUIREMENTS): FormCheck {
  const parsed = v.safeParse(formSchema(localToday(now), requirements), input, { abortPipeEarly: true });
  if (!parsed.success) {
    const errors: BookingFormErrors = {};
    for (const issue of parsed.issues) {
      const field = issue.path?.[0]?.key as BookingFormField | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return { success: false, errors };
  }
  const out = parsed.output;
  return {
    success: true,
    output: {
      firstName: out.firstName,
      lastName: out.lastName,
      email: out.email,
      dateOfBirth: out.dateOfBirth,
      ...(out.contactNumber ? { contactNumber: out.contactNumber } : {}),
      ...(out.notes.trim() ? { notes: out.notes.trim() } : {}),
      ...(requirements.medicareNumber ? { medicareNumber: medicareDigits(out.medicareNumber) } : {}),
      ...(requirements.validationCode ? { validationCode: out.validationCode } : {}),
    },
  };
}
