/**
 * Sharing results or history (docs/rules.md#results-and-sharing): the patient's list, a new share
 * (checked again with the form's own schema and the provider's rules, then its own secure link sent
 * to the contact), and revocation, which the results endpoint enforces on every request
 * (features/results).
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/db';
import { transaction } from '../../db/transaction';
import { ApiError } from '../../http/errors';
import { requireProvider } from '../../provider-lookup';
import { fieldIssues, InvalidBodyError } from '../../http/validate';
import type { Config } from '../../../../src/api/schemas/config.schema';
import type { ShareCreateBody, ShareRules, Shares, SharingRecord } from '../../../../src/api/schemas/sharing.schema';
import { shareFormSchema } from '../../../../src/sharing/share-form';
import { renderSms, requireEmail } from '../notifications/service';
import { links, notifyPatient } from '../notifications/notify';
import { maskEmail, maskPhone } from '../../lib/mask';
import { sendToOutbox } from '../outbox/queries';
import { patientFirstName } from '../results/queries';
import { shareableTypes } from '../results/service';
import { insertShare, listShares, lockSharesOf, revokeShare, sharesCreatedSince } from './queries';

/** New shares per booking in a day: a patient shares with a few people, a script with many. */
export const SHARES_PER_DAY = 10;

export function shareRules(config: Config): ShareRules {
  return { smsEnabled: config.application.smsEnabled, noteMaxLength: config.application.shareNoteMaxLength };
}

export async function sharesOf(db: Db, config: Config, bookingKey: string): Promise<Shares> {
  return { shares: await listShares(db, bookingKey), shareableTypes: await shareableTypes(db, bookingKey), rules: shareRules(config) };
}

/** A share's slug: 120 random bits, lower-case base32 so it fits the link pattern ([a-z0-9-]). */
function newSlug(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const bytes = randomBytes(24);
  let slug = 'sh-';
  for (const byte of bytes) slug += alphabet[byte % 32];
  return slug;
}

/** The contact's own link: the results page by the share's slug (never the patient's booking key). */
export function sharedLink(origin: string, slug: string, sms: boolean): string {
  const query = new URLSearchParams({ shared: 'true', slug, ...(sms ? { otpType: 'SMS' } : {}) });
  return `${origin}/appointments/${slug}/result?${query.toString()}`;
}

export async function createShare(
  c: Context<AppEnv>,
  db: Db,
  bookingKey: string,
  body: ShareCreateBody,
  origin: string,
): Promise<SharingRecord> {
  const config = (await requireProvider(c)).config;
  const parsed = v.safeParse(shareFormSchema(shareRules(config)), body, { abortPipeEarly: true });
  if (!parsed.success) {
    // The message is the form's own key for the first wrong field (sharing.email_invalid, …).
    throw new InvalidBodyError(parsed.issues[0].message, fieldIssues(parsed.issues, 'sharing.invalid'));
  }
  const form = parsed.output;
  if (!(await shareableTypes(db, bookingKey)).includes(form.type)) throw new ApiError(409, 'sharing.not_ready', 'not_shareable');
  const slug = newSlug();
  const link = sharedLink(origin, slug, form.contactDetailsType === 'PHONE');
  const firstName = await patientFirstName(db, bookingKey);
  const radiologyName = config.radiology.name;
  const lang = body.locale ?? config.application.jsLocale;
  const values = { contactName: form.contactName, patientFirstName: firstName, link, note: form.note, radiologyName };
  // Filled before the share is stored: a missing template fails the request, never leaves a share nobody was told of.
  const message = await shareMessage(db, form, lang, values);
  // Counted and stored under the booking's lock: a burst of requests cannot all pass the count.
  const record = await transaction(db, async (connection) => {
    await lockSharesOf(connection, bookingKey);
    if ((await sharesCreatedSince(connection, bookingKey, 24)) >= SHARES_PER_DAY)
      throw new ApiError(429, 'sharing.too_many', 'rate_limited');
    return insertShare(connection, { slug, bookingKey, ...form, note: form.note || null });
  });
  await sendToOutbox(db, { ...message, recipient: form.contactDetails });
  // The patient is told of every share, in their language: one made behind their back shows at once.
  await notifyPatient(
    db,
    { origin, radiologyName, defaultLang: config.application.jsLocale },
    {
      bookingKey,
      template: 'share_created_notice',
      kind: 'direct',
      ...(body.locale ? { lang: body.locale } : {}),
      values: {
        contactName: form.contactName,
        contactDetails: form.contactDetailsType === 'PHONE' ? maskPhone(form.contactDetails) : maskEmail(form.contactDetails),
        link: links.results(origin, bookingKey),
      },
    },
  );
  return record;
}

/** The contact's message in their language: the share's e-mail, or its plain-text SMS for a phone. */
async function shareMessage(
  db: Db,
  form: { type: 'HISTORY' | 'RESULT'; contactDetailsType: 'EMAIL' | 'PHONE' },
  lang: string,
  values: Record<string, string>,
): Promise<{ channel: 'sms' | 'email'; subject?: string; body: string }> {
  const template = form.type === 'HISTORY' ? 'history_shared' : 'results_shared';
  if (form.contactDetailsType === 'PHONE')
    return { channel: 'sms', body: await renderSms(db, { template: `${template}_sms`, lang, values }) };
  const email = await requireEmail(db, { template, lang, values });
  return { channel: 'email', subject: email.subject, body: email.content };
}

export async function revoke(db: Db, bookingKey: string, id: number): Promise<SharingRecord> {
  const record = await revokeShare(db, bookingKey, id);
  if (!record) throw new ApiError(404, 'sharing.not_found', 'not_found');
  return record;
}
