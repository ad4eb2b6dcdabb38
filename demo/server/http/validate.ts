/**
 * `validate(schema, message)`: the one way a route reads a JSON body. JSON only (a cross-site
 * form's text/plain never reaches a handler), parsed after the body limits counted it, checked with
 * the shared valibot schema; the handler reads the typed result with `c.req.valid('json')`.
 */
import type { MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../app-env';
import { ApiError } from './errors';
import { hasUnstorableText, jsonHasNul } from './text-input';

export function validate<T extends v.GenericSchema>(
  schema: T,
  invalidMessage: string,
): MiddlewareHandler<AppEnv, string, { in: { json: v.InferInput<T> }; out: { json: v.InferOutput<T> } }> {
  return async (c, next) => {
    if (!/^application\/json\b/i.test(c.req.header('Content-Type') ?? '')) throw new ApiError(415, 'Send JSON', 'unsupported_media_type');
    // Malformed JSON answers like a body that does not fit the schema: the caller's message says which field is wrong.
    const text = await c.req.text();
    // Text no column can hold (NUL, a lone surrogate) is refused here, not as a 500 from the database.
    if (jsonHasNul(text)) throw new ApiError(400, invalidMessage, 'invalid_request');
    const raw = parseJson(text);
    if (hasUnstorableText(raw)) throw new ApiError(400, invalidMessage, 'invalid_request');
    const parsed = v.safeParse(schema, raw);
    if (!parsed.success) throw new ApiError(400, invalidMessage, 'invalid_request');
    c.req.addValidatedData('json', parsed.output as object);
    await next();
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
