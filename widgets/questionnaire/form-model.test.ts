import { describe, expect, it } from 'vitest';
import { createFormModel } from './form-model';
import { EVERY_TYPE, generatedForm, PAGED } from './fixtures';

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
