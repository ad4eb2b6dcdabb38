/**
 * The demo identity provider survives a restart: its signing key, certificate, cookie keys and
 * port are kept under the data folder, so a radiologist's ID token from before still verifies and
 * MSAL's authority (which names the port) stays the same.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { importJWK, SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../../test-support';
import { DEMO_WORK_ACCOUNT } from '../demo-data';
import { loadIdpState } from './keys';
import { startWorkAccountIdp, WORK_ACCOUNT_CLIENT_ID } from './provider';
import { TokenRefused, verifyIdToken } from './verify';

const running: { close(): Promise<void> }[] = [];
afterAll(async () => Promise.all(running.map((idp) => idp.close())));

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

describe('the identity provider across restarts', () => {
  it('keeps its key in the data folder (owner-only): a token signed before a restart verifies after it', async () => {
    const dir = path.join(await tempDir(), 'work-account');
    const before = await loadIdpState(dir);
    expect((await stat(path.join(dir, 'identity-provider.json'))).mode & 0o777).toBe(0o600);
    const issuer = 'https://127.0.0.1:4443/oidc';
    const token = await idToken(before.signing.privateJwks.keys[0]!, issuer);
    // A new process reads the same folder (verifyIdToken loads it: nothing of `before` is shared).
    const after = await loadIdpState(dir);
    expect(after.signing.publicJwks).toEqual(before.signing.publicJwks);
    expect(after.signing.publicJwks.keys[0]).not.toHaveProperty('d');
    expect(after.tls).toEqual(before.tls);
    expect(after.cookieKeys).toEqual(before.cookieKeys);
    await expect(verifyIdToken(token, { issuer, audience: WORK_ACCOUNT_CLIENT_ID }, dir)).resolves.toMatchObject({
      email: DEMO_WORK_ACCOUNT.username,
    });
    // Another folder (another provider) has another key: the same token is refused there.
    const other = path.join(await tempDir(), 'work-account');
    await expect(verifyIdToken(token, { issuer, audience: WORK_ACCOUNT_CLIENT_ID }, other)).rejects.toBeInstanceOf(TokenRefused);
  });

  it('listens on the same port after a restart, so its issuer (MSAL’s authority) is unchanged', async () => {
    const stateDir = path.join(await tempDir(), 'work-account');
    const options = { host: '127.0.0.1', portalOrigin: 'http://127.0.0.1:8080', providerName: async () => 'Test', stateDir };
    const first = await startWorkAccountIdp(options);
    await first.close();
    const second = await startWorkAccountIdp(options);
    running.push(second);
    expect(second.issuer).toBe(first.issuer);
    // If that port is taken meanwhile, another free one is used rather than failing to start.
    const third = await startWorkAccountIdp(options);
    running.push(third);
    expect(third.issuer).not.toBe(second.issuer);
  });
});
