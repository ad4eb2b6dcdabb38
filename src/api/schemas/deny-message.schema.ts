/**
 * A text the deny page shows that is not a translation key (a questionnaire's reason for denying a
 * booking, the provider's booking request error): the URL carries only its id, and the page looks
 * the text up on the server, which knows it only when the provider wrote it (issue 22 item 8). So a
 * crafted `/deny` link can name a message key or one of the provider's own texts, never its own words.
 */
import * as v from 'valibot';
import { contentHash } from '../attempt-keys';
import { DENY_CUSTOM_MESSAGE_MAX_LENGTH } from '../../constants';

/** The id of a provider's text: the same on the server (which resolves it) and in the widgets (which link to it). */
export function denyMessageId(text: string): string {
  return contentHash(text.trim());
}

/** What an id looks like (base 36 of a 53-bit hash); anything else is not looked up. */
export const DENY_MESSAGE_ID = /^[0-9a-z]{1,12}$/;

/** GET /api/deny_messages/{id}. */
export const DenyMessageSchema = v.object({ message: v.pipe(v.string(), v.maxLength(DENY_CUSTOM_MESSAGE_MAX_LENGTH * 4)) });
export type DenyMessage = v.InferOutput<typeof DenyMessageSchema>;
