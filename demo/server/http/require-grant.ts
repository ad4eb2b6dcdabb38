/**
 * `requireGrant(db, type, subjectOf)`: every secured route's one gate. The session must hold a
 * full grant (date of birth, and the code where one was asked) of this link type for the subject
 * the route names; otherwise 401, which makes the widgets log out. The grant is left in
 * `c.var.grant` for the handler.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AuthType } from '../../../src/api/schemas/auth.schema';
import type { Db } from '../db/db';
import { findGrant, findSession, type Grant } from '../features/session/service';
import { ApiError } from './errors';

export type GrantVariables = { grant: Grant };

/** The route's subject (`booking-request:{key}`, …), or null when the path names nothing that exists. */
export type SubjectOf = (c: Context) => Promise<string | null>;

export function requireGrant(db: Db, type: AuthType, subjectOf: SubjectOf): MiddlewareHandler<{ Variables: GrantVariables }> {
  return async (c, next) => {
    const session = await findSession(c, db);
    const subject = session ? await subjectOf(c) : null;
    const grant = session && subject ? await findGrant(db, session, type, subject) : null;
    // The same answer for "no such record" and "not yours": a stranger learns nothing from it.
    if (!grant || grant.level !== 'full') throw new ApiError(401, 'message.authentication_required', 'not_authenticated');
    c.set('grant', grant);
    await next();
  };
}
