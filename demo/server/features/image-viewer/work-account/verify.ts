/**
 * The image viewer API believes a radiologist's identity only from a verified ID token of the
 * configured work-account issuer: signature (the issuer's published keys), issuer, audience (our
 * client id), expiry and issue time, and an e-mail in it. A name or e-mail in the request body
 * counts for nothing unless the token says the same.
 *
 * Whose keys: the demo's own provider publishes the keys stored in the database (keys.ts), so a
 * token of its issuer is checked against those, on any server; any other issuer (a provider's real
 * tenant) is asked for its keys as OpenID Connect says: its discovery document names its `jwks_uri`,
 * fetched over https and cached.
 */
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Db } from '../../../db/db';
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
/** Asymmetric algorithms only: never `none` or a shared secret. */
const ALGORITHMS = ['ES256', 'ES384', 'RS256', 'PS256', 'EdDSA'];
/** A tenant's discovery and key requests give up after this long. */
const FETCH_TIMEOUT_MS = 5000;

/** Per issuer, its key set (jose refetches on an unknown key id, at most every 30 s). */
const remoteKeys = new Map<string, Promise<JWTVerifyGetKey>>();

async function discoverKeys(issuer: string): Promise<JWTVerifyGetKey> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`discovery answered ${response.status}`);
  const discovery = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
  // OpenID Connect Discovery 1.0, section 4.3: the document must name the issuer it was fetched for.
  if (discovery.issuer !== issuer) throw new Error('discovery names another issuer');
  if (typeof discovery.jwks_uri !== 'string' || !discovery.jwks_uri.startsWith('https://')) throw new Error('no https jwks_uri');
  return createRemoteJWKSet(new URL(discovery.jwks_uri), { timeoutDuration: FETCH_TIMEOUT_MS, cooldownDuration: 30_000 });
}

function keysOf(issuer: string): Promise<JWTVerifyGetKey> {
  let keys = remoteKeys.get(issuer);
  if (!keys) {
    keys = discoverKeys(issuer);
    remoteKeys.set(issuer, keys);
    // A failed discovery is asked again next time, not remembered.
    keys.catch(() => remoteKeys.delete(issuer));
  }
  return keys;
}

/**
 * Verifies `token` for `expected` issuer and audience. `localIssuer` is the demo provider's issuer
 * (IDP_ISSUER, or its own address) when it runs: its tokens are checked against the database's keys.
 */
export async function verifyIdToken(
  db: Db,
  token: string,
  expected: { issuer: string; audience: string },
  localIssuer: string | undefined,
): Promise<WorkAccountIdentity> {
  const keys =
    expected.issuer === localIssuer
      ? createLocalJWKSet((await signingKeys(db)).publicJwks)
      : await keysOf(expected.issuer).catch((error: unknown) => {
          throw new TokenRefused(`the issuer's keys could not be had: ${(error as Error).message}`);
        });
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keys, {
      issuer: expected.issuer,
      audience: expected.audience,
      algorithms: ALGORITHMS,
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
