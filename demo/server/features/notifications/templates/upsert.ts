import { SUPPORTED_LOCALES } from '../../../../../src/constants';
import { localeChain } from '../../../../../src/i18n/locale-chain';
import type { Db } from '../../../db/db';
import { transaction } from '../../../db/transaction';
import { NOTIFICATION_TEMPLATES } from './index';
import type { NotificationTemplate } from './template';

export interface TemplateRow {
  template: string;
  locale: string;
  channel: 'email' | 'sms';
  subject: string;
  body_html: string;
}

/** One row per template and supported locale, a regional text falling back along its chain. */
export function templateRows(templates: readonly NotificationTemplate[] = NOTIFICATION_TEMPLATES): TemplateRow[] {
  return templates.flatMap(({ template, channel, texts }) =>
    SUPPORTED_LOCALES.map((locale) => {
      const text = localeChain(locale)
        .map((link) => texts[link])
        .find(Boolean)!;
      return { template, locale, channel, subject: text.subject ?? '', body_html: text.body };
    }),
  );
}

/** The digest a row's text is known by: the same formula for what is stored and what ships. */
const DIGEST = (table: string) => `md5(${table}.channel || chr(31) || ${table}.subject || chr(31) || ${table}.body_html)`;

/**
 * Writes the shipped templates into `email_template` at every start (after the migrations), so a
 * reworded template reaches an existing database without a migration. A row is rewritten only
 * while it holds the text the product last wrote (`shipped_digest`; a row without one was written
 * before the digest existed, when every start rewrote every row): a provider's own wording, edited
 * in the database, stays. Rows that already match are not written; several servers starting at
 * once write the same values in the same order.
 */
export async function upsertNotificationTemplates(db: Db): Promise<number> {
  const rows = templateRows();
  return transaction(db, async (tx) => {
    let written = 0;
    for (const row of rows) {
      const changed = await tx.query(
        `with shipped (template, locale, channel, subject, body_html) as (values ($1::text, $2::text, $3::text, $4::text, $5::text))
         insert into email_template (template, locale, channel, subject, body_html, shipped_digest)
         select template, locale, channel, subject, body_html, ${DIGEST('shipped')} from shipped
         on conflict (template, locale) do update
            set channel = excluded.channel, subject = excluded.subject, body_html = excluded.body_html,
                shipped_digest = excluded.shipped_digest
          where email_template.shipped_digest is distinct from excluded.shipped_digest
            and (email_template.shipped_digest is null or email_template.shipped_digest = ${DIGEST('email_template')})
         returning 1`,
        [row.template, row.locale, row.channel, row.subject, row.body_html],
      );
      written += changed.length;
    }
    return written;
  });
}
