/**
 * Questionnaire drafts kept in session storage for a reload (widgets/questionnaire/draft.ts) are
 * personal and belong to one booking: a logout and a Home click (Home clears
 * questionnaire and exam state: widgets/portal/README.md#behaviour) remove them. The exams chosen live in the booking's URL, which
 * Home leaves.
 */
import { QUESTIONNAIRE_DRAFT_STORAGE_PREFIX } from '../../src/constants';

export function clearQuestionnaireDrafts(): void {
  try {
    const keys = Object.keys(sessionStorage).filter((key) => key.startsWith(QUESTIONNAIRE_DRAFT_STORAGE_PREFIX));
    for (const key of keys) sessionStorage.removeItem(key);
  } catch {
    /* storage blocked: nothing was kept */
  }
}
