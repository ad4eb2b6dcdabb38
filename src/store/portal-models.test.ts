import { describe, expect, it } from 'vitest';
import { createBookingRequestModel } from './booking-request.model';

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
