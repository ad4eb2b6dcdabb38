import type { Db } from '../../db/db';
import { sha256Hex } from '../../lib/crypto';

export interface FeedbackQuestionnaireRow {
  id: string;
  title: string;
  modal_size: string;
  show_closing_confirmation: boolean;
  fields: unknown;
}

/** The questionnaire referrers answer now (the newest active one). */
export async function activeQuestionnaire(db: Db): Promise<FeedbackQuestionnaireRow | undefined> {
  const [row] = await db.query<FeedbackQuestionnaireRow>(
    'select id, title, modal_size, show_closing_confirmation, fields from feedback_questionnaire where active order by id desc limit 1',
  );
  return row;
}

/**
 * The key feedback is stored under: the link's imsec hash (also when it is named by its PACS
 * appointment id, so both names of one link share one answer); undefined for an unknown link.
 */
export async function feedbackKey(db: Db, link: { imsec?: string; pacsAppointmentId?: string }): Promise<string | undefined> {
  const [row] = link.imsec
    ? await db.query<{ imsec_hash: string }>('select imsec_hash from image_viewer_link where imsec_hash = $1', [sha256Hex(link.imsec)])
    : await db.query<{ imsec_hash: string }>('select imsec_hash from image_viewer_link where pacs_appointment_id = $1', [
        link.pacsAppointmentId,
      ]);
  return row?.imsec_hash;
}

export async function hasAnswer(db: Db, key: string): Promise<boolean> {
  const [row] = await db.query('select 1 from report_feedback_answer where link_key = $1', [key]);
  return row !== undefined;
}

/** Stores the one answer of a link; false when the link had one already (a second answer is refused, not merged). */
export async function storeAnswer(db: Db, key: string, questionnaireId: string, result: unknown): Promise<boolean> {
  const rows = await db.query(
    `insert into report_feedback_answer (link_key, questionnaire_id, result) values ($1, $2, $3::jsonb)
     on conflict (link_key) do nothing returning link_key`,
    [key, questionnaireId, JSON.stringify(result)],
  );
  return rows.length === 1;
}
