/**
 * One error type for every failed call, carrying the translation key a widget shows.
 * Widgets never look at HTTP details: they render `t(error.messageKey)` or the server's message.
 */
import { isHTTPError, isNetworkError, isTimeoutError, SchemaValidationError } from 'ky';
import { ValiError } from 'valibot';

export type ApiErrorKind = 'http' | 'network' | 'malformed' | 'aborted' | 'unknown';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    /** Translation key that describes the failure to a patient. */
    readonly messageKey: string,
    readonly status?: number,
    /** The parsed error body (or the original body when it could not be parsed). */
    readonly body?: unknown,
    /** For developers: what exactly was wrong (a malformed answer's first issue). Never shown to a patient. */
    readonly detail?: string,
  ) {
    super(detail ? `${messageKey}: ${detail}` : messageKey);
  }

  /** The server's own explanation, when it sent one (`{ message }`). */
  get serverMessage(): string | undefined {
    const body = this.body;
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message || undefined;
    }
    return undefined;
  }
}

/** Spec 000 §8 and 001 §8: 500–504 have their own texts, 505 and above share one. */
export function messageKeyForStatus(status: number): string {
  if (status >= 500 && status <= 504) return `error.server_error_message.${status}`;
  if (status >= 505) return 'error.server_error_message.general_error';
  if (status === 404) return 'error.not_found';
  return 'error.request_failed';
}

/**
 * Error bodies can arrive as a Blob (a download that failed) or as JSON text under a non-JSON
 * content type. Parse them into a normal body; when that fails keep the original (spec 000 §8).
 */
export async function parseErrorBody(body: unknown): Promise<unknown> {
  let text: string | undefined;
  if (typeof Blob !== 'undefined' && body instanceof Blob) {
    try {
      text = await body.text();
    } catch {
      return body;
    }
  } else if (typeof body === 'string') {
    text = body;
  } else {
    return body;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return body;
  }
}

/** Turns anything a call can throw into an ApiError. */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) {
    const status = error.response.status;
    return new ApiError('http', messageKeyForStatus(status), status, await parseErrorBody(error.data));
  }
  if (error instanceof SchemaValidationError || error instanceof ValiError) {
    return new ApiError('malformed', 'error.malformed_response');
  }
  if (error instanceof SyntaxError) return new ApiError('malformed', 'error.malformed_response');
  if (error instanceof DOMException && error.name === 'AbortError') {
    return new ApiError('aborted', 'error.request_failed');
  }
  if (isNetworkError(error) || isTimeoutError(error) || error instanceof TypeError) {
    return new ApiError('network', 'error.network');
  }
  return new ApiError('unknown', 'error.request_failed');
}
