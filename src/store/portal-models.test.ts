import { describe, expect, it } from 'vitest';
import { createBookingRequestModel } from './booking-request.model';
import { createFlowModel } from './flow.model';

describe('flow model', () => {
  it('holds the selected exams and draft answers until clearFlow empties both', () => {
    const flow = createFlowModel();
    flow.selectExams(['mri-knee', 'xray-chest']);
    flow.draftAnswers({ pregnant: 'no' });
    expect(flow.exams.value).toEqual(['mri-knee', 'xray-chest']);
    expect(flow.answers.value).toEqual({ pregnant: 'no' });
    flow.clearFlow();
    expect(flow.exams.value).toEqual([]);
    expect(flow.answers.value).toEqual({});
  });

  it('gives each factory call fresh state', () => {
    createFlowModel().selectExams(['mri-knee']);
    expect(createFlowModel().exams.value).toEqual([]);
  });
});

describe('booking request model', () => {
  it('starts empty, holds the loaded summary and empties again', () => {
    const model = createBookingRequestModel();
    expect(model.summary.value).toBeNull();
    model.summaryLoaded({ slug: 'BR-1', hasExam: false, referral: { id: '7', canView: true } });
    expect(model.summary.value?.referral?.id).toBe('7');
    model.summaryLoaded(null);
    expect(model.summary.value).toBeNull();
  });
});
