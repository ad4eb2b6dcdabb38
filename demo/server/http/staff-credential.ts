/**
 * Staff tools (the e-mail preview with a real reference) need a staff credential: the bearer token
 * of STAFF_TOKEN. A real deployment puts its staff sign-in here; the reference server keeps one
 * shared secret, compared in constant time, and with no STAFF_TOKEN set nobody is staff.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { sha256Hex } from '../lib/crypto';

export function isStaff(c: Context, staffToken: string | undefined): boolean {
  if (!staffToken) return false;
  const match = /^Bearer\s+(\S{1,256})$/i.exec(c.req.header('Authorization') ?? '');
  if (!match) return false;
  // Hashes first: equal lengths for timingSafeEqual, and no hint of the token's length.
  return timingSafeEqual(Buffer.from(sha256Hex(match[1]!), 'hex'), Buffer.from(sha256Hex(staffToken), 'hex'));
}
