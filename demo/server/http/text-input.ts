/**
 * Text PostgreSQL cannot store, refused at the door with a 400 instead of failing deep inside a
 * query as a 500. PostgreSQL `text` and `jsonb` reject U+0000 ("invalid byte sequence for
 * encoding UTF8: 0x00"), and a lone UTF-16 surrogate would be stored as a replacement character
 * (garbage the patient never typed). Every path, query and JSON body passes these checks, so no
 * feature has to remember them.
 */
import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors';

/** A NUL in a URL: percent-encoded (`%00`) or raw. */
// eslint-disable-next-line no-control-regex -- a NUL is exactly what is looked for
const URL_NUL = /%00|\u0000/i;
/**
 * A NUL escape in JSON text, at any depth: `\u0000` in a string, and `\\u0000` in a JSON string
 * that the server parses again (a questionnaire answer is a QuestionnaireResponse as a string).
 */
const JSON_NUL = /\\+u0000/i;
/** A high surrogate not followed by a low one, or a low one without a high one before it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** 400 for a URL that carries a NUL anywhere (path or query). */
export function refuseNulInUrl(): MiddlewareHandler {
  return async (c, next) => {
    if (URL_NUL.test(c.req.url)) throw new ApiError(400, 'error.request_failed', 'invalid_request');
    await next();
  };
}

/** True when JSON text (before parsing) escapes a NUL at any depth. */
export function jsonHasNul(text: string): boolean {
  return JSON_NUL.test(text);
}

/** True when a parsed JSON value holds a string or key no database column should keep. */
export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (depth > 64) return true; // deeper than any body of this API: refused rather than walked
  if (typeof value === 'string') return value.includes('\u0000') || LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.some((item) => hasUnstorableText(item, depth + 1));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => hasUnstorableText(key, depth + 1) || hasUnstorableText(item, depth + 1));
  }
  return false;
}
