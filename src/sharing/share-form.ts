/**
 * The share form's values and their check (docs/rules.md#sharing-form): one valibot schema,
 * which the reference server applies too (demo/server/features/sharing), turned into one
 * translation key per field, so the view links each message to its control.
 */
import * as v from 'valibot';
import { CONTACT_DETAILS_TYPES, SHARE_CONTACT_NAME_MAX_LENGTH, SHARE_TYPES } from '../api/schemas/sharing.schema';
import type { ContactDetailsType, ShareForm, ShareRules, ShareType } from '../api/schemas/sharing.schema';
import { SHARE_PHONE_PATTERN } from '../constants';

/** Longest e-mail address (RFC 5321 path limit). */
const EMAIL_MAX_LENGTH = 254;

/** Spaces, dashes, dots and brackets people type in phone numbers; the stored number has none. */
export function normalisePhone(value: string): string {
  return value.trim().replace(/[\s().-]/g, '');
}

/**
 * The form's check. Each message is a translation key, and each issue's path names its field, so
 * the view links the message to the control (aria-describedby) and focuses the first one.
 * The output is what the server stores: trimmed, the phone without separators, an empty note dropped.
 */
export function shareFormSchema(rules: ShareRules): v.GenericSchema<unknown, ShareForm> {
  return v.pipe(
    v.object({
      contactDetailsType: v.picklist(rules.smsEnabled ? CONTACT_DETAILS_TYPES : (['EMAIL'] as const), 'sharing.contact_type_invalid'),
      contactDetails: v.pipe(v.string(), v.trim(), v.minLength(1, 'sharing.contact_details_required')),
      contactName: v.pipe(
        v.string(),
        v.trim(),
        v.minLength(1, 'sharing.contact_name_required'),
        v.maxLength(SHARE_CONTACT_NAME_MAX_LENGTH, 'sharing.contact_name_too_long'),
      ),
      note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(rules.noteMaxLength, 'sharing.note_too_long')), ''),
      type: v.picklist(SHARE_TYPES, 'sharing.type_required'),
    }),
    // The details' check depends on their type: an e-mail address, or an optional + and 9–15 digits.
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const value = dataset.value;
      if (value.contactDetailsType === 'PHONE') {
        const phone = normalisePhone(value.contactDetails);
        if (!SHARE_PHONE_PATTERN.test(phone)) {
          addIssue({ message: 'sharing.phone_invalid', path: [pathItem(value, 'contactDetails')] });
          return NEVER;
        }
        return { ...value, contactDetails: phone };
      }
      const email = value.contactDetails;
      if (email.length > EMAIL_MAX_LENGTH || !v.is(v.pipe(v.string(), v.email()), email)) {
        addIssue({ message: 'sharing.email_invalid', path: [pathItem(value, 'contactDetails')] });
        return NEVER;
      }
      return value;
    }),
  );
}

function pathItem(input: Record<string, unknown>, key: string) {
  return { type: 'object' as const, origin: 'value' as const, input, key, value: input[key] };
}

export interface ShareFormValues {
  contactDetailsType: ContactDetailsType;
  contactDetails: string;
  contactName: string;
  note: string;
  type: ShareType | '';
}

export type ShareField = keyof ShareFormValues;
export type ShareFormErrors = Partial<Record<ShareField, string>>;

/** The fields in the order they appear, so the first error gets focus. */
export const SHARE_FIELDS: readonly ShareField[] = ['type', 'contactName', 'contactDetailsType', 'contactDetails', 'note'];

export function emptyShareForm(types: readonly ShareType[]): ShareFormValues {
  // One type on offer: chosen already, so the patient is not asked a question with one answer.
  return { contactDetailsType: 'EMAIL', contactDetails: '', contactName: '', note: '', type: types.length === 1 ? types[0]! : '' };
}

export type ShareFormCheck = { success: true; output: ShareForm } | { success: false; errors: ShareFormErrors };

export function validateShareForm(values: ShareFormValues, rules: ShareRules): ShareFormCheck {
  const parsed = v.safeParse(shareFormSchema(rules), values, { abortPipeEarly: true });
  if (parsed.success) return { success: true, output: parsed.output };
  const errors: ShareFormErrors = {};
  for (const issue of parsed.issues) {
    const field = issue.path?.[0]?.key as ShareField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { success: false, errors };
}
