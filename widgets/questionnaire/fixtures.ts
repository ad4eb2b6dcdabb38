/**
 * Questionnaires shared by unit tests, browser tests and stories: every item type of the subset,
 * the demo's MRI safety form, and the API records around them.
 */
import {
  EMPTY_OUTCOME,
  type FhirQuestionnaire,
  type Outcome,
  type QuestionnaireLoad,
  type QuestionnaireRecord,
} from '../../src/api/schemas/questionnaire.schema';
import { EXT } from '../../src/questionnaire/extensions';

const control = (code: string) => ({ url: EXT.itemControl, valueCodeableConcept: { coding: [{ code }] } });
const S = 'urn:test';

/** One of every supported item type (and one unsupported), for the renderer's tests and stories. */
export const EVERY_TYPE: FhirQuestionnaire = {
  resourceType: 'Questionnaire',
  id: 'every-type',
  title: 'Every item type',
  contained: [
    {
      resourceType: 'ValueSet',
      id: 'sides',
      compose: {
        include: [
          {
            system: S,
            concept: [
              { code: 'left', display: 'Left' },
              { code: 'right', display: 'Right' },
            ],
          },
        ],
      },
    },
  ],
  item: [
    { linkId: 'intro', type: 'display', text: 'Please answer every question you can.' },
    {
      linkId: 'about',
      type: 'group',
      text: 'About you',
      item: [
        { linkId: 'name', type: 'string', text: 'Preferred name', required: true, maxLength: 40 },
        { linkId: 'notes', type: 'text', text: 'Anything else we should know?' },
        {
          linkId: 'age',
          type: 'integer',
          text: 'Age in years',
          extension: [
            { url: EXT.minValue, valueInteger: 0 },
            { url: EXT.maxValue, valueInteger: 120 },
          ],
        },
        {
          linkId: 'height',
          type: 'decimal',
          text: 'Height in metres',
          extension: [
            { url: EXT.maxDecimalPlaces, valueInteger: 2 },
            { url: EXT.entryFormat, valueString: 'e.g. 1.72' },
          ],
        },
        {
          linkId: 'weight',
          type: 'quantity',
          text: 'Weight',
          extension: [{ url: EXT.unit, valueCoding: { system: 'http://unitsofmeasure.org', code: 'kg', display: 'kg' } }],
        },
      ],
    },
    { linkId: 'last-scan', type: 'date', text: 'Date of your last scan' },
    { linkId: 'arrival', type: 'dateTime', text: 'When will you arrive?' },
    { linkId: 'wake', type: 'time', text: 'When do you usually wake up?' },
    { linkId: 'website', type: 'url', text: 'Your doctor’s practice website' },
    { linkId: 'pregnant', type: 'boolean', text: 'Could you be pregnant?', required: true },
    {
      linkId: 'weeks',
      type: 'integer',
      text: 'How many weeks?',
      required: true,
      enableWhen: [{ question: 'pregnant', operator: '=', answerBoolean: true }],
    },
    {
      linkId: 'side',
      type: 'choice',
      text: 'Which side?',
      required: true,
      answerValueSet: '#sides',
    },
    {
      linkId: 'symptoms',
      type: 'choice',
      text: 'Symptoms',
      repeats: true,
      extension: [control('check-box')],
      answerOption: [
        { valueCoding: { system: S, code: 'swelling', display: 'Swelling' } },
        { valueCoding: { system: S, code: 'locking', display: 'Locking' } },
        {
          valueCoding: { system: S, code: 'none', display: 'None of these' },
          extension: [{ url: EXT.optionExclusive, valueBoolean: true }],
        },
      ],
    },
    {
      linkId: 'referrer',
      type: 'open-choice',
      text: 'Who referred you?',
      extension: [control('drop-down')],
      answerOption: [
        { valueCoding: { system: S, code: 'gp', display: 'My GP' } },
        { valueCoding: { system: S, code: 'specialist', display: 'A specialist' } },
      ],
    },
    {
      linkId: 'pain',
      type: 'integer',
      text: 'Pain right now (0 = none, 10 = worst)',
      required: true,
      extension: [
        control('slider'),
        { url: EXT.minValue, valueInteger: 0 },
        { url: EXT.maxValue, valueInteger: 10 },
        { url: EXT.sliderStepValue, valueInteger: 1 },
      ],
    },
    { linkId: 'referral', type: 'attachment', text: 'Your referral' },
    { linkId: 'staff', type: 'string', text: 'Staff only', extension: [{ url: EXT.hidden, valueBoolean: true }] },
    { linkId: 'signature', type: 'reference', text: 'Your signature' },
  ],
};

export const PAGED: FhirQuestionnaire = {
  resourceType: 'Questionnaire',
  id: 'paged',
  title: 'Two pages',
  item: [
    {
      linkId: 'p1',
      type: 'group',
      text: 'Your knee',
      extension: [control('page')],
      item: [{ linkId: 'knee', type: 'boolean', text: 'Does your knee hurt?', required: true }],
    },
    {
      linkId: 'p2',
      type: 'group',
      text: 'Your back',
      extension: [control('page')],
      item: [{ linkId: 'back', type: 'boolean', text: 'Does your back hurt?', required: true }],
    },
  ],
};

export { REPEATING } from '../../src/questionnaire/fixtures';

export function recordOf(definition: FhirQuestionnaire, overrides: Partial<QuestionnaireRecord> = {}): QuestionnaireRecord {
  return {
    questionnaireId: definition.id ?? 'q',
    questionnaireResult: JSON.stringify(definition),
    questionnaireType: 'REQUIRED_ON_CONFIRMATION',
    modalSize: null,
    title: definition.title ?? 'Questionnaire',
    showClosingConfirmation: false,
    examSlugs: [],
    modalityIds: [],
    ...overrides,
  };
}

/** A load of these records; `answeredIds` were answered before, and those in `denied` denied the booking (with that message). */
export function loadOf(
  records: QuestionnaireRecord[],
  answeredIds: string[] = [],
  denied: Readonly<Record<string, string | null>> = {},
): QuestionnaireLoad {
  const answers = answeredIds.map((questionnaireId) => ({
    questionnaireId,
    questionnaireType: 'REQUIRED_ON_CONFIRMATION' as const,
    examSlug: 'mri-knee',
    answeredAt: '2026-11-24T00:00:00Z',
    denied: questionnaireId in denied,
    deniedMessage: denied[questionnaireId] ?? null,
  }));
  return { questionnaires: records, bookingKey: 'DEMO-APPT-1001', examQuestionnaireAnswers: answers, allQuestionnaireAnswers: answers };
}

export const NO_OUTCOME: Outcome = EMPTY_OUTCOME;

/** A generated form of `count` items in groups of ten, each group's later items depending on its first: the latency bench. */
export function generatedForm(count: number): FhirQuestionnaire {
  const groups = [];
  for (let g = 0; g < count / 10; g += 1) {
    const items = [];
    for (let i = 0; i < 10; i += 1) {
      const linkId = `g${g}-i${i}`;
      if (i === 0) items.push({ linkId, type: 'boolean', text: `Question ${g}.${i}` });
      else if (i % 3 === 0)
        items.push({
          linkId,
          type: 'integer',
          text: `Number ${g}.${i}`,
          enableWhen: [{ question: `g${g}-i0`, operator: '=' as const, answerBoolean: true }],
        });
      else items.push({ linkId, type: 'string', text: `Text ${g}.${i}`, maxLength: 200 });
    }
    groups.push({ linkId: `g${g}`, type: 'group', text: `Section ${g + 1}`, item: items });
  }
  return { resourceType: 'Questionnaire', id: `generated-${count}`, title: `Generated ${count} items`, item: groups };
}
