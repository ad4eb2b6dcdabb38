import { describe, expect, it } from 'vitest';
import type { AnswerValue, FhirQuestionnaire } from '../api/schemas/questionnaire.schema';
import { createEnableState } from './enable-when';
import { EXT } from './extensions';
import { buildResponse, checkResponse } from './response';
import { indexItems } from './walk';

const questionnaire: FhirQuestionnaire = {
  resourceType: 'Questionnaire',
  id: 'mri-safety',
  url: 'https://radiology.example/fhir/Questionnaire/mri-safety',
  item: [
    { linkId: 'intro', type: 'display', text: 'About your safety' },
    { linkId: 'implant', type: 'boolean', text: 'Implant?', required: true },
    {
      linkId: 'implants',
      type: 'group',
      text: 'Implants',
      enableWhen: [{ question: 'implant', operator: '=', answerBoolean: true }],
      item: [{ linkId: 'implant-type', type: 'string', text: 'Which?', required: true }],
    },
    { linkId: 'staff-code', type: 'string', extension: [{ url: EXT.hidden, valueBoolean: true }] },
    {
      linkId: 'pregnant',
      type: 'boolean',
      text: 'Pregnant?',
      item: [
        { linkId: 'weeks', type: 'integer', text: 'Weeks', enableWhen: [{ question: 'pregnant', operator: '=', answerBoolean: true }] },
      ],
    },
  ],
};

function build(entries: [string, AnswerValue[]][]) {
  const answers = new Map(entries);
  const state = createEnableState(indexItems(questionnaire), answers);
  return buildResponse(questionnaire, answers, state.isEnabled, '2026-11-24T00:00:00.000Z');
}

describe('buildResponse', () => {
  it('keeps nesting, drops display, hidden and disabled items with their answers', () => {
    const response = build([
      ['implant', [{ valueBoolean: false }]],
      ['implant-type', [{ valueString: 'typed before changing my mind' }]],
      ['staff-code', [{ valueString: 'secret' }]],
      ['pregnant', [{ valueBoolean: true }]],
      ['weeks', [{ valueInteger: 12 }]],
    ]);
    expect(response).toEqual({
      resourceType: 'QuestionnaireResponse',
      questionnaire: 'https://radiology.example/fhir/Questionnaire/mri-safety',
      status: 'completed',
      authored: '2026-11-24T00:00:00.000Z',
      item: [
        { linkId: 'implant', text: 'Implant?', answer: [{ valueBoolean: false }] },
        {
          linkId: 'pregnant',
          text: 'Pregnant?',
          answer: [{ valueBoolean: true, item: [{ linkId: 'weeks', text: 'Weeks', answer: [{ valueInteger: 12 }] }] }],
        },
      ],
    });
    expect(checkResponse(questionnaire, response)).toBeNull();
  });

  it('includes an enabled group with its answered children', () => {
    const response = build([
      ['implant', [{ valueBoolean: true }]],
      ['implant-type', [{ valueString: 'Knee replacement' }]],
    ]);
    expect(response.item?.[1]).toEqual({
      linkId: 'implants',
      text: 'Implants',
      item: [{ linkId: 'implant-type', text: 'Which?', answer: [{ valueString: 'Knee replacement' }] }],
    });
  });
});

describe('checkResponse (what the server rejects)', () => {
  const base = { resourceType: 'QuestionnaireResponse' as const, status: 'completed' as const };
  it.each([
    ['a missing required answer', [], { linkId: 'implant', key: 'questionnaire.error_required' }],
    ['an unknown item', [{ linkId: 'nope', answer: [{ valueString: 'x' }] }], { linkId: 'nope', key: 'questionnaire.error_unknown_item' }],
    [
      'a wrong value type',
      [{ linkId: 'implant', answer: [{ valueString: 'yes' }] }],
      { linkId: 'implant', key: 'questionnaire.error_type' },
    ],
    [
      'an answer to a disabled item',
      [
        { linkId: 'implant', answer: [{ valueBoolean: false }] },
        { linkId: 'implants', item: [{ linkId: 'implant-type', answer: [{ valueString: 'x' }] }] },
      ],
      { linkId: 'implant-type', key: 'questionnaire.error_not_enabled' },
    ],
    [
      'an answer to a hidden item',
      [
        { linkId: 'implant', answer: [{ valueBoolean: false }] },
        { linkId: 'staff-code', answer: [{ valueString: 'x' }] },
      ],
      { linkId: 'staff-code', key: 'questionnaire.error_not_enabled' },
    ],
    [
      'a required answer missing inside an enabled group',
      [{ linkId: 'implant', answer: [{ valueBoolean: true }] }],
      { linkId: 'implant-type', key: 'questionnaire.error_required' },
    ],
    [
      'an item given twice',
      [
        { linkId: 'implant', answer: [{ valueBoolean: false }] },
        { linkId: 'implant', answer: [{ valueBoolean: false }] },
      ],
      { linkId: 'implant', key: 'questionnaire.error_single' },
    ],
  ])('rejects %s', (_name, item, problem) => {
    expect(checkResponse(questionnaire, { ...base, item } as never)).toEqual(problem);
  });
});
