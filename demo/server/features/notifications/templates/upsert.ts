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

/**
 * Writes the shipped templates into `email_template` at every start (after the migrations), so a
 * reworded template reaches an existing database without a migration. Rows that already match
 * are not written; several servers starting at once write the same values in the same order.
 */
export async function upsertNotificationTemplates(db: Db): Promise<number> {
  const rows = templateRows();
  return transaction(db, async (tx) => {
    let written = 0;
    for (const row of rows) {
      const changed = await tx.query(
        `insert into email_template (template, locale, channel, subject, body_html) values ($1, $2, $3, $4, $5)
         on conflict (template, locale) do update
            set channel = excluded.channel, subject = excluded.subject, body_html = excluded.body_html
          where (email_template.channel, email_template.subject, email_template.body_html)
                is distinct from (excluded.channel, excluded.subject, excluded.body_html)
         returning 1`,
        [row.template, row.locale, row.channel, row.subject, row.body_html],
      );
      written += changed.length;
    }
    return written;
  });
}
