import { describe, expect, it } from 'vitest';
import { answeredList } from './AnsweredQuestionnaires';

describe('answeredList', () => {
  it('one entry per answered questionnaire with its title and latest answer; answers to unknown questionnaires left out', () => {
    expect(
      answeredList({
        questionnaires: [
          { questionnaireId: 'mri-safety', title: 'MRI safety' },
          { questionnaireId: 'pain', title: 'Pain score' },
        ],
        allQuestionnaireAnswers: [
          { questionnaireId: 'mri-safety', answeredAt: '2026-11-01T00:00:00Z' },
          { questionnaireId: 'retired', answeredAt: '2026-11-02T00:00:00Z' },
          { questionnaireId: 'mri-safety', answeredAt: '2026-11-03T00:00:00Z' },
        ],
      }),
    ).toEqual([{ questionnaireId: 'mri-safety', title: 'MRI safety', answeredAt: '2026-11-03T00:00:00Z' }]);
  });
});
