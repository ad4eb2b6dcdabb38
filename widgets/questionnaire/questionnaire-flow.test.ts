import { denyMessageId } from '../../src/api/schemas/deny-message.schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import type { QuestionnaireLoad, QuestionnaireResponse, SaveAnswersResult } from '../../src/api/schemas/questionnaire.schema';
import { BOOKING_FORM_NAVIGATION_DELAY_MS, SLOT_RELOAD_AFTER_EXAM_CHANGE_MS } from '../../src/constants';
import { EVERY_TYPE, loadOf, NO_OUTCOME, PAGED, recordOf } from './fixtures';
import { createQuestionnaireFlow, type QuestionnaireFlowDeps } from './questionnaire-flow';

const RESPONSE: QuestionnaireResponse = { resourceType: 'QuestionnaireResponse', status: 'completed', item: [] };

function setup(load: QuestionnaireLoad | Error, saves: (SaveAnswersResult | Error)[] = [], overrides: Partial<QuestionnaireFlowDeps> = {}) {
  const events: [string, unknown][] = [];
  const navigate = vi.fn();
  const back = vi.fn();
  const save = vi.fn(async () => {
    const next = saves.shift();
    if (!next || next instanceof Error) throw next ?? new Error('no save');
    return next;
  });
  const flow = createQuestionnaireFlow({
    load: async () => {
      if (load instanceof Error) throw load;
      return load;
    },
    save,
    navigate,
    back,
    emit: (name, detail) => events.push([name, detail]),
    checkTarget: (url) => (url?.startsWith('/') ? url : null),
    redirectUrl: null,
    bookingRequestError: { url: '/deny', message: null },
    report: vi.fn(),
    ...overrides,
  });
  return { flow, events, navigate, back, save };
}

const saved = (outcome = {}): SaveAnswersResult => ({ saved: true, outcome: { ...NO_OUTCOME, ...outcome } });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('questionnaire flow', () => {
  it('opens the unanswered questionnaires one at a time, then shows done', async () => {
    const { flow, events } = setup(loadOf([recordOf(EVERY_TYPE), recordOf(PAGED), recordOf({ ...PAGED, id: 'answered' })], ['answered']), [
      saved(),
      saved(),
    ]);
    await flow.start();
    expect(flow.queue.value.map((q) => q.record.questionnaireId)).toEqual(['every-type', 'paged']);
    expect(flow.current.value?.record.questionnaireId).toBe('every-type');
    await flow.submit(RESPONSE);
    expect(flow.current.value?.record.questionnaireId).toBe('paged');
    await flow.submit(RESPONSE);
    expect(flow.phase.value).toBe('finished');
    expect(flow.answered.value).toBe(2);
    expect(events.map(([name]) => name)).toEqual([
      'rad-questionnaire-completed',
      'rad-questionnaire-completed',
      'rad-questionnaire-all-done',
    ]);
  });

  it('nothing left: "already answered", or the stored redirect', async () => {
    const none = setup(loadOf([recordOf(PAGED)], ['paged']));
    await none.flow.start();
    expect(none.flow.phase.value).toBe('finished');
    expect(none.flow.answered.value).toBe(0);
    expect(none.events).toEqual([['rad-questionnaire-all-done', { answered: 0, alreadyAnswered: true }]]);

    const redirected = setup(loadOf([]), [], { redirectUrl: '/appointments/DEMO-APPT-1001' });
    await redirected.flow.start();
    expect(redirected.navigate).toHaveBeenCalledWith('/appointments/DEMO-APPT-1001');
  });

  it('a denial leaves for the deny page; nothing else opens', async () => {
    const { flow, navigate } = setup(loadOf([recordOf(EVERY_TYPE), recordOf(PAGED)]), [saved({ denied: true, message: 'Not safe' })]);
    await flow.start();
    await flow.submit(RESPONSE);
    expect(navigate).toHaveBeenCalledWith(`/deny?messageId=${denyMessageId('Not safe')}`);
    expect(flow.phase.value).toBe('leaving');
    expect(flow.current.value).toBeNull();
  });

  it('coming back after a denial leads to the deny page again, never "already answered"', async () => {
    const back = setup(loadOf([recordOf(PAGED)], ['paged'], { paged: 'Not safe with a pacemaker' }));
    await back.flow.start();
    expect(back.navigate).toHaveBeenCalledWith(`/deny?messageId=${denyMessageId('Not safe with a pacemaker')}`);
    expect(back.flow.phase.value).toBe('leaving');
    expect(back.events).toEqual([]);
    // Without the provider's text: the generic restrict message.
    const bare = setup(loadOf([recordOf(PAGED)], ['paged'], { paged: null }));
    await bare.flow.start();
    expect(bare.navigate).toHaveBeenCalledWith('/deny?message=message.deny_restrict');
    // A denial of another questionnaire does not stop this one (a cancellation stays possible).
    const other = setup(loadOf([recordOf(EVERY_TYPE)], ['paged'], { paged: 'Not safe' }));
    await other.flow.start();
    expect(other.flow.phase.value).toBe('answering');
  });

  it('the server refusing a new answer because of an earlier denial (409 denied) leads to the deny page', async () => {
    const refusal = new ApiError('http', 'error.request_failed', 409, { message: 'Not safe', code: 'denied' });
    const { flow, navigate } = setup(loadOf([recordOf(EVERY_TYPE)]), [refusal]);
    await flow.start();
    await flow.submit(RESPONSE);
    expect(navigate).toHaveBeenCalledWith(`/deny?messageId=${denyMessageId('Not safe')}`);
  });

  it('an exam change tells the host the new exam and the slot reload delay, without the answers', async () => {
    const { flow, events } = setup(loadOf([recordOf(EVERY_TYPE)]), [saved({ newExamSlug: 'mri-knee-open' })]);
    await flow.start();
    await flow.submit(RESPONSE);
    expect(events[1]).toEqual([
      'rad-questionnaire-exam-changed',
      { questionnaireId: 'every-type', newExamSlug: 'mri-knee-open', reloadAfterMs: SLOT_RELOAD_AFTER_EXAM_CHANGE_MS },
    ]);
    expect(JSON.stringify(events)).not.toContain('valueBoolean');
    expect(events[0]![1]).toMatchObject({
      questionnaireType: 'REQUIRED_ON_CONFIRMATION',
      outcome: { newExamSlug: 'mri-knee-open', denied: false },
    });
  });

  it('a failed save keeps the form with message.error_answering_questionnaire and can be retried', async () => {
    const { flow, save } = setup(loadOf([recordOf(EVERY_TYPE)]), [new ApiError('http', 'x', 500), saved()]);
    await flow.start();
    await expect(flow.submit(RESPONSE)).rejects.toBeInstanceOf(ApiError);
    expect(flow.problem.value).toBe('message.error_answering_questionnaire');
    expect(flow.current.value?.record.questionnaireId).toBe('every-type');
    await flow.submit(RESPONSE);
    expect(save).toHaveBeenCalledTimes(2);
    expect(flow.phase.value).toBe('finished');
  });

  it('a pain score failure dismisses the dialog and goes to the deny page with the server message or the key', async () => {
    const pain = recordOf(PAGED, { questionnaireType: 'PAIN_SCORE_INITIAL' });
    const withText = setup(loadOf([pain]), [new ApiError('http', 'x', 500, { message: 'Scanner offline' })]);
    await withText.flow.start();
    await withText.flow.submit(RESPONSE);
    expect(withText.navigate).toHaveBeenCalledWith('/deny?message=message.pain_score_problem&showClose=true');
    expect(withText.flow.current.value).toBeNull();

    const bare = setup(loadOf([pain]), [new ApiError('network', 'error.network')]);
    await bare.flow.start();
    await bare.flow.submit(RESPONSE);
    expect(bare.navigate).toHaveBeenCalledWith('/deny?message=message.pain_score_problem&showClose=true');
  });

  it('BOOKING_FORM waits before navigating to the stored redirect', async () => {
    const { flow, navigate } = setup(loadOf([recordOf(PAGED, { questionnaireType: 'BOOKING_FORM' })]), [saved()], {
      redirectUrl: '/booking/form',
    });
    await flow.start();
    await flow.submit(RESPONSE);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(BOOKING_FORM_NAVIGATION_DELAY_MS);
    expect(navigate).toHaveBeenCalledWith('/booking/form');
  });

  it('closing goes back; a load failure can be retried; an unreadable definition is skipped and reported', async () => {
    const broken = recordOf(PAGED, { questionnaireId: 'broken', questionnaireResult: '{"resourceType":"Patient"}' });
    const report = vi.fn();
    const { flow, back } = setup(loadOf([broken, recordOf(PAGED)]), [], { report });
    await flow.start();
    expect(report).toHaveBeenCalledWith(expect.stringContaining('broken'));
    expect(flow.queue.value).toHaveLength(1);
    flow.close();
    expect(back).toHaveBeenCalled();

    const failing = setup(new ApiError('network', 'error.network'));
    await failing.flow.start();
    expect(failing.flow.phase.value).toBe('load-error');
  });
});
