/**
 * The provider's texts a deny page may show: the reasons its questionnaires give for denying a
 * booking (DENY_BOOKING rules) and its booking request error message. Read-only, and bounded: a
 * provider has tens of rules, never more than MAX_TEXTS are read.
 */
import type { Db } from '../../db/db';

const MAX_TEXTS = 1000;

export async function questionnaireDenialTexts(db: Db): Promise<string[]> {
  const rows = await db.query<{ message: string }>(
    `select distinct rule -> 'then' ->> 'message' as message
       from questionnaire, jsonb_array_elements(rules) as rule
      where rule -> 'then' ->> 'kind' = 'DENY_BOOKING' and rule -> 'then' ->> 'message' is not null
      limit $1`,
    [MAX_TEXTS],
  );
  return rows.map((row) => row.message);
}
