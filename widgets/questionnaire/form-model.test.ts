import { describe, expect, it } from 'vitest';
import { createFormModel } from './form-model';
import { nodeKey } from '../../src/questionnaire';
import { clearDraft, readDraft, writeDraft } from './draft';
import { EVERY_TYPE, generatedForm, PAGED, REPEATING } from './fixtures';

describe('form model', () => {
  it('validates only shown, enabled items; hidden and disabled ones never block', () => {
    const model = createFormModel(EVERY_TYPE);
    const errors = model.validate().map((e) => `${e.linkId}:${e.error.key}`);
    expect(errors).toEqual([
      'name:questionnaire.error_required',
      'pregnant:questionnaire.error_required',
      'side:questionnaire.error_required',
      'pain:questionnaire.error_required',
    ]);
    model.setAnswers('pregnant', [{ valueBoolean: true }]);
    expect(model.state('weeks').enabled.value).toBe(true);
    expect(model.validate().map((e) => e.linkId)).toContain('weeks');
  });

  it('a format error from typing counts until fixed, and an error follows the correction', () => {
    const model = createFormModel(EVERY_TYPE);
    model.setAnswers('age', [], { key: 'questionnaire.error_integer' });
    expect(model.validate().map((e) => e.linkId)).toContain('age');
    model.setAnswers('age', [{ valueInteger: 130 }]);
    expect(model.state('age').error.value).toEqual({ key: 'questionnaire.error_max_value', values: { max: 120 } });
    model.setAnswers('age', [{ valueInteger: 40 }]);
    expect(model.state('age').error.value).toBeNull();
  });

  it('builds the response without disabled answers, starting from a draft', () => {
    const draft = new Map([
      ['pregnant', [{ valueBoolean: false }]],
      ['weeks', [{ valueInteger: 12 }]],
      ['name', [{ valueString: 'Ana' }]],
    ]);
    const model = createFormModel(EVERY_TYPE, draft);
    expect(model.state('weeks').enabled.value).toBe(false);
    const linkIds = JSON.stringify(model.response());
    expect(linkIds).toContain('"name"');
    expect(linkIds).not.toContain('"weeks"');
  });

  it('the same answers sent again are the same response (authored once), so a retried save is the same attempt', async () => {
    const model = createFormModel(EVERY_TYPE);
    model.setAnswers('name', [{ valueString: 'Ana' }]);
    const first = JSON.stringify(model.response());
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(JSON.stringify(model.response())).toBe(first);
    model.setAnswers('name', [{ valueString: 'Ann' }]);
    expect(JSON.stringify(model.response())).not.toBe(first);
  });

  it('starts from initial values and initialSelected options (without their extensions), a draft over them', () => {
    const form = {
      resourceType: 'Questionnaire' as const,
      item: [
        { linkId: 'exam', type: 'string', readOnly: true, initial: [{ valueString: 'MRI knee' }] },
        {
          linkId: 'side',
          type: 'choice',
          answerOption: [
            { valueCoding: { code: 'l' } },
            { valueCoding: { code: 'r' }, initialSelected: true, extension: [{ url: 'urn:x', valueBoolean: true }] },
          ],
        },
      ],
    };
    const model = createFormModel(form);
    expect(model.state('exam').answers.value).toEqual([{ valueString: 'MRI knee' }]);
    expect(model.state('side').answers.value).toEqual([{ valueCoding: { code: 'r' } }]);
    expect(createFormModel(form, new Map([['side', [{ valueCoding: { code: 'l' } }]]])).state('side').answers.value).toEqual([
      { valueCoding: { code: 'l' } },
    ]);
  });

  it('pages: one per top-level page item', () => {
    const model = createFormModel(PAGED);
    expect(model.paged).toBe(true);
    expect(model.pages()).toEqual([['p1'], ['p2']]);
    expect(model.validate(['p1']).map((e) => e.linkId)).toEqual(['knee']);
  });

  it('a keystroke on a 300-item form touches only the items that depend on it', () => {
    const model = createFormModel(generatedForm(300));
    const before = model.state('g5-i3').enabled.value;
    model.setAnswers('g5-i0', [{ valueBoolean: true }]);
    expect([before, model.state('g5-i3').enabled.value]).toEqual([false, true]);
    // A text answer elsewhere flips nothing.
    let flips = 0;
    const stop = model.state('g6-i3').enabled.subscribe(() => (flips += 1));
    model.setAnswers('g6-i1', [{ valueString: 'typing' }]);
    stop();
    expect(flips).toBe(1); // the subscription's first call only
  });
});

describe('form model: repeating groups', () => {
  const kind = (code: string) => [{ valueCoding: { system: 'urn:test', code, display: code } }];
  const at = (id: number, linkId: string) => nodeKey([['implant', id]], linkId);

  it('starts with one instance; adds and removes instances up to maxOccurs, each with its own answers and conditions', () => {
    const model = createFormModel(REPEATING);
    model.setAnswers('has-implants', [{ valueBoolean: true }]);
    expect(model.state('implant').instances.value).toEqual([0]);
    expect(model.canRemove('implant')).toBe(true); // not required: a person may remove the only one
    expect(model.addInstance('implant')).toBe(1);
    expect(model.addInstance('implant')).toBe(2);
    expect(model.canAdd('implant')).toBe(false); // maxOccurs 3
    expect(model.addInstance('implant')).toBeNull();
    model.setAnswers(at(1, 'implant-kind'), kind('clip'));
    expect(model.state(at(1, 'clip-card')).enabled.value).toBe(true);
    expect(model.state(at(0, 'clip-card')).enabled.value).toBe(false);
    // Every instance's required questions are checked, each by its own key.
    expect(model.validate().map((error) => error.key)).toEqual([at(0, 'implant-kind'), at(1, 'clip-card'), at(2, 'implant-kind')]);
    model.removeInstance('implant', 0);
    model.removeInstance('implant', 2);
    expect(model.state('implant').instances.value).toEqual([1]);
    expect(model.state(at(0, 'implant-kind'))).toBeUndefined();
    model.setAnswers(at(1, 'clip-card'), [{ valueBoolean: false }]);
    expect(model.validate()).toEqual([]);
    const groups = model.response().item!.filter((item) => item.linkId === 'implant');
    expect(groups).toHaveLength(1);
    expect(groups[0]!.item!.map((item) => item.linkId)).toEqual(['implant-kind', 'clip-card']);
  });

  it('a required repeating group needs one answered instance and cannot lose its last', () => {
    const required = { ...REPEATING, item: [REPEATING.item![0]!, { ...REPEATING.item![1]!, required: true }] };
    const model = createFormModel(required);
    model.setAnswers('has-implants', [{ valueBoolean: true }]);
    expect(model.canRemove('implant')).toBe(false);
    model.removeInstance('implant', 0);
    expect(model.state('implant').instances.value).toEqual([0]);
    expect(model.validate().map((error) => `${error.linkId}:${error.error.key}`)).toEqual([
      'implant:questionnaire.error_required',
      'implant-kind:questionnaire.error_required',
    ]);
  });

  it('a draft keeps the instances and their answers across a reload', () => {
    const key = 'rad-widgets.questionnaire-draft.implants.TEST';
    const model = createFormModel(REPEATING);
    model.setAnswers('has-implants', [{ valueBoolean: true }]);
    model.addInstance('implant');
    model.removeInstance('implant', 0);
    model.setAnswers(at(1, 'implant-year'), [{ valueInteger: 2015 }]);
    writeDraft(key, model.answers(), model.instances());
    const restored = createFormModel(REPEATING, readDraft(key));
    expect(restored.state('implant').instances.value).toEqual([1]);
    expect(restored.state(at(1, 'implant-year')).answers.value).toEqual([{ valueInteger: 2015 }]);
    clearDraft(key);
    expect(readDraft(key)).toBeUndefined();
  });
});
