/**
 * The share form's values and their check (document 001 §5 "Share contact"): the shared valibot
 * schema (src/api/schemas/sharing.schema.ts, which the server applies too) turned into one
 * translation key per field, so the view links each message to its control.
 */
import * as v from 'valibot';
import { shareFormSchema, type ShareForm, type ShareRules, type ShareType, type ContactDetailsType } from '../api/schemas/sharing.schema';

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
