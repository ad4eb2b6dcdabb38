/**
 * The browser session behind the `rad_session` cookie. The cookie holds a random token; the
 * database keeps only its SHA-256, what it was granted, and whether its captcha was solved.
 *
 * Cookie choice (documented in API.md): first-party pages get `HttpOnly; SameSite=Lax`. A widget
 * framed by another site, or calling this API from another origin, says so with the header
 * `X-Rad-Embedded: 1`; its cookie is then `SameSite=None; Secure; Partitioned` (CHIPS), which
 * browsers that block third-party cookies still keep, partitioned by the embedding site.
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../../db/db';
import { transaction } from '../../db/transaction';
import type { AuthType } from '../../../../src/api/schemas/auth.schema';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { clientOf } from '../../http/client-info';
import { SESSION_IDLE_MINUTES, SESSION_TOUCH_SECONDS, SESSION_TTL_MINUTES } from './limits';

export const SESSION_COOKIE = 'rad_session';
export const EMBEDDED_HEADER = 'X-Rad-Embedded';

export interface Session {
  tokenHash: string;
  captchaVerified: boolean;
}

export interface Grant {
  type: AuthType;
  subject: string;
  level: 'dob' | 'full';
  role: string;
  otpRequired: boolean;
}

/**
 * The cookie's attributes. Without `clear` it is a browser-session cookie (no Max-Age/Expires):
 * closing the browser forgets it, and the server ends it anyway after SESSION_IDLE_MINUTES idle.
 * `Secure` follows how the browser reached us, also through a trusted TLS proxy (http/client-info.ts).
 */
export function cookieOptions(c: Context, { clear = false }: { clear?: boolean } = {}) {
  const https = clientOf(c).https;
  const embedded = c.req.header(EMBEDDED_HEADER) === '1';
  const lifetime = clear ? { maxAge: 0 } : {};
  return embedded
    ? { httpOnly: true, sameSite: 'None' as const, secure: true, partitioned: true, path: '/', ...lifetime }
    : { httpOnly: true, sameSite: 'Lax' as const, secure: https, path: '/', ...lifetime };
}

/** The hash of the token this request's cookie holds, whether or not its session still exists. */
export function cookieTokenHash(c: Context): string | null {
  const token = getCookie(c, SESSION_COOKIE);
  return token && token.length <= 128 ? sha256Hex(token) : null;
}

/** A session that has not ended, by its token's hash. */
export async function sessionOf(db: Db, tokenHash: string): Promise<Session | null> {
  const [row] = await db.query<{ captcha_verified: boolean }>(
    `select captcha_verified from auth_session
      where token_hash = $1 and expires_at > now() and last_seen_at > now() - make_interval(mins => $2)`,
    [tokenHash, SESSION_IDLE_MINUTES],
  );
  return row ? { tokenHash, captchaVerified: row.captcha_verified } : null;
}

/** The valid session of this request, if its cookie names one. */
export async function findSession(c: Context, db: Db): Promise<Session | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token || token.length > 128) return null;
  const tokenHash = sha256Hex(token);
  const [row] = await db.query<{ captcha_verified: boolean; stale: boolean }>(
    `select captcha_verified, last_seen_at < now() - make_interval(secs => $3) as stale from auth_session
      where token_hash = $1 and expires_at > now() and last_seen_at > now() - make_interval(mins => $2)`,
    [tokenHash, SESSION_IDLE_MINUTES, SESSION_TOUCH_SECONDS],
  );
  if (!row) return null;
  if (row.stale) await db.query('update auth_session set last_seen_at = now() where token_hash = $1', [tokenHash]);
  return { tokenHash, captchaVerified: row.captcha_verified };
}

/** This request's session, or a new one whose cookie goes out with the answer. */
export async function ensureSession(c: Context, db: Db): Promise<Session> {
  const existing = await findSession(c, db);
  if (existing) return existing;
  // Expired sessions (and their grants) go when new ones come, so the table cannot only grow.
  await db.query(`delete from auth_session where expires_at < now() - interval '1 day' or last_seen_at < now() - interval '1 day'`);
  const token = randomToken();
  const tokenHash = sha256Hex(token);
  await db.query(`insert into auth_session (token_hash, expires_at) values ($1, now() + make_interval(mins => $2))`, [
    tokenHash,
    SESSION_TTL_MINUTES,
  ]);
  setCookie(c, SESSION_COOKIE, token, cookieOptions(c));
  return { tokenHash, captchaVerified: false };
}

/**
 * A new token for a session whose access just grew (date of birth or code proven): a token
 * planted or seen before sign-in opens nothing afterwards (session fixation), and the session's
 * lifetime starts again from the sign-in.
 */
export async function rotateSession(c: Context, db: Db, session: Session): Promise<Session> {
  const token = randomToken();
  const tokenHash = sha256Hex(token);
  await transaction(db, async (connection) => {
    await connection.query(
      `insert into auth_session (token_hash, expires_at, captcha_verified) values ($1, now() + make_interval(mins => $2), $3)`,
      [tokenHash, SESSION_TTL_MINUTES, session.captchaVerified],
    );
    await connection.query('update auth_grant set token_hash = $1 where token_hash = $2', [tokenHash, session.tokenHash]);
    await connection.query('delete from auth_session where token_hash = $1', [session.tokenHash]);
  });
  setCookie(c, SESSION_COOKIE, token, cookieOptions(c));
  return { tokenHash, captchaVerified: session.captchaVerified };
}

export async function endSession(c: Context, db: Db): Promise<void> {
  const token = getCookie(c, SESSION_COOKIE);
  if (token && token.length <= 128) await db.query('delete from auth_session where token_hash = $1', [sha256Hex(token)]);
  setCookie(c, SESSION_COOKIE, '', cookieOptions(c, { clear: true }));
}

export async function markCaptchaVerified(db: Db, session: Session): Promise<void> {
  await db.query('update auth_session set captcha_verified = true where token_hash = $1', [session.tokenHash]);
}

export async function saveGrant(db: Db, session: Session, grant: Grant): Promise<void> {
  await db.query(
    `insert into auth_grant (token_hash, type, subject, level, role, otp_required) values ($1, $2, $3, $4, $5, $6)
     on conflict (token_hash, type, subject) do update set level = excluded.level, role = excluded.role,
       otp_required = excluded.otp_required, granted_at = now()`,
    [session.tokenHash, grant.type, grant.subject, grant.level, grant.role, grant.otpRequired],
  );
}

export async function findGrant(db: Db, session: Session, type: AuthType, subject: string): Promise<Grant | null> {
  const [row] = await db.query<{ level: 'dob' | 'full'; role: string; otp_required: boolean }>(
    'select level, role, otp_required from auth_grant where token_hash = $1 and type = $2 and subject = $3',
    [session.tokenHash, type, subject],
  );
  return row ? { type, subject, level: row.level, role: row.role, otpRequired: row.otp_required } : null;
}

export async function fullGrants(db: Db, session: Session): Promise<Grant[]> {
  const rows = await db.query<{ type: AuthType; subject: string; role: string; otp_required: boolean }>(
    `select type, subject, role, otp_required from auth_grant where token_hash = $1 and level = 'full' order by granted_at desc`,
    [session.tokenHash],
  );
  return rows.map((row) => ({ type: row.type, subject: row.subject, level: 'full', role: row.role, otpRequired: row.otp_required }));
}
