/**
 * Every request body is counted before anything parses it: a 700 MB JSON post must cost the
 * server 64 KB, not 700 MB. A declared Content-Length over the limit is refused at once; a
 * chunked body is counted as it streams and refused the moment it passes the limit.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './errors';

/** JSON calls: the largest (a questionnaire answer) is a few kilobytes. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;
/** Multipart uploads (referrals, attachments): a phone photo or a scanned PDF. */
export const UPLOAD_BODY_LIMIT_BYTES = 20 * 1024 * 1024;
/** A browser error report (Sentry envelope with breadcrumbs). */
export const ERROR_REPORT_BODY_LIMIT_BYTES = 1024 * 1024;

/** Paths whose bodies are uploads or error reports; everything else gets the JSON limit. */
const LARGER_LIMITS: ReadonlyArray<readonly [RegExp, number]> = [
  [/^\/api\/secured\/(appointments|booking_requests)\/[^/]+\/attachments(\/[^/]+)?$/, UPLOAD_BODY_LIMIT_BYTES],
  [/^\/api\/temp_documents(\/|$)/, UPLOAD_BODY_LIMIT_BYTES],
  [/^\/api\/[A-Za-z0-9_-]{1,64}\/envelope\/?$/, ERROR_REPORT_BODY_LIMIT_BYTES],
];

export function limitFor(pathname: string): number {
  return LARGER_LIMITS.find(([pattern]) => pattern.test(pathname))?.[1] ?? JSON_BODY_LIMIT_BYTES;
}

function tooLarge(limit: number): never {
  throw new ApiError(413, `The request body is larger than ${Math.round(limit / 1024)} KB`, 'payload_too_large');
}

/** Applies the limit of each path; mount it before any route. */
export function bodyLimits(): MiddlewareHandler {
  const limiters = new Map<number, MiddlewareHandler>();
  const limiterFor = (limit: number) => {
    let limiter = limiters.get(limit);
    if (!limiter) {
      limiter = bodyLimit({ maxSize: limit, onError: () => tooLarge(limit) });
      limiters.set(limit, limiter);
    }
    return limiter;
  };
  return (c, next) => limiterFor(limitFor(new URL(c.req.url).pathname))(c, next);
}
