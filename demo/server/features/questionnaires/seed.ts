import * as v from 'valibot';
import { FhirQuestionnaireSchema } from '../../../../src/api/schemas/questionnaire.schema';
import type { DbConnection } from '../../db/db';
import { OPEN_MRI_EXAM_SLUG, seedQuestionnaires } from './seed-definitions';

/**
 * Inserts the demo questionnaires that are not there yet (by id), so a data folder made by an
 * older version gains the new ones and keeps its own. Each definition is checked against the
 * shared schema first.
 */
export async function seedQuestionnaireDefinitions(db: Pick<DbConnection, 'query'>): Promise<void> {
  // The claustrophobia rule changes the exam to the catalogue's open MRI (seed/exams.ts): only the
  // demo provider's data has it.
  const [openMri] = await db.query('select 1 from exam where slug = $1', [OPEN_MRI_EXAM_SLUG]);
  if (!openMri) return;
  for (const [position, q] of seedQuestionnaires.entries()) {
    v.parse(FhirQuestionnaireSchema, q.definition);
    await db.query(
      `insert into questionnaire (id, type, title, modal_size, show_closing_confirmation, exam_slugs, modality_ids, definition, rules, sort_order)
       values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10) on conflict (id) do nothing`,
      [
        q.id,
        q.type,
        q.title,
        q.modalSize ?? null,
        q.showClosingConfirmation ?? false,
        q.examSlugs ?? [],
        q.modalityIds ?? [],
        JSON.stringify(q.definition),
        JSON.stringify(q.rules ?? []),
        position,
      ],
    );
  }
}
