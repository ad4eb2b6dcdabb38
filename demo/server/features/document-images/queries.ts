import type { DbConnection } from '../../db/db';

type Q = Pick<DbConnection, 'query'>;

export interface AnsweredSheetRow {
  title: string;
  definition: unknown;
  response: unknown;
  answered_at: string;
}

/** The latest answer to one questionnaire for one booking (appointment or booking request key). */
export async function latestAnswer(db: Q, bookingKey: string, questionnaireId: string): Promise<AnsweredSheetRow | null> {
  const [row] = await db.query<AnsweredSheetRow>(
    `select q.title, q.definition, a.response,
            to_char(a.answered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as answered_at
       from questionnaire_answer a join questionnaire q on q.id = a.questionnaire_id
      where a.booking_key = $1 and a.questionnaire_id = $2
      order by a.answered_at desc, a.id desc limit 1`,
    [bookingKey, questionnaireId],
  );
  return row ?? null;
}
