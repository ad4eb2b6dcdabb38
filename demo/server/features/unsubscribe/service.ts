/**
 * E-mail notifications and their opt-out (docs/rules.md#notify-unsubscribe). Every notification
 * e-mail gets a link with a fresh random token for its recipient (only its SHA-256 is stored); the
 * unsubscribe page sends the token back. Notifications (reminders, news) are not sent to an address
 * that opted out; transactional mail the person asked for (the confirmation of a booking they just
 * made, which holds their appointment's link; sign-in codes; a share's link to a contact) still
 * goes, and a confirmation still carries the link. Sending is features/notifications/notify.ts;
 * this holds the links and who opted out.
 */
import type { Db } from '../../db/db';
import { ApiError } from '../../http/errors';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { maskEmail } from '../../lib/mask';
import type { UnsubscribeAnswer } from '../../../../src/api/schemas/unsubscribe.schema';

/** The portal page of the link. */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

/** A new unsubscribe link for this address, absolute on `origin` (a person opens it from a mail app). */
export async function unsubscribeLink(db: Pick<Db, 'query'>, email: string, origin: string): Promise<string> {
  const token = randomToken();
  await db.query('insert into email_unsubscribe_token (token_hash, email) values ($1, $2)', [sha256Hex(token), email.trim().toLowerCase()]);
  return `${origin}${UNSUBSCRIBE_PATH}?token=${token}`;
}

export async function isUnsubscribed(db: Pick<Db, 'query'>, email: string): Promise<boolean> {
  const rows = await db.query('select 1 from email_unsubscribed where email = $1', [email.trim().toLowerCase()]);
  return rows.length > 0;
}

async function emailOf(db: Db, token: string): Promise<string> {
  const [row] = await db.query<{ email: string }>('select email from email_unsubscribe_token where token_hash = $1', [sha256Hex(token)]);
  if (!row) throw new ApiError(404, 'unsubscribe.invalid_link', 'not_found');
  return row.email;
}

export async function setUnsubscribed(db: Db, token: string, unsubscribed: boolean): Promise<UnsubscribeAnswer> {
  const email = await emailOf(db, token);
  if (unsubscribed) await db.query('insert into email_unsubscribed (email) values ($1) on conflict (email) do nothing', [email]);
  else await db.query('delete from email_unsubscribed where email = $1', [email]);
  return { unsubscribed, email: maskEmail(email) };
}
