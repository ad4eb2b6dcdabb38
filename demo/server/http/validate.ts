/**
 * `validate(schema, message)`: the one way a route reads a JSON body. JSON only (a cross-site
 * form's text/plain never reaches a handler), parsed after the body limits counted it, checked with
 * the shared valibot schema; the handler reads the typed result with `c.req.valid('json')`.
 *
 * A body that does not fit answers the agreed 400 (issue 22 item 10): `{ message, code:
 * "invalid_request", issues: [{ path, message }] }`, where `path` is the field (valibot's issue
 * path, dot-joined: `form.dateOfBirth`) and each `message` a translation key the widgets show next
 * to the field. A schema's own messages are keys where they should reach a person; any other text
 * (valibot's English defaults) is replaced by the route's `message`, so no server prose is shown.
 */
import type { MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../app-env';
import { ApiError } from './errors';
import { hasUnstorableText, jsonHasNul } from './text-input';

/** A translation key: dotted lower-case words (`message.date_of_birth_invalid`, `sharing.email_invalid`). */
const TRANSLATION_KEY = /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/;

export interface FieldIssue {
  path: string;
  message: string;
}

/** The 400 of a body that does not fit: the first issue's key, and every issue by field. */
export class InvalidBodyError extends ApiError {
  constructor(
    message: string,
    readonly issues: readonly FieldIssue[],
  ) {
    super(400, message, 'invalid_request');
  }
}

/** Valibot's issues as field issues with translation keys (`fallback` where the schema gave none). */
export function fieldIssues(issues: readonly v.BaseIssue<unknown>[], fallback: string): FieldIssue[] {
  return issues.map((issue) => ({
    path: (issue.path ?? []).map((item) => String(item.key)).join('.'),
    message: TRANSLATION_KEY.test(issue.message) ? issue.message : fallback,
  }));
}

/** Where a route's schemas are kept on its middleware, for the OpenAPI document (http/openapi.ts). */
export const BODY_SCHEMA = Symbol.for('rad.bodySchema');
export const QUERY_SCHEMA = Symbol.for('rad.querySchema');

export function validate<T extends v.GenericSchema>(
  schema: T,
  invalidMessage: string,
): MiddlewareHandler<AppEnv, string, { in: { json: v.InferInput<T> }; out: { json: v.InferOutput<T> } }> {
  const middleware: MiddlewareHandler<AppEnv, string, { in: { json: v.InferInput<T> }; out: { json: v.InferOutput<T> } }> = async (
    c,
    next,
  ) => {
    if (!/^application\/json\b/i.test(c.req.header('Content-Type') ?? '')) throw new ApiError(415, 'Send JSON', 'unsupported_media_type');
    const text = await c.req.text();
    // Text no column can hold (NUL, a lone surrogate) is refused here, not as a 500 from the database.
    if (jsonHasNul(text)) throw new InvalidBodyError(invalidMessage, []);
    const raw = parseJson(text);
    if (hasUnstorableText(raw)) throw new InvalidBodyError(invalidMessage, []);
    const parsed = v.safeParse(schema, raw);
    if (!parsed.success) {
      const issues = fieldIssues(parsed.issues, invalidMessage);
      throw new InvalidBodyError(issues[0]?.message ?? invalidMessage, issues);
    }
    c.req.addValidatedData('json', parsed.output as object);
    await next();
  };
  return Object.assign(middleware, { [BODY_SCHEMA]: schema });
}

/**
 * `validateQuery(schema)`: a query string that does not fit is 400 `invalid_query` naming the field
 * (`lat: lat must be between -90 and 90`); the handler reads it through the same schema. The
 * schema is kept for the OpenAPI document.
 */
export function validateQuery<T extends v.GenericSchema>(schema: T): MiddlewareHandler<AppEnv> {
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const parsed = v.safeParse(schema, c.req.query());
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const field = issue?.path?.map((item) => String(item.key)).join('.') ?? 'query';
      throw new ApiError(400, `${field}: ${issue?.message ?? 'invalid'}`, 'invalid_query');
    }
    await next();
  };
  return Object.assign(middleware, { [QUERY_SCHEMA]: schema });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
