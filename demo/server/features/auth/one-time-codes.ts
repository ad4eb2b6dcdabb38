/**
 * One-time codes: random, single-use, bound to a subject (booking key or share) and a link type,
 * expiring after OTP_TTL_MINUTES. A new code retires the older ones. Only a hash is stored.
 */
import { OTP_CODE_LENGTH } from '../../../../src/constants';
import type { DbConnection } from '../../db/db';
import { randomDigits, sameHash, sha256Hex } from '../../lib/crypto';
import { OTP_TTL_MINUTES } from './limits';

export type CodeCheck = 'ok' | 'wrong' | 'used' | 'expired';

function codeHash(subject: string, type: string, code: string): string {
  return sha256Hex(`${subject}\u0000${type}\u0000${code}`);
}

export async function issueCode(db: DbConnection, subject: string, type: string, channel: 'EMAIL' | 'SMS'): Promise<string> {
  const code = randomDigits(OTP_CODE_LENGTH);
  // Retire earlier codes: only the newest one a person received works.
  await db.query('update otp_code set expires_at = now() where subject = $1 and type = $2 and used_at is null and expires_at > now()', [
    subject,
    type,
  ]);
  await db.query(
    `insert into otp_code (subject, type, code_hash, channel, expires_at) values ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
    [subject, type, codeHash(subject, type, code), channel, OTP_TTL_MINUTES],
  );
  return code;
}

/** Seconds since the newest code of the subject was sent, or null when none was. */
export async function secondsSinceLastCode(db: DbConnection, subject: string, type: string): Promise<number | null> {
  const [row] = await db.query<{ seconds: number | string }>(
    `select extract(epoch from now() - max(created_at)) as seconds from otp_code where subject = $1 and type = $2 having count(*) > 0`,
    [subject, type],
  );
  return row ? Number(row.seconds) : null;
}

export async function codesInLastHour(db: DbConnection, subject: string): Promise<number> {
  const [row] = await db.query<{ count: string | number }>(
    `select count(*) as count from otp_code where subject = $1 and created_at > now() - interval '1 hour'`,
    [subject],
  );
  return Number(row?.count ?? 0);
}

/** The session tokens (hashes) an accepted code came from and led to. */
export interface AcceptedCode {
  id: number;
  fromTokenHash: string | null;
  intoTokenHash: string | null;
}

/** Records which session accepted the code and which session that gave (see migration 120). */
export async function markAccepted(db: DbConnection, id: number, fromTokenHash: string, intoTokenHash: string): Promise<void> {
  await db.query('update otp_code set accepted_from_token_hash = $2, accepted_into_token_hash = $3 where id = $1', [
    id,
    fromTokenHash,
    intoTokenHash,
  ]);
}

/** This code when it was accepted within `minutes` (its answer may have been lost), else null. */
export async function recentlyAccepted(
  db: DbConnection,
  subject: string,
  type: string,
  code: string,
  minutes: number,
): Promise<AcceptedCode | null> {
  const [row] = await db.query<{ id: number | string; accepted_from_token_hash: string | null; accepted_into_token_hash: string | null }>(
    `select id, accepted_from_token_hash, accepted_into_token_hash from otp_code
      where subject = $1 and type = $2 and code_hash = $3 and used_at > now() - make_interval(mins => $4)
      order by id desc limit 1`,
    [subject, type, codeHash(subject, type, code), minutes],
  );
  return row ? { id: Number(row.id), fromTokenHash: row.accepted_from_token_hash, intoTokenHash: row.accepted_into_token_hash } : null;
}

/** Checks a code and, when it is right, uses it up in the same statement (a replay finds it used). */
export async function checkCode(db: DbConnection, subject: string, type: string, code: string): Promise<CodeCheck> {
  const hash = codeHash(subject, type, code);
  const [used] = await db.query<{ id: number | string }>(
    `update otp_code set used_at = now()
      where id = (select id from otp_code where subject = $1 and type = $2 and code_hash = $3 order by id desc limit 1)
        and used_at is null and expires_at > now()
      returning id`,
    [subject, type, hash],
  );
  if (used) return 'ok';
  const [row] = await db.query<{ code_hash: string; used_at: Date | null; expired: boolean }>(
    `select code_hash, used_at, expires_at <= now() as expired from otp_code
      where subject = $1 and type = $2 and code_hash = $3 order by id desc limit 1`,
    [subject, type, hash],
  );
  if (!row || !sameHash(row.code_hash, hash)) return 'wrong';
  return row.used_at ? 'used' : 'expired';
}
