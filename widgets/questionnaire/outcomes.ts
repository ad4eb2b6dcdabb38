/**
 * What an answer's processed outcome and a failed save mean for the flow
 * (docs/rules.md#questionnaires-and-outcomes, widgets/questionnaire/README.md#errors), as pure
 * tables so every branch is unit-tested.
 */
import * as v from 'valibot';
import { MESSAGE_KEY } from '../../src/api/errors';
import { denyMessageId } from '../../src/api/schemas/deny-message.schema';
import { BookingRequestResultSchema, type Outcome, type QuestionnaireType } from '../../src/api/schemas/questionnaire.schema';
import { redirectTarget } from '../../src/router/allowed-targets';
import type { QuestionnaireOutcomeSummary } from './questionnaire.events';

/** A path on this site, or a URL of an allowed origin; anything else is dropped (no open redirect). */
export function safeTarget(url: string | null | undefined, pageOrigin: string, allowedOrigins: readonly string[]): string | null {
  // Resolved as the browser will resolve it: `/\t/evil.example` passed a string test and left the site.
  return redirectTarget(url, pageOrigin, allowedOrigins);
}

export function denyPath(query: Record<string, string>): string {
  return `/deny?${new URLSearchParams(query).toString()}`;
}

export function summarize(outcome: Outcome, redirect: boolean): QuestionnaireOutcomeSummary {
  let bookingRequest: QuestionnaireOutcomeSummary['bookingRequest'] = null;
  // evaluateResult false is an answer saved temporarily (a booking not made yet): no request exists
  // yet (deleteKey ''), but the outcome still holds, and the booking must go as a booking request.
  if (outcome.bookingRequest) {
    try {
      bookingRequest = v.parse(BookingRequestResultSchema, JSON.parse(outcome.bookingRequest.result));
    } catch {
      bookingRequest = null; // a malformed result is not a created request
    }
  }
  return {
    denied: outcome.denied,
    newExamSlug: outcome.newExamSlug,
    restrictMinDate: outcome.restrictMinDate,
    restrictQuestionnaireId: outcome.restrictQuestionnaireId,
    medicareNumberRequired: outcome.medicareNumberRequired,
    validationCodeRequired: outcome.validationCodeRequired,
    documentTypeId: outcome.documentTypeId,
    insuranceTypeId: outcome.insuranceTypeId,
    walkIn: outcome.walkInExamName
      ? {
          examName: outcome.walkInExamName,
          prepTime: outcome.prepTime,
          minutesPrior: outcome.minutesPrior,
          group: outcome.walkInEnabledGroup,
        }
      : null,
    bookingRequest,
    redirect,
  };
}

export type AfterSave =
  /** DENY_BOOKING: the deny page with the provider's message (or the generic restrict text). */
  | { kind: 'deny'; path: string }
  /** An outcome URL: leave for it now. */
  | { kind: 'redirect'; url: string }
  | { kind: 'next' };

/**
 * The deny page of a DENY_BOOKING outcome: the provider's reason, by the id the server knows it by
 * (a deny link never carries a text), or the generic restrict text.
 */
export function deniedPath(message: string | null): string {
  return denyPath(message?.trim() ? { messageId: denyMessageId(message) } : { message: 'message.deny_restrict' });
}

/** The portal's deny page, at the site root or in the frame tree. */
const DENY_PAGE = /^(\/iframe)?\/deny\/?$/;

export function afterSave(outcome: Outcome, target: string | null): AfterSave {
  if (outcome.denied) return { kind: 'deny', path: deniedPath(outcome.message) };
  if (target) return { kind: 'redirect', url: target };
  return { kind: 'next' };
}

export interface BookingRequestErrorTarget {
  url: string;
  message: string | null;
}

/**
 * Where a failed CREATE_BOOKING_REQUEST save goes (a configured URL with a custom message,
 * widgets/questionnaire/README.md#errors): the element's attributes, else the provider's
 * bookingRequest configuration, else the deny page; a URL that fails `check` (another site) is never used.
 */
export function bookingRequestErrorOf(
  attributes: { bookingRequestErrorUrl?: string | undefined; bookingRequestErrorMessage?: string | undefined },
  configured: { creationErrorUrl?: string; creationErrorMessage?: string } | undefined,
  check: (url: string | null | undefined) => string | null,
): BookingRequestErrorTarget {
  return {
    url: check(attributes.bookingRequestErrorUrl) ?? check(configured?.creationErrorUrl) ?? '/deny',
    message: attributes.bookingRequestErrorMessage || configured?.creationErrorMessage || null,
  };
}

export type SaveFailure =
  /** Stay in the dialog with the answers and show this (a key, or the server's own text). */
  | { kind: 'problem'; message: string }
  /** Dismiss the dialogs and leave for this path. */
  | { kind: 'leave'; path: string };

/**
 * A pain score failure (widgets/questionnaire/README.md#errors) dismisses the dialogs and shows
 * the deny page with the server's message or `message.pain_score_problem`, with a close option; a
 * protocol failure shows `message.booking_request_waiting_protocol_error`; a booking request creation failure goes to the
 * configured URL with its custom message; every other failure keeps the form with
 * `message.error_answering_questionnaire`.
 */
export function saveFailure(
  type: QuestionnaireType,
  serverMessage: string | undefined,
  bookingRequestError: BookingRequestErrorTarget,
): SaveFailure {
  switch (type) {
    case 'PAIN_SCORE_INITIAL':
    case 'PAIN_SCORE_FINAL':
      // Only a key goes into the deny link; the page shows nothing else from it.
      return {
        kind: 'leave',
        path: denyPath({
          message: serverMessage && MESSAGE_KEY.test(serverMessage) ? serverMessage : 'message.pain_score_problem',
          showClose: 'true',
        }),
      };
    case 'PROTOCOL':
      return { kind: 'leave', path: denyPath({ message: 'message.booking_request_waiting_protocol_error' }) };
    case 'CREATE_BOOKING_REQUEST':
    case 'CREATE_BOOKING_REQUEST_REFERRER': {
      const { url, message } = bookingRequestError;
      if (!message) return { kind: 'leave', path: url };
      const separator = url.includes('?') ? '&' : '?';
      // The deny page takes the provider's text by its id only; another page of the provider's gets it as it is.
      const onDenyPage = DENY_PAGE.test(new URL(url, 'https://portal.invalid').pathname);
      const query: Record<string, string> = onDenyPage ? { messageId: denyMessageId(message) } : { customMessage: message };
      return { kind: 'leave', path: `${url}${separator}${new URLSearchParams(query).toString()}` };
    }
    default:
      return { kind: 'problem', message: 'message.error_answering_questionnaire' };
  }
}
