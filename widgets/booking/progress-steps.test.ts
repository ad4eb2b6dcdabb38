import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressReporter } from '../../src/analytics';
import { PROGRESS_STEP_FORM, PROGRESS_STEP_TIMES } from './progress-steps';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

// The booking's steps through the shared reporter, as the widget uses it.
describe('booking progress steps', () => {
  it('passes a step on after 2 seconds, only when it differs from the step last reported', () => {
    const send = vi.fn();
    const progress = createProgressReporter({ report: send });
    progress.set(PROGRESS_STEP_TIMES);
    vi.advanceTimersByTime(1999);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledWith(2);
    progress.set(PROGRESS_STEP_TIMES);
    vi.advanceTimersByTime(2000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a step left again within 2 seconds is not sent; the one the patient stays on is', () => {
    const send = vi.fn();
    const progress = createProgressReporter({ report: send });
    progress.set(PROGRESS_STEP_TIMES);
    vi.advanceTimersByTime(2000);
    progress.set(PROGRESS_STEP_FORM);
    vi.advanceTimersByTime(1000);
    progress.set(PROGRESS_STEP_TIMES);
    vi.advanceTimersByTime(2000);
    expect(send.mock.calls).toEqual([[2]]);
    progress.set(PROGRESS_STEP_FORM);
    vi.advanceTimersByTime(2000);
    expect(send.mock.calls).toEqual([[2], [3]]);
    progress.dispose();
  });
});
