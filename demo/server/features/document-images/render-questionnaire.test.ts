/** What the questionnaire sheet says: the answered questions in form order, answers read back in words. */
import { describe, expect, it } from 'vitest';
import type { FhirQuestionnaire } from '../../../../src/api/schemas/questionnaire.schema';
import { answerText, sheetBlocks, type SheetInput } from './render-questionnaire';

const words = { yes: 'Yes', no: 'No' };
const definition: FhirQuestionnaire = {
  resourceType: 'Questionnaire',
  status: 'active',
  item: [
    { linkId: 'intro', type: 'display', text: 'Please answer honestly.' },
    {
      linkId: 'safety',
      type: 'group',
      text: 'Safety',
      item: [
        { linkId: 'pacemaker', type: 'boolean', text: 'Do you have a pacemaker?' },
        { linkId: 'pacemaker-model', type: 'string', text: 'Which model?' },
        { linkId: 'skipped', type: 'string', text: 'Never answered' },
      ],
    },
    { linkId: 'weight', type: 'quantity', text: 'Weight' },
    { linkId: 'allergies', type: 'choice', text: 'Allergies', repeats: true },
  ],
} as FhirQuestionnaire;

function input(item: SheetInput['response']['item']): SheetInput {
  return {
    definition,
    title: 'MRI safety',
    response: { resourceType: 'QuestionnaireResponse', status: 'completed', item },
    answeredAt: '2026-11-20T01:00:00Z',
    locale: 'en-AU',
    text: { ...words, answeredOn: (date) => `Answered ${date}`, pageOf: (page, pages) => `${page}/${pages}` },
  };
}

describe('sheetBlocks', () => {
  it('lists groups, answered questions and each answer in order; unanswered questions and display text are left out', () => {
    const blocks = sheetBlocks(
      input([
        {
          linkId: 'safety',
          item: [
            { linkId: 'pacemaker', answer: [{ valueBoolean: true }] },
            { linkId: 'pacemaker-model', answer: [{ valueString: 'Acme 2' }] },
          ],
        },
        { linkId: 'weight', answer: [{ valueQuantity: { value: 68.5, unit: 'kg' } }] },
        { linkId: 'allergies', answer: [{ valueCoding: { code: 'latex', display: 'Latex' } }, { valueCoding: { code: 'iodine' } }] },
      ]),
    );
    expect(blocks).toEqual([
      { style: 'group', text: 'Safety' },
      { style: 'question', text: 'Do you have a pacemaker?' },
      { style: 'answer', text: 'Yes' },
      { style: 'question', text: 'Which model?' },
      { style: 'answer', text: 'Acme 2' },
      { style: 'question', text: 'Weight' },
      { style: 'answer', text: '68.5 kg' },
      { style: 'question', text: 'Allergies' },
      { style: 'answer', text: 'Latex' },
      { style: 'answer', text: 'iodine' },
    ]);
  });

  it('a group with nothing answered (disabled or hidden: absent from the response) leaves no heading', () => {
    expect(sheetBlocks(input([{ linkId: 'weight', answer: [{ valueQuantity: { value: 70, unit: 'kg' } }] }]))).toEqual([
      { style: 'question', text: 'Weight' },
      { style: 'answer', text: '70 kg' },
    ]);
  });
});

describe('sheetBlocks with a repeating group', () => {
  it('numbers the instances, each with its own answers', () => {
    const repeating = {
      resourceType: 'Questionnaire',
      item: [
        { linkId: 'implant', type: 'group', text: 'Implant', repeats: true, item: [{ linkId: 'kind', type: 'string', text: 'Kind' }] },
      ],
    } as FhirQuestionnaire;
    const sheet = { ...input([]), definition: repeating };
    sheet.response = {
      resourceType: 'QuestionnaireResponse',
      status: 'completed',
      item: [
        { linkId: 'implant', item: [{ linkId: 'kind', answer: [{ valueString: 'Knee replacement' }] }] },
        { linkId: 'implant', item: [{ linkId: 'kind', answer: [{ valueString: 'Stent' }] }] },
      ],
    };
    expect(sheetBlocks(sheet)).toEqual([
      { style: 'group', text: 'Implant 1' },
      { style: 'question', text: 'Kind' },
      { style: 'answer', text: 'Knee replacement' },
      { style: 'group', text: 'Implant 2' },
      { style: 'question', text: 'Kind' },
      { style: 'answer', text: 'Stent' },
    ]);
  });
});

describe('answerText', () => {
  it('reads values back in the reader’s language', () => {
    expect(answerText({ valueBoolean: false }, 'en-AU', words)).toBe('No');
    expect(answerText({ valueDate: '2026-03-05' }, 'en-AU', words)).toBe('5 March 2026');
    expect(answerText({ valueDate: '2026-03-05' }, 'en-US', words)).toBe('March 5, 2026');
    expect(answerText({ valueDecimal: 1234.5 }, 'mk', words)).toBe('1.234,5');
    expect(answerText({ valueTime: '09:30:00' }, 'en-AU', words)).toBe('09:30:00');
    expect(answerText({ valueDateTime: '2026-03-05T23:15:00Z' }, 'en-AU', words)).toBe('5 March 2026 at 11:15 pm UTC');
  });
});
