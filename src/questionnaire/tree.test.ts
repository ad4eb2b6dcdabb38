import { describe, expect, it } from 'vitest';
import type { AnswerValue, QuestionnaireResponse } from '../api/schemas/questionnaire.schema';
import { REPEATING } from './fixtures';
import { createEnableState } from './enable-when';
import { buildResponse, checkResponse, readResponse, responseAnswersByLinkId } from './response';
import { answersByLinkId, buildTree, nodeKey, resolveQuestion } from './tree';
import { indexItems } from './walk';

const index = indexItems(REPEATING);
const S = 'urn:test';
const clip: AnswerValue = { valueCoding: { system: S, code: 'clip', display: 'Aneurysm clip' } };
const joint: AnswerValue = { valueCoding: { system: S, code: 'joint', display: 'Joint replacement' } };
const inImplant = (id: number, linkId: string) => nodeKey([['implant', id]], linkId);

describe('the item tree (repeating groups)', () => {
  it('keys items outside repeating groups by linkId, inside by linkId and instance', () => {
    const tree = buildTree(index, new Map([['implant', [0, 2]]]));
    expect([...tree.nodes.keys()].filter((key) => !key.includes('\u001F'))).toEqual(['has-implants', 'implant']);
    expect(tree.keysOf.get('implant-kind')).toEqual([inImplant(0, 'implant-kind'), inImplant(2, 'implant-kind')]);
    expect(tree.nodes.get('implant')!.instances!.map((instance) => instance.id)).toEqual([0, 2]);
    expect(tree.nodes.get(inImplant(2, 'clip-card'))!.parent).toBe('implant');
  });

  it('a condition inside an instance reads the question of the same instance; outside, every instance', () => {
    const tree = buildTree(index, new Map([['implant', [0, 1]]]));
    expect(resolveQuestion(tree, inImplant(1, 'clip-card'), 'implant-kind')).toEqual([inImplant(1, 'implant-kind')]);
    expect(resolveQuestion(tree, 'has-implants', 'implant-kind')).toEqual([inImplant(0, 'implant-kind'), inImplant(1, 'implant-kind')]);
    expect(resolveQuestion(tree, inImplant(0, 'clip-card'), 'has-implants')).toEqual(['has-implants']);
  });

  it('enableWhen per instance: the clip card question shows only in the clip’s instance', () => {
    const tree = buildTree(index, new Map([['implant', [0, 1]]]));
    const answers = new Map<string, AnswerValue[]>([
      ['has-implants', [{ valueBoolean: true }]],
      [inImplant(0, 'implant-kind'), [joint]],
      [inImplant(1, 'implant-kind'), [clip]],
    ]);
    const state = createEnableState(tree, answers);
    expect(state.isEnabled(inImplant(0, 'clip-card'))).toBe(false);
    expect(state.isEnabled(inImplant(1, 'clip-card'))).toBe(true);
    // Changing instance 0 re-evaluates instance 0's dependents only.
    answers.set(inImplant(0, 'implant-kind'), [clip]);
    expect(state.update(inImplant(0, 'implant-kind'), answers)).toEqual([inImplant(0, 'clip-card')]);
    // The group follows its own condition, and takes its instances with it.
    answers.set('has-implants', [{ valueBoolean: false }]);
    expect(state.update('has-implants', answers)).toContain(inImplant(1, 'clip-card'));
    expect(state.isEnabled(inImplant(1, 'implant-kind'))).toBe(false);
  });

  it('builds one response group per answered instance, which the server reads back and accepts', () => {
    const tree = buildTree(index, new Map([['implant', [0, 3, 5]]]));
    const answers = new Map<string, AnswerValue[]>([
      ['has-implants', [{ valueBoolean: true }]],
      [inImplant(0, 'implant-kind'), [joint]],
      [inImplant(0, 'implant-year'), [{ valueInteger: 2011 }]],
      [inImplant(5, 'implant-kind'), [clip]],
      [inImplant(5, 'clip-card'), [{ valueBoolean: true }]],
    ]);
    const state = createEnableState(tree, answers);
    const response = buildResponse(REPEATING, answers, state.isEnabled, '2026-11-24T00:00:00.000Z', tree);
    expect(response.item).toEqual([
      { linkId: 'has-implants', text: 'Do you have any implants?', answer: [{ valueBoolean: true }] },
      {
        linkId: 'implant',
        text: 'Implant',
        item: [
          { linkId: 'implant-kind', text: 'What kind of implant?', answer: [joint] },
          { linkId: 'implant-year', text: 'Year it was put in', answer: [{ valueInteger: 2011 }] },
        ],
      },
      {
        linkId: 'implant',
        text: 'Implant',
        item: [
          { linkId: 'implant-kind', text: 'What kind of implant?', answer: [clip] },
          { linkId: 'clip-card', text: 'Do you have the clip’s MRI safety card?', answer: [{ valueBoolean: true }] },
        ],
      },
    ]);
    // The empty instance (id 3) is not sent; reading numbers the sent ones 0, 1.
    const read = readResponse(response, index);
    expect(read.instances.get('implant')).toEqual([0, 1]);
    expect(read.answers.get(inImplant(1, 'clip-card'))).toEqual([{ valueBoolean: true }]);
    expect(checkResponse(REPEATING, response)).toBeNull();
    expect(responseAnswersByLinkId(REPEATING, response).get('implant-kind')).toEqual([joint, clip]);
    expect(answersByLinkId(tree, answers).get('implant-year')).toEqual([{ valueInteger: 2011 }]);
  });

  it('the server refuses instances beyond maxOccurs, a required answer missing in one instance, and a non-repeating group twice', () => {
    const instance = (kind: AnswerValue, card?: boolean) => ({
      linkId: 'implant',
      item: [
        { linkId: 'implant-kind', answer: [kind] },
        ...(card === undefined ? [] : [{ linkId: 'clip-card', answer: [{ valueBoolean: card }] }]),
      ],
    });
    const response = (...groups: object[]): QuestionnaireResponse =>
      ({
        resourceType: 'QuestionnaireResponse',
        status: 'completed',
        item: [{ linkId: 'has-implants', answer: [{ valueBoolean: true }] }, ...groups],
      }) as QuestionnaireResponse;
    expect(checkResponse(REPEATING, response(instance(joint), instance(joint), instance(joint)))).toBeNull();
    expect(checkResponse(REPEATING, response(instance(joint), instance(joint), instance(joint), instance(joint)))).toEqual({
      linkId: 'implant',
      key: 'questionnaire.error_max_occurs',
      values: { max: 3 },
    });
    expect(checkResponse(REPEATING, response(instance(joint), instance(clip)))).toEqual({
      linkId: 'clip-card',
      key: 'questionnaire.error_required',
    });
    expect(checkResponse(REPEATING, response(instance(joint, true)))).toEqual({
      linkId: 'clip-card',
      key: 'questionnaire.error_not_enabled',
    });
    // Answers of a repeating group's item sent outside it belong to no question.
    expect(checkResponse(REPEATING, response({ linkId: 'implant-kind', answer: [joint] }) as never)).toEqual({
      linkId: 'implant-kind',
      key: 'questionnaire.error_unknown_item',
    });
  });

  it('a group that does not repeat may not be sent twice', () => {
    const single = { ...REPEATING, item: [{ ...REPEATING.item![1]!, repeats: false, enableWhen: undefined }] };
    const group = { linkId: 'implant', item: [{ linkId: 'implant-kind', answer: [joint] }] };
    expect(checkResponse(single as never, { resourceType: 'QuestionnaireResponse', status: 'completed', item: [group, group] })).toEqual({
      linkId: 'implant',
      key: 'questionnaire.error_single',
    });
  });
});
