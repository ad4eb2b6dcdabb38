/**
 * Sharing results or history with a named contact (src/api/API.md#sharing-and-results; the rules
 * in docs/rules.md#results-and-sharing), shared by the client (src/sharing) and the reference
 * server (demo/server/features/sharing). The form's own rules (email only unless SMS is enabled,
 * the phone pattern, the note's configurable maximum) are `shareFormSchema` in
 * src/sharing/share-form.ts, which the server applies too, so both refuse exactly the same input.
 */
import * as v from 'valibot';
import { SHARE_NOTE_DEFAULT_MAX_LENGTH } from '../../constants';

export const SHARE_TYPES = ['HISTORY', 'RESULT'] as const;
export type ShareType = (typeof SHARE_TYPES)[number];
export const CONTACT_DETAILS_TYPES = ['EMAIL', 'PHONE'] as const;
export type ContactDetailsType = (typeof CONTACT_DETAILS_TYPES)[number];

/** Longest contact name we store (a person's name, not a letter). */
export const SHARE_CONTACT_NAME_MAX_LENGTH = 100;

export interface ShareRules {
  /** Phone contacts are allowed only when the provider sends SMS (docs/rules.md#sharing-form). */
  smsEnabled: boolean;
  /** The note's maximum, configurable (default 150, docs/rules.md#sharing-form). */
  noteMaxLength: number;
}

export const DEFAULT_SHARE_RULES: ShareRules = { smsEnabled: false, noteMaxLength: SHARE_NOTE_DEFAULT_MAX_LENGTH };

/** A checked share form (`shareFormSchema` in src/sharing/share-form.ts): what the server stores. */
export interface ShareForm {
  contactDetailsType: ContactDetailsType;
  contactDetails: string;
  contactName: string;
  note: string;
  type: ShareType;
}

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
