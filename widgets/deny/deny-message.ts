/**
 * Which message the deny page shows (docs/rules.md#sign-in-deny-page). Pure, so the whole table
 * is unit-tested. The rules are checked in the spec's order; the first match wins.
 * Only message keys come from the URL: the spec's custom message is a provider's text looked up on
 * the server by its id (`messageId`), so a crafted link cannot print words of its own (issue 22).
 */
import { DENY_MESSAGE_ID } from '../../src/api/schemas/deny-message.schema';
import { DENY_CUSTOM_MESSAGE_MAX_LENGTH } from '../../src/constants';

export interface DenyQuery {
  status?: string | null;
  revoked?: boolean;
  maxAttempts?: boolean;
  /** A message key (`max_attempts_reached_shared` or `message.pain_score_problem`); anything else is ignored. */
  message?: string | null;
  /** The id of a provider's text, looked up on the server (the spec's custom message). */
  messageId?: string | null;
  resultsExpired?: boolean;
}

export type DenyMessage = { kind: 'key'; key: string } | { kind: 'lookup'; id: string };

const BY_STATUS: Record<string, string> = {
  EXPIRED: 'message.deny_expired',
  EXPIRED_PATIENT: 'message.deny_expired',
  CANCELED: 'message.deny_canceled',
  DECLINED_BY_PATIENT: 'message.deny_declined_by_patient',
  REMOVED_BY_OPERATOR: 'message.deny_removed_by_operator',
  DELETED: 'message.deny_removed_by_operator',
  ON_HOLD: 'message.deny_waiting_protocol',
};

/** Every status the spec names; any other status shows the restrict message. */
export const DENY_STATUSES = Object.keys(BY_STATUS);

/** `max_attempts_reached_shared` and `message.max_attempts_reached_shared` name the same key. */
export function messageKeyOf(name: string): string | null {
  const trimmed = name.trim();
  if (!/^(message\.)?[a-z0-9_]+$/.test(trimmed)) return null;
  return trimmed.startsWith('message.') ? trimmed : `message.${trimmed}`;
}

/** A provider's text is shown as plain text, trimmed and capped. */
export function plainText(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > DENY_CUSTOM_MESSAGE_MAX_LENGTH ? `${clean.slice(0, DENY_CUSTOM_MESSAGE_MAX_LENGTH - 1)}…` : clean;
}

/**
 * @param hasKey tells whether a translation exists, so an unknown `message` falls back properly.
 */
export function denyMessage(query: DenyQuery, hasKey: (key: string) => boolean): DenyMessage {
  const status = query.status?.trim().toUpperCase();
  if (status) return { kind: 'key', key: BY_STATUS[status] ?? 'message.deny_restrict' };
  if (query.revoked) return { kind: 'key', key: 'message.deny_access_revoked' };
  if (query.maxAttempts) {
    const named = query.message ? messageKeyOf(query.message) : null;
    return { kind: 'key', key: named && hasKey(named) ? named : 'message.deny_max_attempts' };
  }
  if (query.resultsExpired) return { kind: 'key', key: 'message.deny_results_expired' };
  const id = query.messageId?.trim();
  if (id && DENY_MESSAGE_ID.test(id)) return { kind: 'lookup', id };
  // Other flows (pain score, protocol request) send a key in `message`; a text there is not shown.
  const named = query.message ? messageKeyOf(query.message) : null;
  return { kind: 'key', key: named && hasKey(named) ? named : 'message.deny_generic' };
}

/**
 * The deny page's continue link goes only to the page's own origin or an origin the provider
 * allowed, so a crafted deny link cannot send a patient to a look-alike site.
 */
export function safeRedirect(url: string | null | undefined, pageOrigin: string, allowedOrigins: readonly string[]): string | null {
  if (!url) return null;
  try {
    const target = new URL(url, pageOrigin);
    if (target.protocol !== 'https:' && target.protocol !== 'http:') return null;
    if (target.origin === pageOrigin || allowedOrigins.includes(target.origin)) return target.href;
  } catch {
    return null;
  }
  return null;
}
