/**
 * The one way the server tells a person something (issue 22): `notify({ template, to, bookingKey,
 * values })` renders a stored template in the person's language and puts it in the outbox.
 *
 * - Language: the locale stored with the booking or booking request `bookingKey` names, else the
 *   `lang` the caller had (the page's), else the provider's `application.jsLocale`.
 * - Links: absolute, from the configured public origin (PUBLIC_ORIGIN) through `links`, never from
 *   a request's Host header.
 * - Opt-out: a `notification` (reminders) is not sent to an address that unsubscribed; a
 *   `transactional` e-mail (a confirmation the person asked for) always is. Both end with the
 *   unsubscribe paragraph. `direct` messages (a code, a share's link to a contact) carry none.
 */
import type { Db, DbConnection } from '../../db/db';
import { SUPPORTED_LOCALES } from '../../../../src/constants';
import { sendToOutbox, type OutboxMessage } from '../outbox/queries';
import { isUnsubscribed, unsubscribeLink } from '../unsubscribe/service';
import { emailLocale, renderSms, requireEmail } from './service';

type Q = Pick<DbConnection, 'query'>;

/** Who writes, from which site: read once per request from the provider and PUBLIC_ORIGIN. */
export interface Sender {
  /** The public origin, without a trailing slash. */
  origin: string;
  radiologyName: string;
  /** The provider's `application.jsLocale`: the language when nothing better is known. */
  defaultLang: string;
}

export interface Notification {
  /** A stored template (`email_template`): an e-mail, or with `channel: 'sms'` its `_sms` text. */
  template: string;
  to: string;
  channel?: 'email' | 'sms';
  kind: 'notification' | 'transactional' | 'direct';
  /** The booking or booking request the message is about: its stored locale wins. */
  bookingKey?: string;
  /** The caller's locale (the page's), used when the booking has none stored. */
  lang?: string;
  values: Readonly<Record<string, string>>;
}

/** Absolute links to the portal's pages (src/router/routes.ts), from the public origin. */
export const links = {
  appointment: (origin: string, bookingKey: string) => `${origin}/appointments/${encodeURIComponent(bookingKey)}`,
  bookingRequest: (origin: string, bookingKey: string) => `${origin}/booking-requests/${encodeURIComponent(bookingKey)}`,
  results: (origin: string, bookingKey: string) => `${origin}/appointments/${encodeURIComponent(bookingKey)}/result`,
};

const isSupported = (lang: string | null | undefined): lang is string =>
  typeof lang === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(lang);

/** The locale stored with a booking (appointment or booking request), if any. */
export async function storedLocale(db: Q, bookingKey: string): Promise<string | undefined> {
  const [row] = await db.query<{ locale: string | null }>(
    `select locale from appointment where booking_key = $1
     union all select locale from booking_request where booking_key = $1 limit 1`,
    [bookingKey],
  );
  return row?.locale ?? undefined;
}

/** A locale worth storing with a booking: one of ours (`mk-MK` → `mk`), or none. */
export function localeToStore(lang: string | undefined): string | null {
  return lang ? emailLocale(lang) : null;
}

/** Renders and queues one message; null when the person opted out of notifications. */
export async function notify(db: Q, sender: Sender, message: Notification): Promise<OutboxMessage | null> {
  const stored = message.bookingKey ? await storedLocale(db, message.bookingKey) : undefined;
  const lang = [stored, message.lang].find(isSupported) ?? emailLocale(message.lang ?? sender.defaultLang);
  const values = { radiologyName: sender.radiologyName, ...message.values };
  // Only queries: a transaction's connection serves them, so a message is never sent for what was not stored.
  const q = db as Db;
  if (message.channel === 'sms') {
    return sendToOutbox(q, {
      channel: 'sms',
      recipient: message.to,
      body: await renderSms(q, { template: message.template, lang, values }),
    });
  }
  if (message.kind === 'notification' && (await isUnsubscribed(q, message.to))) return null;
  const email = await requireEmail(q, { template: message.template, lang, values });
  let body = email.content;
  if (message.kind !== 'direct') {
    const link = await unsubscribeLink(q, message.to, sender.origin);
    const footer = await requireEmail(q, { template: 'unsubscribe_footer', lang, values: { link } });
    body = `${body}\n${footer.content}`;
  }
  return sendToOutbox(q, { channel: 'email', recipient: message.to, subject: email.subject, body });
}

/** A message to the patient of a booking (appointment or booking request), at their e-mail; none without one. */
export async function notifyPatient(
  db: Q,
  sender: Sender,
  message: Omit<Notification, 'to' | 'bookingKey' | 'channel'> & { bookingKey: string },
): Promise<OutboxMessage | null> {
  const [patient] = await db.query<{ email: string | null; first_name: string }>(
    `select p.email, p.first_name from patient p
      where p.id = (select patient_id from appointment where booking_key = $1
                    union all select patient_id from booking_request where booking_key = $1 limit 1)`,
    [message.bookingKey],
  );
  if (!patient?.email) return null;
  return notify(db, sender, { ...message, to: patient.email, values: { patientFirstName: patient.first_name, ...message.values } });
}
