/**
 * One error type for every failed call, carrying the translation key a widget shows.
 * Widgets never look at HTTP details, and never show a server's own words: they show
 * `problemKey(error, …)` (a key the server sent that the dictionary has, else the message for
 * what happened) and, for a refused form, `fieldProblems(error, …)` next to each field
 * (src/api/field-problems.ts: only widgets with forms carry it).
 */
import { isHTTPError, isTimeoutError } from 'ky';
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

/** A translation key's shape: dotted lower-case words, as message.otp_used or check_in.reason_too_early. */
export const MESSAGE_KEY = /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/;

/** A key the server sent that this page can translate; anything else (its own words) is null. */
export function knownKey(message: string | undefined, has: (key: string) => boolean): string | null {
  const key = message?.trim();
  return key && MESSAGE_KEY.test(key) && has(key) ? key : null;
}

/**
 * Whether the server may have done what was asked although the call failed: no answer arrived
 * (offline, a time-out, an abort), or a 5xx or 408 (a proxy's, after the server's work), or an
 * answer that could not be read. A refusal (another 4xx) is known: nothing was done.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.status === undefined) return true;
  return error.status >= 500 || error.status === 408;
}

/**
 * What a failed call shows: the server's message when it is a translation key the dictionary has
 * (its 429s name message.too_many_requests); else what happened (offline, the status's own message
 * for 5xx, an unreadable answer); else `fallback`, the widget's message for a refusal it cannot name.
 */
export function problemKey(error: unknown, has: (key: string) => boolean, fallback = 'error.request_failed'): string {
  if (!(error instanceof ApiError)) return fallback;
  const named = knownKey(error.serverMessage, has);
  if (named) return named;
  if (outcomeUnknown(error)) return error.messageKey;
  return fallback;
}

/** 500–504 have their own texts, 505 and above share one (`error.server_error_message.*`). */
export function messageKeyForStatus(status: number): string {
  if (status >= 500 && status <= 504) return `error.server_error_message.${status}`;
  if (status >= 505) return 'error.server_error_message.general_error';
  if (status === 404) return 'error.not_found';
  return 'error.request_failed';
}

/**
 * Error bodies can arrive as a Blob (a download that failed) or as JSON text under a non-JSON
 * content type. Parse them into a normal body; when that fails keep the original.
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

/** An error answer's body as text (JSON is parsed by parseErrorBody); undefined when it cannot be read. */
async function readBody(response: Response): Promise<string | undefined> {
  try {
    return await response.clone().text();
  } catch {
    return undefined;
  }
}

/** Turns anything a call can throw into an ApiError. */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) {
    const status = error.response.status;
    return new ApiError('http', messageKeyForStatus(status), status, await parseErrorBody(await readBody(error.response)));
  }
  if (error instanceof ValiError) {
    return new ApiError('malformed', 'error.malformed_response');
  }
  if (error instanceof SyntaxError) return new ApiError('malformed', 'error.malformed_response');
  if (error instanceof DOMException && error.name === 'AbortError') {
    return new ApiError('aborted', 'error.request_failed');
  }
  // fetch rejects a network failure (offline, DNS, CORS refusal) with a TypeError.
  if (isTimeoutError(error) || error instanceof TypeError) {
    return new ApiError('network', 'error.network');
  }
  return new ApiError('unknown', 'error.request_failed');
}
