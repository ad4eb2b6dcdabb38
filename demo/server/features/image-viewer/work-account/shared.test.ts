/**
 * The demo identity provider is one provider however many servers run it: its key and sign-in
 * state are in the database (a token signed at one server verifies at another, a sign-in stored by
 * one is found by another), every server answers as the one configured issuer, and a restart keeps
 * the key and the port.
 */
import https from 'node:https';
import path from 'node:path';
import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/db';
import { openTestDb, tempDir } from '../../../test-support';
import { DEMO_WORK_ACCOUNT } from '../demo-data';
import { databaseAdapter } from './db-adapter';
import { loadIdpState } from './keys';
import { startWorkAccountIdp, WORK_ACCOUNT_CLIENT_ID } from './provider';
import { TokenRefused, verifyIdToken } from './verify';

let db: Db;
let other: Db;
const running: { close(): Promise<void> }[] = [];
beforeAll(async () => {
  [db, other] = await Promise.all([openTestDb(), openTestDb()]);
}, 120_000);
afterAll(async () => {
  await Promise.all(running.map((idp) => idp.close()));
  await Promise.all([db?.close(), other?.close()]);
});

async function idToken(privateJwk: Record<string, unknown>, issuer: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: DEMO_WORK_ACCOUNT.username, email_verified: true })
    .setProtectedHeader({ alg: 'ES256', kid: String(privateJwk.kid) })
    .setIssuer(issuer)
    .setAudience(WORK_ACCOUNT_CLIENT_ID)
    .setSubject('rivera')
    .setIssuedAt(now)
    .setExpirationTime(now + 300)
    .sign((await importJWK(privateJwk, 'ES256')) as CryptoKey);
}

/** GET over https from a provider with the demo's self-signed certificate. */
function getJson(url: string, ca: string): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    https
      .get(url, { ca }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve(JSON.parse(body) as Record<string, unknown>));
      })
      .on('error', reject);
  });
}

const ISSUER = 'https://127.0.0.1:4443/oidc';
const options = (stateDir: string) => ({
  db,
  host: '127.0.0.1',
  portalOrigin: 'http://127.0.0.1:8080',
  providerName: async () => 'Test',
  stateDir,
});

describe('the identity provider on one database', () => {
  it('has one key, whoever makes it first: servers starting together agree, and a token verifies at any of them', async () => {
    const [a, b] = await Promise.all([loadIdpState(db), loadIdpState(db)]);
    expect(b.signing.publicJwks).toEqual(a.signing.publicJwks);
    expect(a.signing.publicJwks.keys[0]).not.toHaveProperty('d');
    expect(b.tls).toEqual(a.tls);
    expect(b.cookieKeys).toEqual(a.cookieKeys);
    const token = await idToken(a.signing.privateJwks.keys[0]!, ISSUER);
    // Read again from the database (as another server, or this one after a restart, does).
    await expect(verifyIdToken(db, token, { issuer: ISSUER, audience: WORK_ACCOUNT_CLIENT_ID }, ISSUER)).resolves.toMatchObject({
      email: DEMO_WORK_ACCOUNT.username,
    });
    // Another database is another provider, with another key: the same token is refused there.
    await expect(verifyIdToken(other, token, { issuer: ISSUER, audience: WORK_ACCOUNT_CLIENT_ID }, ISSUER)).rejects.toBeInstanceOf(
      TokenRefused,
    );
  });

  it('keeps sign-in state where every server finds it, and never answers what expired', async () => {
    const AtServerA = databaseAdapter(db);
    const AtServerB = databaseAdapter(db);
    const a = new AtServerA('Interaction');
    const b = new AtServerB('Interaction');
    await a.upsert('uid-1', { uid: 'uid-1', grantId: 'grant-1', kind: 'Interaction' }, 600);
    expect(await b.find('uid-1')).toMatchObject({ uid: 'uid-1' });
    expect(await new AtServerB('Session').find('uid-1')).toBeUndefined();
    await b.consume('uid-1');
    expect(await a.find('uid-1')).toHaveProperty('consumed');
    await a.upsert('gone', { kind: 'Interaction' }, 600);
    await db.query(`update work_account_oidc set expires_at = now() - interval '1 second' where id = 'gone'`);
    expect(await b.find('gone')).toBeUndefined();
    await b.revokeByGrantId('grant-1');
    expect(await a.find('uid-1')).toBeUndefined();
  });

  it('answers as the configured issuer at every server, with the same published keys', async () => {
    const [a, b] = await Promise.all([
      startWorkAccountIdp({ ...options(path.join(await tempDir(), 'work-account')), issuer: ISSUER }),
      startWorkAccountIdp({ ...options(path.join(await tempDir(), 'work-account')), issuer: `${ISSUER}/` }),
    ]);
    running.push(a, b);
    expect([a.issuer, b.issuer]).toEqual([ISSUER, ISSUER]);
  });

  it('listens on the same port after a restart, and publishes the same keys there', async () => {
    const stateDir = path.join(await tempDir(), 'work-account');
    const first = await startWorkAccountIdp(options(stateDir));
    await first.close();
    const second = await startWorkAccountIdp(options(stateDir));
    running.push(second);
    expect(second.issuer).toBe(first.issuer);
    const { tls, signing } = await loadIdpState(db);
    const discovery = await getJson(`${second.issuer}/.well-known/openid-configuration`, tls.cert);
    expect(discovery.issuer).toBe(second.issuer);
    expect(await getJson(String(discovery.jwks_uri), tls.cert)).toEqual(signing.publicJwks);
    // If that port is taken meanwhile, another free one is used rather than failing to start.
    const third = await startWorkAccountIdp(options(stateDir));
    running.push(third);
    expect(third.issuer).not.toBe(second.issuer);
  });
});
