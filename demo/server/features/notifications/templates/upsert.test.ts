/**
 * The shipped templates are the database's: after a start, `email_template` holds exactly what
 * the template files say (the migrations' copies included), and a reworded file reaches an
 * existing database at the next start without a migration, unless the provider reworded that row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../../../../src/constants';
import type { Db } from '../../../db/db';
import { prepareDatabase } from '../../../server';
import { openTestDb } from '../../../test-support';
import { NOTIFICATION_TEMPLATES } from './index';
import { templateRows, upsertNotificationTemplates, type TemplateRow } from './upsert';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
}, 120_000);
afterAll(async () => {
  await db?.close();
});

const stored = () =>
  db.query<TemplateRow>('select template, locale, channel, subject, body_html from email_template order by template, locale');
const storedText = async (template: string, locale: string) =>
  (
    await db.query<{ subject: string; body_html: string }>(
      'select subject, body_html from email_template where template = $1 and locale = $2',
      [template, locale],
    )
  )[0]!;
const byKey = (rows: TemplateRow[]) =>
  rows.map((row) => ({ ...row })).sort((a, b) => `${a.template} ${a.locale}`.localeCompare(`${b.template} ${b.locale}`));

describe('notification templates', () => {
  it('are in the database exactly as the template files say, one row per locale', async () => {
    expect(byKey(await stored())).toEqual(byKey(templateRows()));
    expect(templateRows()).toHaveLength(NOTIFICATION_TEMPLATES.length * SUPPORTED_LOCALES.length);
  });

  it('give a regional locale en-AU’s text unless it has its own', () => {
    const rows = templateRows();
    const sms = (locale: string) => rows.find((row) => row.template === 'one_time_code_sms' && row.locale === locale)!;
    expect(sms('en-US').body_html).toBe(sms('en-AU').body_html);
    const mail = (locale: string) => rows.find((row) => row.template === 'one_time_code' && row.locale === locale)!;
    expect(mail('en-NZ').body_html).toContain('Kia ora');
    expect(mail('mk').subject).not.toBe(mail('en-AU').subject);
  });

  it('rewrite, at the next start, a row that still holds the text the product wrote before', async () => {
    // An older release's wording, written by that release's start (its digest recorded).
    await db.query(
      `update email_template set body_html = 'older shipped wording',
              shipped_digest = md5(channel || chr(31) || subject || chr(31) || 'older shipped wording')
        where template = 'one_time_code' and locale = 'en-CA'`,
    );
    await prepareDatabase(db);
    expect((await storedText('one_time_code', 'en-CA')).body_html).toContain('Hello {{patientFirstName}}');
    expect(await upsertNotificationTemplates(db)).toBe(0);
  });

  it('keep a provider’s own wording, edited in the database, across starts', async () => {
    await db.query(
      `update email_template set subject = 'Your Harbour Imaging code', body_html = '<p>Kia ora {{patientFirstName}}: {{code}}</p>'
        where template = 'one_time_code' and locale = 'en-NZ'`,
    );
    await prepareDatabase(db);
    expect(await storedText('one_time_code', 'en-NZ')).toEqual({
      subject: 'Your Harbour Imaging code',
      body_html: '<p>Kia ora {{patientFirstName}}: {{code}}</p>',
    });
    // The rows it did not touch are still the product's.
    expect((await storedText('one_time_code', 'en-AU')).body_html).toBe(
      templateRows().find((row) => row.template === 'one_time_code' && row.locale === 'en-AU')!.body_html,
    );
  });

  it('use only placeholders the en-AU text has, in every locale', () => {
    const placeholders = (text: string) => [...new Set(text.match(/\{\{\w+\}\}/g) ?? [])].sort();
    for (const { template, texts } of NOTIFICATION_TEMPLATES) {
      const expected = placeholders(`${texts['en-AU'].subject ?? ''}${texts['en-AU'].body}`);
      for (const [locale, text] of Object.entries(texts)) {
        expect({ template, locale, placeholders: placeholders(`${text.subject ?? ''}${text.body}`) }).toEqual({
          template,
          locale,
          placeholders: expected,
        });
      }
    }
  });
});
