/**
 * The image viewer API believes a radiologist's identity only from a verified ID token of the
 * configured work-account provider: signature (the provider's JWKS), issuer, audience (our client
 * id), expiry and issue time, and an e-mail in it. A name or e-mail in the request body counts
 * for nothing unless the token says the same.
 */
import { createLocalJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { signingKeys } from './keys';

export interface WorkAccountIdentity {
  email: string;
  username: string;
}

export class TokenRefused extends Error {
  override readonly name = 'TokenRefused';
}

/** Seconds of clock difference between the provider and this server that are forgiven. */
const CLOCK_TOLERANCE_S = 30;

/** `keyDir`: where the provider keeps its keys (`<DATA_DIR>/work-account`); none: this process's own. */
export async function verifyIdToken(
  token: string,
  expected: { issuer: string; audience: string },
  keyDir?: string,
): Promise<WorkAccountIdentity> {
  const { publicJwks } = await signingKeys(keyDir);
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, createLocalJWKSet(publicJwks), {
      issuer: expected.issuer,
      audience: expected.audience,
      algorithms: ['ES256'],
      clockTolerance: CLOCK_TOLERANCE_S,
      requiredClaims: ['exp', 'iat', 'sub'],
    }));
  } catch (error) {
    throw new TokenRefused((error as Error).message);
  }
  const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : '';
  if (!email || payload.email_verified === false) throw new TokenRefused('the token has no verified e-mail');
  const username = typeof payload.preferred_username === 'string' ? payload.preferred_username : email;
  return { email, username };
}
