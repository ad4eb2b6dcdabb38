/**
 * A provider's real tenant as the work-account authority: its tokens are checked against the keys
 * its discovery document names (fetched over https; here the network is a stub), never trusted
 * for what they say alone.
 */
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../db/db';
import { openTestDb } from '../../../test-support';
import { TokenRefused, verifyIdToken } from './verify';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
}, 120_000);
afterAll(async () => db?.close());
afterEach(() => vi.unstubAllGlobals());

const TENANT = 'https://login.tenant.example/abc/v2.0';
const AUDIENCE = 'rad-image-viewer';

async function tenant(options: { discoveryIssuer?: string } = {}) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'tenant-key', alg: 'RS256', use: 'sig' };
  const requested: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    requested.push(url);
    if (url === `${TENANT}/.well-known/openid-configuration`) {
      return Response.json({ issuer: options.discoveryIssuer ?? TENANT, jwks_uri: 'https://login.tenant.example/abc/keys' });
    }
    if (url === 'https://login.tenant.example/abc/keys') return Response.json({ keys: [jwk] });
    return new Response('not found', { status: 404 });
  });
  const sign = (claims: Record<string, unknown> = {}) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ email: 'Dr.Rivera@Hospital.example', email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'tenant-key' })
      .setIssuer(TENANT)
      .setAudience(AUDIENCE)
      .setSubject('rivera')
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .sign(privateKey);
  };
  return { sign, requested };
}

describe('verifyIdToken with another issuer than the demo provider', () => {
  it('checks the token against the keys the issuer publishes', async () => {
    const { sign, requested } = await tenant();
    await expect(verifyIdToken(db, await sign(), { issuer: TENANT, audience: AUDIENCE }, 'https://127.0.0.1:4443/oidc')).resolves.toEqual({
      email: 'dr.rivera@hospital.example',
      username: 'dr.rivera@hospital.example',
    });
    expect(requested).toEqual([`${TENANT}/.well-known/openid-configuration`, 'https://login.tenant.example/abc/keys']);
  });

  it('refuses a token its keys did not sign, and an issuer whose discovery names another', async () => {
    const forger = await generateKeyPair('RS256');
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ email: 'dr.rivera@hospital.example' })
      .setProtectedHeader({ alg: 'RS256', kid: 'tenant-key' })
      .setIssuer(TENANT)
      .setAudience(AUDIENCE)
      .setSubject('rivera')
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .sign(forger.privateKey);
    await tenant();
    await expect(verifyIdToken(db, forged, { issuer: TENANT, audience: AUDIENCE }, undefined)).rejects.toBeInstanceOf(TokenRefused);

    const impostor = 'https://login.impostor.example/v2.0';
    const other = await tenant({ discoveryIssuer: 'https://somewhere.else.example' });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      return url === `${impostor}/.well-known/openid-configuration`
        ? Response.json({ issuer: 'https://somewhere.else.example', jwks_uri: 'https://somewhere.else.example/keys' })
        : new Response('', { status: 404 });
    });
    await expect(verifyIdToken(db, await other.sign(), { issuer: impostor, audience: AUDIENCE }, undefined)).rejects.toBeInstanceOf(
      TokenRefused,
    );
  });
});
