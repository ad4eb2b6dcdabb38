import { describe, expect, it } from 'vitest';
import { answerProblemOf, feedbackLinkOf, feedbackPaths, returnPathOf, stateOfFailure } from './feedback-state';

const IMSEC = 'demo-imsec-active-mr-knee-1001';
const ORIGIN = 'https://portal.example';

describe('feedbackLinkOf', () => {
  it('names the link by imsec, else by accession (the PACS appointment id)', () => {
    expect(feedbackLinkOf(IMSEC, undefined)).toEqual({ imsec: IMSEC });
    expect(feedbackLinkOf(undefined, 'HRAD-MR-1001')).toEqual({ pacsAppointmentId: 'HRAD-MR-1001' });
    expect(feedbackLinkOf(IMSEC, 'HRAD-MR-1001')).toEqual({ imsec: IMSEC });
  });

  it('has no link without one or with a malformed one (the page says so without asking the server)', () => {
    expect(feedbackLinkOf(undefined, undefined)).toBeNull();
    expect(feedbackLinkOf('  ', '')).toBeNull();
    expect(feedbackLinkOf('short', undefined)).toBeNull();
    expect(feedbackLinkOf('<script>alert(1)</script>-xxxxxxxx', undefined)).toBeNull();
    expect(feedbackLinkOf(undefined, 'a b')).toBeNull();
  });
});

describe('stateOfFailure and answerProblemOf', () => {
  it('409 already_provided is its own state; anything else is the page error', () => {
    expect(stateOfFailure({ status: 409, body: { code: 'already_provided' } })).toEqual({ kind: 'already-provided' });
    expect(stateOfFailure({ status: 409, body: { code: 'idempotency_request_in_progress' } })).toEqual({ kind: 'error' });
    expect(stateOfFailure({ status: 404, body: { code: 'not_enabled' } })).toEqual({ kind: 'error' });
    expect(stateOfFailure({})).toEqual({ kind: 'error' });
  });

  it("a refused answer keeps the form open with the runner's message; other failures do not name an answer", () => {
    expect(answerProblemOf({ status: 400, body: { code: 'invalid_answer', message: 'questionnaire.error_required', linkId: 'q' } })).toBe(
      'questionnaire.error_required',
    );
    expect(answerProblemOf({ status: 400, body: { code: 'invalid_request', message: 'message.referrer_feedback_error' } })).toBeUndefined();
    // Only the runner's own keys are shown: a server text is never used as a translation key.
    expect(answerProblemOf({ status: 400, body: { code: 'invalid_answer', message: 'error.anything' } })).toBeUndefined();
    expect(answerProblemOf({ status: 500, body: null })).toBeUndefined();
  });
});

describe('returnPathOf', () => {
  it('returns to the images of the same link by default, else home', () => {
    expect(returnPathOf(undefined, { imsec: IMSEC }, ORIGIN)).toBe(`/referrer/quick-report?imsec=${IMSEC}`);
    expect(returnPathOf(undefined, { pacsAppointmentId: 'HRAD-MR-1001' }, ORIGIN)).toBe('/');
    expect(returnPathOf(undefined, null, ORIGIN)).toBe('/');
  });

  it('takes a same-origin path, never another origin', () => {
    expect(returnPathOf('/thanks?x=1#top', null, ORIGIN)).toBe('/thanks?x=1#top');
    expect(returnPathOf('https://evil.example/phish', { imsec: IMSEC }, ORIGIN)).toBe(`/referrer/quick-report?imsec=${IMSEC}`);
    expect(returnPathOf('//evil.example/phish', null, ORIGIN)).toBe('/');
    expect(returnPathOf(`${ORIGIN}/thanks`, null, ORIGIN)).toBe('/');
    expect(returnPathOf('javascript:alert(1)', null, ORIGIN)).toBe('/');
    expect(returnPathOf('/.//evil.example', null, ORIGIN)).toBe('/');
    expect(returnPathOf('/a/..//evil.example', null, ORIGIN)).toBe('/');
    expect(returnPathOf('/\t/evil.example', null, ORIGIN)).toBe('/');
  });
});

describe('feedbackPaths', () => {
  it('carries the link to the FAQ and back', () => {
    expect(feedbackPaths({ imsec: IMSEC })).toEqual({
      form: `/referrer/report-feedback?imsec=${IMSEC}`,
      faq: `/referrer/report-feedback/faq?imsec=${IMSEC}`,
    });
    expect(feedbackPaths({ pacsAppointmentId: 'HRAD-MR-1001' }).faq).toBe('/referrer/report-feedback/faq?accession=HRAD-MR-1001');
    expect(feedbackPaths(null)).toEqual({ form: '/referrer/report-feedback', faq: '/referrer/report-feedback/faq' });
  });
});
