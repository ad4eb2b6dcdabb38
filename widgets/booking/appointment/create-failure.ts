/**
 * A create that threw, read for the patient: the 400 issues body as messages at the form's fields,
 * and whether the server refused it (a new attempt is then safe) or the outcome is unknown (the
 * retry must be the very same attempt). Its own part because the idempotent retry rule is the one
 * that keeps a patient from being booked twice, and it reads best apart from the create.
 */
import { ApiError } from '../../../src/api/errors';
import { fieldProblems } from '../../../src/api/field-problems';
import { FORM_FIELDS, type BookingFormErrors } from '../booking-form.schema';

/** Anything that is not an ApiError is a request that failed, its outcome unknown. */
export function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError('unknown', 'error.request_failed');
}

/**
 * A form the server refused (the agreed 400 issues body): each message of the form's own fields,
 * where the form moves the focus; null when there are none (the banner above the form says it).
 */
export function formErrors(error: ApiError, has: (key: string) => boolean): BookingFormErrors | null {
  const byField = Object.entries(fieldProblems(error, has, 'form.')).filter(([field]) =>
    (FORM_FIELDS as readonly string[]).includes(field),
  );
  return byField.length ? Object.fromEntries(byField) : null;
}

/**
 * Only when the server refused it (4xx) is the attempt over: after a network failure, a time-out or
 * a 5xx (a proxy's, after the server booked) the create may have gone through, and the retry must
 * send the very same body, and so the same idempotency key, to get that answer back instead of
 * booking twice (src/api/client.ts keeps the key for the same body).
 */
export function refused(error: ApiError): boolean {
  return error.kind === 'http' && error.status !== undefined && error.status < 500;
}
