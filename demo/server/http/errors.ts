import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { escapeHtml, renderPage } from './html';
import { jsonBody } from './json';

/**
 * An error meant for the client: its message is safe to show a patient, `code` is a stable token
 * a widget may switch on. Anything else thrown in a handler becomes a bare 500.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503,
    message: string,
    readonly code?: string,
    /** A 429's wait: sent as `Retry-After`. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

function isApi(c: Context): boolean {
  return new URL(c.req.url).pathname.startsWith('/api/');
}

function htmlError(c: Context, status: number, heading: string): Response {
  return c.html(
    renderPage({ title: heading, main: `<h1>${escapeHtml(heading)}</h1>\n<p><a href="/">Home</a></p>`, widgets: false }),
    status as 404,
  );
}

export const notFound: NotFoundHandler = (c) => {
  if (isApi(c)) return jsonBody(c, { message: 'Not found', code: 'not_found' }, 404);
  return htmlError(c, 404, 'Page not found');
};

/**
 * Never answers a stack trace or an internal message: those go to stderr with the request id, and
 * the client gets the id to quote.
 */
export function onError(report: (error: unknown, requestId: string | undefined) => void): ErrorHandler {
  return (error, c) => {
    const requestId = c.get('requestId') as string | undefined;
    let status = 500;
    let body: { message: string; code?: string; issues?: unknown } = { message: 'Internal server error', code: 'internal_error' };
    if (error instanceof ApiError) {
      status = error.status;
      body = error.code ? { message: error.message, code: error.code } : { message: error.message };
      // A body's field problems (http/validate.ts): each field with its translation key.
      if ('issues' in error && Array.isArray(error.issues)) body = { ...body, issues: error.issues };
      if (error.retryAfter !== undefined) c.header('Retry-After', String(error.retryAfter));
    } else if (error instanceof HTTPException && error.status < 500) {
      // Hono's own 4xx (a malformed JSON body, a body over the limit): its message is generic.
      status = error.status;
      body = { message: error.message || 'Bad request', code: 'bad_request' };
    }
    if (status >= 500) report(error, requestId);
    if (isApi(c)) return jsonBody(c, body, status);
    return htmlError(c, status, status >= 500 ? 'Something went wrong' : body.message);
  };
}

/** The default reporter: one JSON line on stderr, with the stack, for the operator only. */
export function reportToStderr(error: unknown, requestId: string | undefined): void {
  const err = error instanceof Error ? error : new Error(String(error));
  process.stderr.write(
    `${JSON.stringify({ time: new Date().toISOString(), level: 'error', requestId, error: err.message, stack: err.stack })}\n`,
  );
}
