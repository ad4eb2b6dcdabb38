/**
 * "Your answers": the questionnaires answered for this appointment or booking request, each
 * readable again as pages (src/api/API.md "Document and questionnaire images"). The list is a
 * convenience beside the documents: when it cannot load, or nothing is answered yet, it shows
 * nothing rather than an error next to the patient's files.
 */
import { ApiError } from '../api/errors';
import { loadQuestionnaires } from '../api/questionnaires.api';
import { QUESTIONNAIRE_TYPES } from '../api/schemas/questionnaire.schema';
import { useRuntime } from '../element/hooks';
import { useResource } from '../element/use-resource';
import { questionnairePageImages, type QuestionnaireOwner } from './document-images.api';
import { ViewPagesButton } from './ViewPagesButton';

interface Answered {
  questionnaireId: string;
  title: string;
  answeredAt: string;
}

/** One entry per questionnaire (its latest answer), in the order first answered. */
export function answeredList(load: {
  questionnaires: readonly { questionnaireId: string; title: string }[];
  allQuestionnaireAnswers: readonly { questionnaireId: string; answeredAt: string }[];
}): Answered[] {
  const titles = new Map(load.questionnaires.map((record) => [record.questionnaireId, record.title]));
  const latest = new Map<string, Answered>();
  for (const answer of load.allQuestionnaireAnswers) {
    const title = titles.get(answer.questionnaireId);
    if (title) latest.set(answer.questionnaireId, { questionnaireId: answer.questionnaireId, title, answeredAt: answer.answeredAt });
  }
  return [...latest.values()];
}

export function AnsweredQuestionnaires({ owner, headingLevel = 2 }: { owner: QuestionnaireOwner; headingLevel?: 2 | 3 | 4 }) {
  const runtime = useRuntime();
  const t = runtime.i18n.t;
  const ownerKey = `${owner.kind}:${owner.bookingKey}`;
  const load = useResource(
    async (signal) => {
      try {
        return answeredList(await loadQuestionnaires(runtime.api(), owner, { types: QUESTIONNAIRE_TYPES, signal }));
      } catch (error) {
        // A failed list shows nothing (see above); only a bug is worth the console.
        if (!signal.aborted && !(error instanceof ApiError)) console.error(error);
        throw error;
      }
    },
    // ownerKey stands for owner.
    [ownerKey, runtime],
  );
  const answered = load.data ?? [];

  if (!answered.length) return null;
  const Heading = `h${headingLevel}` as const;
  const lang = runtime.i18n.locale.value;
  return (
    <section className="rad-answers" aria-labelledby="rad-answers-heading">
      <Heading id="rad-answers-heading">{t('document_images.answers_heading')}</Heading>
      <ul className="rad-attachments__list">
        {answered.map((entry) => (
          <li key={entry.questionnaireId} className="rad-attachments__item">
            <span className="rad-answers__name">{entry.title}</span>
            <span className="rad-attachments__type">
              {t('document_images.answered_on', {
                date: runtime.i18n.intl.value.formatDate(new Date(entry.answeredAt), { dateStyle: 'medium' }),
              })}
            </span>
            <span className="rad-attachments__actions">
              <ViewPagesButton
                kind="answers"
                name={entry.title}
                query={{ lang }}
                load={(signal) => questionnairePageImages(runtime.api(), owner, entry.questionnaireId, lang, signal)}
              />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
