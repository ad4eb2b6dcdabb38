import { describe, expect, it } from 'vitest';
import type { QuestionnaireType } from '../../src/api/schemas/questionnaire.schema';
import { denyMessageId } from '../../src/api/schemas/deny-message.schema';
import { NO_OUTCOME } from './fixtures';
import { afterSave, bookingRequestErrorOf, safeTarget, saveFailure, summarize } from './outcomes';

const BR_ERROR = { url: '/booking-request-problem', message: 'We could not send your request. Please call us.' };

describe('saveFailure', () => {
  it.each<[QuestionnaireType, string | undefined, ReturnType<typeof saveFailure>]>([
    ['REQUIRED_ON_CONFIRMATION', 'anything', { kind: 'problem', message: 'message.error_answering_questionnaire' }],
    ['CANCEL_APPOINTMENT_PATIENT', undefined, { kind: 'problem', message: 'message.error_answering_questionnaire' }],
    ['FEEDBACK', undefined, { kind: 'problem', message: 'message.error_answering_questionnaire' }],
    ['PAIN_SCORE_INITIAL', undefined, { kind: 'leave', path: '/deny?message=message.pain_score_problem&showClose=true' }],
    ['PAIN_SCORE_FINAL', 'The scanner room is busy', { kind: 'leave', path: '/deny?message=message.pain_score_problem&showClose=true' }],
    ['PAIN_SCORE_FINAL', 'message.pain_score_closed', { kind: 'leave', path: '/deny?message=message.pain_score_closed&showClose=true' }],
    ['PROTOCOL', 'ignored', { kind: 'leave', path: '/deny?message=message.booking_request_waiting_protocol_error' }],
    [
      'CREATE_BOOKING_REQUEST',
      undefined,
      { kind: 'leave', path: '/booking-request-problem?customMessage=We+could+not+send+your+request.+Please+call+us.' },
    ],
    [
      'CREATE_BOOKING_REQUEST_REFERRER',
      undefined,
      { kind: 'leave', path: '/booking-request-problem?customMessage=We+could+not+send+your+request.+Please+call+us.' },
    ],
  ])('%s (server says %s)', (type, message, expected) => {
    expect(saveFailure(type, message, BR_ERROR)).toEqual(expected);
  });
  it('to the deny page the booking request message goes by its id, never as text', () => {
    const message = 'We could not send your request. Please call us.';
    expect(saveFailure('CREATE_BOOKING_REQUEST', undefined, { url: '/deny', message })).toEqual({
      kind: 'leave',
      path: `/deny?messageId=${denyMessageId(message)}`,
    });
    expect(saveFailure('CREATE_BOOKING_REQUEST', undefined, { url: '/iframe/deny?showClose=true', message })).toEqual({
      kind: 'leave',
      path: `/iframe/deny?showClose=true&messageId=${denyMessageId(message)}`,
    });
  });
  it('the booking request URL without a message is used as it is', () => {
    expect(saveFailure('CREATE_BOOKING_REQUEST', undefined, { url: '/deny?status=X', message: null })).toEqual({
      kind: 'leave',
      path: '/deny?status=X',
    });
  });
});

describe('bookingRequestErrorOf: "a configured URL with a custom message"', () => {
  const check = (url: string | null | undefined) => (url && url.startsWith('/') ? url : null);
  const configured = { creationErrorUrl: '/contact', creationErrorMessage: 'Please call us on 1300 555 010.' };
  it('the element’s attributes first, then the provider’s configuration, then the deny page', () => {
    expect(bookingRequestErrorOf({ bookingRequestErrorUrl: '/help', bookingRequestErrorMessage: 'Call us' }, configured, check)).toEqual({
      url: '/help',
      message: 'Call us',
    });
    expect(bookingRequestErrorOf({}, configured, check)).toEqual({ url: '/contact', message: 'Please call us on 1300 555 010.' });
    expect(bookingRequestErrorOf({}, { creationErrorUrl: '', creationErrorMessage: '' }, check)).toEqual({ url: '/deny', message: null });
  });
  it('a URL the check refuses (another site) is never used', () => {
    expect(bookingRequestErrorOf({ bookingRequestErrorUrl: 'https://evil.example/' }, undefined, check).url).toBe('/deny');
    expect(bookingRequestErrorOf({}, { creationErrorUrl: 'https://evil.example/' }, check).url).toBe('/deny');
  });
});

describe('afterSave', () => {
  it('a denial goes to the deny page with the provider’s text, or the restrict key', () => {
    expect(afterSave({ ...NO_OUTCOME, denied: true, message: 'No MRI with a pacemaker.' }, null)).toEqual({
      kind: 'deny',
      path: `/deny?messageId=${denyMessageId('No MRI with a pacemaker.')}`,
    });
    expect(afterSave({ ...NO_OUTCOME, denied: true }, '/x')).toEqual({ kind: 'deny', path: '/deny?message=message.deny_restrict' });
  });
  it('a checked outcome URL leaves; otherwise the next questionnaire', () => {
    expect(afterSave(NO_OUTCOME, '/booking/mri')).toEqual({ kind: 'redirect', url: '/booking/mri' });
    expect(afterSave({ ...NO_OUTCOME, newExamSlug: 'mri-knee-open' }, null)).toEqual({ kind: 'next' });
  });
});

describe('safeTarget', () => {
  it.each([
    ['/appointments/X', '/appointments/X'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://portal.example/a', '/a'],
    ['/\t/evil.example', null],
    ['/\n/evil.example', null],
    ['https://cms.example/b', 'https://cms.example/b'],
    ['https://evil.example/', null],
    ['javascript:alert(1)', null],
    ['', null],
  ])('%s → %s', (url, expected) => {
    expect(safeTarget(url, 'https://portal.example', ['https://cms.example'])).toBe(expected);
  });
});

describe('summarize (the event detail: outcome, never answers)', () => {
  it('reads walk-in details and a created booking request', () => {
    const summary = summarize(
      {
        ...NO_OUTCOME,
        walkInExamName: 'Chest X-ray',
        prepTime: 'None',
        minutesPrior: 10,
        restrictMinDate: '2026-12-01',
        medicareNumberRequired: true,
        bookingRequest: { result: JSON.stringify({ deleteKey: 'BR-1', confirmationMessage: 'Sent', apiKey: null }), evaluateResult: true },
      },
      false,
    );
    expect(summary).toMatchObject({
      walkIn: { examName: 'Chest X-ray', prepTime: 'None', minutesPrior: 10, group: null },
      bookingRequest: { deleteKey: 'BR-1', confirmationMessage: 'Sent', apiKey: null },
      restrictMinDate: '2026-12-01',
      medicareNumberRequired: true,
      redirect: false,
    });
  });
  it('a malformed result is no booking request; one saved temporarily (evaluateResult false) still makes the booking a request', () => {
    expect(summarize({ ...NO_OUTCOME, bookingRequest: { result: '{}', evaluateResult: false } }, false).bookingRequest).toBeNull();
    // An answer saved temporarily (the booking form, no booking yet): nothing created, the outcome still holds.
    const temporary = {
      result: JSON.stringify({ deleteKey: '', confirmationMessage: 'We will call you.', apiKey: null }),
      evaluateResult: false,
    };
    expect(summarize({ ...NO_OUTCOME, bookingRequest: temporary }, false).bookingRequest).toEqual({
      deleteKey: '',
      confirmationMessage: 'We will call you.',
      apiKey: null,
    });
    expect(summarize({ ...NO_OUTCOME, bookingRequest: { result: 'nope', evaluateResult: true } }, false).bookingRequest).toBeNull();
  });
});
