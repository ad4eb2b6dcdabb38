/** Randomness and hashing for sessions, codes and captcha challenges (node:crypto, never Math.random). */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** 256 bits, URL-safe: a session token or a challenge id. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A numeric code with a uniform digit at every place (leading zeros included). */
export function randomDigits(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += String(randomInt(10));
  return code;
}

export function randomBelow(max: number): number {
  return randomInt(max);
}

/** Compares two hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
