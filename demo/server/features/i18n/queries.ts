import type { Db, DbConnection } from '../../db/db';

/** A provider with this radiology code exists (its dictionary may be asked for). */
export async function providerExists(db: Pick<Db, 'query'>, code: string): Promise<boolean> {
  const rows = await db.query('select 1 from provider where radiology_code = $1', [code]);
  return rows.length > 0;
}

/** A provider's translation overrides, per locale (the seed's, or a RAD_CONFIG file's over them). */
export async function insertTranslationOverrides(
  db: DbConnection,
  code: string,
  overrides: Readonly<Record<string, Readonly<Record<string, string>>>>,
): Promise<void> {
  for (const [locale, messages] of Object.entries(overrides)) {
    for (const [key, message] of Object.entries(messages)) {
      await db.query('insert into translation_override (radiology_code, locale, key, message) values ($1, $2, $3, $4)', [
        code,
        locale,
        key,
        message,
      ]);
    }
  }
}
