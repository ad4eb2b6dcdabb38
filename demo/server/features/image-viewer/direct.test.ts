/**
 * POST /api/image_viewer/direct on PGlite: the radiologist's ID token is verified (signature by
 * the provider's key, issuer, audience, expiry, e-mail) before any link is looked at.
 */
import { generateKeyPair, importJWK, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import { openTestDb } from '../../test-support';
import { DEMO_DIRECT_INPUT, DEMO_WORK_ACCOUNT } from './demo-data';
import { signingKeys } from './work-account/keys';
import { WORK_ACCOUNT_CLIENT_ID } from './work-account/provider';

let db: Db;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent', workAccountIssuer: () => ISSUER, demoViewerOrigin: () => 'http://viewer.test' });
}, 120_000);
afterAll(async () => db?.close());

const ORIGIN = 'http://portal.test';
/** The demo provider's issuer, as startServer would hand it to the app. */
const ISSUER = 'https://127.0.0.1:4443/oidc';

interface TokenOptions {
  claims?: JWTPayload;
  issuer?: string;
  audience?: string;
  expiresAt?: number;
  key?: CryptoKey | Uint8Array;
}

async function token(options: TokenOptions = {}): Promise<string> {
  const { privateJwks } = await signingKeys(db);
  const jwk = privateJwks.keys[0]!;
  const key = options.key ?? ((await importJWK(jwk, 'ES256')) as CryptoKey);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: DEMO_WORK_ACCOUNT.username,
    email_verified: true,
    preferred_username: DEMO_WORK_ACCOUNT.username,
    ...options.claims,
  })
    .setProtectedHeader({ alg: 'ES256', kid: jwk.kid! })
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? WORK_ACCOUNT_CLIENT_ID)
    .setSubject('rivera')
    .setIssuedAt(now - 60)
    .setExpirationTime(options.expiresAt ?? now + 300)
    .sign(key);
}

async function direct(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await app.request(`${ORIGIN}/api/image_viewer/direct`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const asRivera = async (input: string, idToken?: string) =>
  direct({ input, username: DEMO_WORK_ACCOUNT.username, email: DEMO_WORK_ACCOUNT.username, idToken: idToken ?? (await token()) });

describe('POST /api/image_viewer/direct', () => {
  it('opens the study for the radiologist the link names: a viewer URL on this origin', async () => {
    const { status, body } = await asRivera(DEMO_DIRECT_INPUT.allowed);
    expect(status).toBe(200);
    expect(body.url).toMatch(/^http:\/\/viewer\.test\/demo-viewer\/view\/[\w-]+\.[\w-]+$/);
  });

  it('answers without a URL when the study has no images', async () => {
    expect(await asRivera(DEMO_DIRECT_INPUT.noImages)).toEqual({ status: 200, body: { url: null } });
  });

  it('403 no_access for a link the radiologist is not on, 404 for an unknown link', async () => {
    expect(await asRivera(DEMO_DIRECT_INPUT.noAccess)).toMatchObject({
      status: 403,
      body: { code: 'no_access', message: 'message.user_not_have_access_to_images' },
    });
    expect((await asRivera('demo-direct-no-such-link-0000')).status).toBe(404);
  });

  it.each([
    ['expired', async () => token({ expiresAt: Math.floor(Date.now() / 1000) - 120 })],
    ['another issuer', async () => token({ issuer: 'http://evil.test/oidc' })],
    ['another audience', async () => token({ audience: 'someone-else' })],
    ['signed by another key', async () => token({ key: (await generateKeyPair('ES256')).privateKey })],
    ['without an e-mail', async () => token({ claims: { email: undefined } })],
    ['with an unverified e-mail', async () => token({ claims: { email_verified: false } })],
    [
      'HS256 with the public key as secret',
      async () => {
        const { publicJwks } = await signingKeys(db);
        const secret = new TextEncoder().encode(JSON.stringify(publicJwks.keys[0]));
        const now = Math.floor(Date.now() / 1000);
        return new SignJWT({ email: DEMO_WORK_ACCOUNT.username })
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuer(ISSUER)
          .setAudience(WORK_ACCOUNT_CLIENT_ID)
          .setSubject('x')
          .setIssuedAt(now)
          .setExpirationTime(now + 60)
          .sign(secret);
      },
    ],
    [
      'unsigned (alg none)',
      async () => {
        const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
        const now = Math.floor(Date.now() / 1000);
        return `${encode({ alg: 'none' })}.${encode({ iss: ISSUER, aud: WORK_ACCOUNT_CLIENT_ID, sub: 'x', email: DEMO_WORK_ACCOUNT.username, iat: now, exp: now + 60 })}.`;
      },
    ],
    ['garbage', async () => 'this-is-not-a-token-at-all'],
  ])('refuses a token %s: 403 invalid_token, no URL', async (_name, make) => {
    const { status, body } = await asRivera(DEMO_DIRECT_INPUT.allowed, await make());
    expect(status).toBe(403);
    expect(body).toEqual({ message: 'message.error_check_images_authorization', code: 'invalid_token' });
  });

  it('refuses a body that names someone other than the token does', async () => {
    const { status, body } = await direct({
      input: DEMO_DIRECT_INPUT.allowed,
      username: 'someone@else.example',
      email: 'someone@else.example',
      idToken: await token(),
    });
    expect(status).toBe(403);
    expect(body.code).toBe('invalid_token');
  });

  it('503 when the demo identity provider does not run, and GET /api/config names no authority then', async () => {
    const withoutIdp = createApp({ db, log: 'silent' });
    const response = await withoutIdp.request(`${ORIGIN}/api/image_viewer/direct`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify({
        input: DEMO_DIRECT_INPUT.allowed,
        username: DEMO_WORK_ACCOUNT.username,
        email: DEMO_WORK_ACCOUNT.username,
        idToken: await token(),
      }),
    });
    expect(response.status).toBe(503);
    const config = (await (await withoutIdp.request(`${ORIGIN}/api/config`)).json()) as {
      integration: { workAccount: { authority: string } };
    };
    expect(config.integration.workAccount.authority).toBe('');
    const served = (await (await app.request(`${ORIGIN}/api/config`)).json()) as typeof config;
    expect(served.integration.workAccount.authority).toBe(ISSUER);
  });

  it('400 for a missing field or a malformed input, 415 for a non-JSON body', async () => {
    expect((await direct({ input: DEMO_DIRECT_INPUT.allowed, username: 'x', email: 'x' })).status).toBe(400);
    expect((await direct({ input: 'bad input!', username: 'x', email: 'x', idToken: await token() })).status).toBe(400);
    const form = await app.request(`${ORIGIN}/api/image_viewer/direct`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
      body: 'input=x',
    });
    expect(form.status).toBe(415);
  });
});
