/**
 * The signing key of the demo's identity provider, made once per process: the provider signs ID
 * tokens with it, and the image viewer API verifies them against its public half (the provider's
 * JWKS). A restart makes a new key, so earlier tokens stop verifying: the radiologist signs in
 * again. Several processes on one PostgreSQL would each have their own key; the demo runs one.
 */
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export interface SigningKeys {
  /** With the private parts: the provider's `jwks`. */
  privateJwks: { keys: JWK[] };
  /** What the provider publishes at /oidc/jwks. */
  publicJwks: { keys: JWK[] };
}

let keys: Promise<SigningKeys> | undefined;

export function signingKeys(): Promise<SigningKeys> {
  keys ??= (async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const kid = `demo-${Date.now().toString(36)}`;
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'ES256', use: 'sig' };
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
    return { privateJwks: { keys: [privateJwk] }, publicJwks: { keys: [publicJwk] } };
  })();
  return keys;
}
