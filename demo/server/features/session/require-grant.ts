/**
 * `requireGrant(db, type, subjectOf)`: every secured route's one gate. The session must hold a
 * full grant (date of birth, and the code where one was asked) of this link type for the subject
 * the route names; otherwise 401, which makes the widgets log out. The grant is left in
 * `c.var.grant` for the handler.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AuthType } from '../../../../src/api/schemas/auth.schema';
import type { Db } from '../../db/db';
import { ApiError } from '../../http/errors';
import { findGrant, findSession, type Grant } from './service';

export type GrantVariables = { grant: Grant };

/** The route's subject (`booking-request:{key}`, …), or null when the path names nothing that exists. */
export type SubjectOf = (c: Context) => Promise<string | null>;

/** `types`: one link type, or several any of which opens the route (sharing: the appointment's or its results' session). */
export function requireGrant(
  db: Db,
  types: AuthType | readonly AuthType[],
  subjectOf: SubjectOf,
): MiddlewareHandler<{ Variables: GrantVariables }> {
  const wanted = typeof types === 'string' ? [types] : types;
  return async (c, next) => {
    const session = await findSession(c, db);
    const subject = session ? await subjectOf(c) : null;
    let grant: Grant | null = null;
    for (const type of session && subject ? wanted : []) {
      const found = await findGrant(db, session!, type, subject!);
      if (found?.level === 'full') {
        grant = found;
        break;
      }
    }
    // The same answer for "no such record" and "not yours": a stranger learns nothing from it.
    if (!grant || grant.level !== 'full') throw new ApiError(401, 'message.authentication_required', 'not_authenticated');
    c.set('grant', grant);
    await next();
  };
}
