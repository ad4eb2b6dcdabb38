/**
 * The local captcha (integration.captchaProvider 'local'): a proof of work, like ALTCHA. The
 * server picks a secret number and sends SHA-256(salt + number); the browser finds the number by
 * trying them all, which costs a person nothing to see, hear or solve (WCAG 3.3.8) and costs a
 * script that hammers the sign-in a second of CPU per attempt. It runs offline.
 */
import type { CaptchaChallenge } from '../../../../src/api/schemas/auth.schema';
import type { Db } from '../../db/db';
import { randomBelow, randomToken, sameHash, sha256Hex } from '../../lib/crypto';
import { CAPTCHA_MAX_NUMBER, CAPTCHA_TTL_MINUTES } from './limits';

export async function createChallenge(db: Db, maxNumber = CAPTCHA_MAX_NUMBER): Promise<CaptchaChallenge> {
  const id = randomToken(16);
  const salt = randomToken(12);
  const challenge = sha256Hex(`${salt}${randomBelow(maxNumber + 1)}`);
  // Anyone may ask for a challenge: old ones are removed so the table cannot only grow.
  await db.query(`delete from captcha_challenge where expires_at < now() - interval '1 hour'`);
  await db.query(`insert into captcha_challenge (id, salt, challenge, expires_at) values ($1, $2, $3, now() + make_interval(mins => $4))`, [
    id,
    salt,
    challenge,
    CAPTCHA_TTL_MINUTES,
  ]);
  return { provider: 'local', algorithm: 'SHA-256', id, salt, challenge, maxNumber };
}

/** The token is `{id}.{number}`; each challenge can be redeemed once, before it expires. */
export async function verifyToken(db: Db, token: string): Promise<boolean> {
  const match = /^([A-Za-z0-9_-]{8,64})\.([0-9]{1,7})$/.exec(token);
  if (!match) return false;
  const [, id, number] = match;
  const [row] = await db.query<{ salt: string; challenge: string }>(
    `update captcha_challenge set used_at = now() where id = $1 and used_at is null and expires_at > now() returning salt, challenge`,
    [id],
  );
  return row ? sameHash(sha256Hex(`${row.salt}${Number(number)}`), row.challenge) : false;
}
