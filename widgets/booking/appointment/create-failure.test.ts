/**
 * How a failed create is read: a new attempt (a new booking key, so a new idempotency key) only
 * after the server refused it; after anything whose outcome is unknown the retry must be the same
 * attempt, or a patient whose booking went through could be booked twice.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from '../../../src/api/errors';
import enAU from '../../../src/i18n/messages/en-AU.json';
import { asApiError, formErrors, refused } from './create-failure';

const has = (key: string) => key in enAU;
const OTHER_KINDS: ApiErrorKind[] = ['network', 'malformed', 'aborted', 'unknown'];

describe('create failure', () => {
  it('only a 4xx the server answered ends the attempt', () => {
    fc.assert(fc.property(fc.integer({ min: 400, max: 499 }), (status) => refused(new ApiError('http', 'x', status))));
    fc.assert(fc.property(fc.integer({ min: 500, max: 599 }), (status) => !refused(new ApiError('http', 'x', status))));
    fc.assert(
      fc.property(
        fc.constantFrom(...OTHER_KINDS),
        fc.option(fc.integer({ min: 100, max: 599 }), { nil: undefined }),
        (kind, status) => !refused(new ApiError(kind, 'x', status)),
      ),
    );
    expect(refused(new ApiError('http', 'x'))).toBe(false);
    expect(refused(asApiError(new TypeError('Failed to fetch')))).toBe(false);
  });

  it('a refused form keeps the first known message of each form field, and nothing else', () => {
    const error = new ApiError('http', 'x', 400, {
      message: 'message.date_of_birth_future',
      code: 'invalid_request',
      issues: [
        { path: 'form.email', message: 'booking_form.email_invalid' },
        { path: 'form.email', message: 'message.date_of_birth_future' },
        { path: 'form.notAField', message: 'message.date_of_birth_future' },
        { path: 'items.0.start', message: 'message.date_of_birth_future' },
        { path: 'form.lastName', message: 'Some words of the server' },
      ],
    });
    expect(formErrors(error, has)).toEqual({ email: 'booking_form.email_invalid' });
    expect(
      formErrors(new ApiError('http', 'x', 400, { issues: [{ path: 'items.0', message: 'message.date_of_birth_future' }] }), has),
    ).toBeNull();
    expect(formErrors(new ApiError('http', 'x', 409), has)).toBeNull();
  });
});
