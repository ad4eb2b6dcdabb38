/**
 * Sharing results or history with a named contact (document 001 §3 "Sharing form", "Sharing
 * record", §4 Other, §5 "Share contact"), shared by the client (src/sharing) and the reference
 * server (demo/server/features/sharing). The form's own rules (email only unless SMS is enabled,
 * the phone pattern, the note's configurable maximum) are in `shareFormSchema` below, so the
 * widget and the server refuse exactly the same input.
 */
import * as v from 'valibot';
import { SHARE_NOTE_DEFAULT_MAX_LENGTH, SHARE_PHONE_PATTERN } from '../../constants';

export const SHARE_TYPES = ['HISTORY', 'RESULT'] as const;
export type ShareType = (typeof SHARE_TYPES)[number];
export const CONTACT_DETAILS_TYPES = ['EMAIL', 'PHONE'] as const;
export type ContactDetailsType = (typeof CONTACT_DETAILS_TYPES)[number];

/** Longest contact name we store (a person's name, not a letter). */
export const SHARE_CONTACT_NAME_MAX_LENGTH = 100;
/** Longest e-mail address (RFC 5321 path limit). */
const EMAIL_MAX_LENGTH = 254;

export interface ShareRules {
  /** Phone contacts are allowed only when the provider sends SMS (001 §5). */
  smsEnabled: boolean;
  /** The note's maximum, configurable (default 150, 001 §9). */
  noteMaxLength: number;
}

export const DEFAULT_SHARE_RULES: ShareRules = { smsEnabled: false, noteMaxLength: SHARE_NOTE_DEFAULT_MAX_LENGTH };

/** Spaces, dashes, dots and brackets people type in phone numbers; the stored number has none. */
export function normalisePhone(value: string): string {
  return value.trim().replace(/[\s().-]/g, '');
}

/**
 * The form's check. Each message is a translation key, and each issue's path names its field, so
 * the view links the message to the control (aria-describedby) and focuses the first one.
 * The output is what the server stores: trimmed, the phone without separators, an empty note dropped.
 */
export function shareFormSchema(rules: ShareRules) {
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

export type ShareForm = v.InferOutput<ReturnType<typeof shareFormSchema>>;
export type ShareFormInput = v.InferInput<ReturnType<typeof shareFormSchema>>;

/** What the server accepts before it applies the provider's rules (shape only, generous bounds). */
export const ShareCreateBodySchema = v.object({
  contactDetailsType: v.picklist(CONTACT_DETAILS_TYPES),
  contactDetails: v.pipe(v.string(), v.maxLength(320)),
  contactName: v.pipe(v.string(), v.maxLength(400)),
  note: v.optional(v.pipe(v.string(), v.maxLength(4000))),
  type: v.picklist(SHARE_TYPES),
  /** The patient's locale: the contact's e-mail is written in it. */
  locale: v.optional(v.pipe(v.string(), v.maxLength(16))),
});
export type ShareCreateBody = v.InferOutput<typeof ShareCreateBodySchema>;

const instant = v.pipe(v.string(), v.isoTimestamp());

export const SharingRecordSchema = v.object({
  id: v.number(),
  contactDetails: v.string(),
  contactDetailsType: v.picklist(CONTACT_DETAILS_TYPES),
  contactName: v.string(),
  type: v.picklist(SHARE_TYPES),
  note: v.nullable(v.string()),
  dateCreatedUTC: instant,
  dateRevoked: v.nullable(instant),
});
export type SharingRecord = v.InferOutput<typeof SharingRecordSchema>;

/** The shares of one booking, newest first, and what may be shared from it now. */
export const SharesSchema = v.object({
  shares: v.array(SharingRecordSchema),
  /** The types this booking can be shared as: RESULT once its results are ready, HISTORY once any are. */
  shareableTypes: v.array(v.picklist(SHARE_TYPES)),
  rules: v.object({ smsEnabled: v.boolean(), noteMaxLength: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
});
export type Shares = v.InferOutput<typeof SharesSchema>;
