/**
 * The proof-of-work search itself (see demo/server/features/auth/captcha.ts): find the number
 * whose SHA-256 with the salt is the challenge. Web Crypto, so no hashing code of our own; it
 * needs a secure context (https, or localhost in development). Runs in the captcha worker, or on
 * the page when no worker can start (captcha-solver.ts).
 */
import type { CaptchaChallenge } from '../../src/api/schemas/auth.schema';

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The token for /api/auth/captcha/verify, or null when no number matches (a broken challenge). */
export async function searchChallenge(
  challenge: CaptchaChallenge,
  digest: (text: string) => Promise<string> = sha256Hex,
  signal?: AbortSignal,
): Promise<string | null> {
  for (let n = 0; n <= challenge.maxNumber; n += 1) {
    if (signal?.aborted) return null;
    if ((await digest(`${challenge.salt}${n}`)) === challenge.challenge) return `${challenge.id}.${n}`;
  }
  return null;
}
