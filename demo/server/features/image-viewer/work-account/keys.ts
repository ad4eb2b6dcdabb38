/**
 * What the demo's identity provider must keep across restarts: its ID-token signing key, its TLS
 * certificate, its cookie keys and its port. Given a folder (`<DATA_DIR>/work-account`), they are
 * read from it, or made once and written there (owner-only), so after `npm start` again a
 * radiologist's cached ID token still verifies, the browser's accepted certificate still holds and
 * MSAL's authority (which names the port) is unchanged. Without a folder (unit tests) they live in
 * this process's memory only.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { generate as selfSigned } from 'selfsigned';

export interface SigningKeys {
  /** With the private parts: the provider's `jwks`. */
  privateJwks: { keys: JWK[] };
  /** What the provider publishes at /oidc/jwks. */
  publicJwks: { keys: JWK[] };
}

export interface IdpState {
  signing: SigningKeys;
  tls: { key: string; cert: string };
  cookieKeys: string[];
  /** The port it listened on last (reused when IDP_PORT is not set and it is free). */
  port?: number;
}

const PRIVATE_PARTS = ['d', 'p', 'q', 'dp', 'dq', 'qi'];
const publicOf = (jwk: JWK): JWK => Object.fromEntries(Object.entries(jwk).filter(([name]) => !PRIVATE_PARTS.includes(name))) as JWK;

async function makeState(): Promise<IdpState> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = `demo-${Date.now().toString(36)}`;
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'ES256', use: 'sig' };
  const { private: key, cert } = await selfSigned([{ name: 'commonName', value: 'rad widgets demo identity provider' }], {
    // Elliptic curve: made in milliseconds, so the server's start stays quick.
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 365 * 24 * 3600_000),
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });
  return {
    signing: { privateJwks: { keys: [privateJwk] }, publicJwks: { keys: [publicOf(privateJwk)] } },
    tls: { key, cert },
    cookieKeys: [randomBytes(32).toString('hex')],
  };
}

const FILE = 'identity-provider.json';

function readable(value: unknown): value is Omit<IdpState, 'signing'> & { privateJwks: { keys: JWK[] } } {
  const state = value as { privateJwks?: { keys?: JWK[] }; tls?: { key?: unknown; cert?: unknown }; cookieKeys?: unknown };
  return (
    !!state?.privateJwks?.keys?.[0]?.d &&
    typeof state.tls?.key === 'string' &&
    typeof state.tls.cert === 'string' &&
    Array.isArray(state.cookieKeys) &&
    state.cookieKeys.length > 0
  );
}

/** Reads the folder's state, or makes it and writes it there first. A damaged file is replaced. */
export async function loadIdpState(dir: string): Promise<IdpState> {
  const file = path.join(dir, FILE);
  try {
    const saved: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (readable(saved)) {
      const { privateJwks, ...rest } = saved;
      return { ...rest, signing: { privateJwks, publicJwks: { keys: privateJwks.keys.map(publicOf) } } };
    }
  } catch {
    /* none yet, or unreadable: made anew below */
  }
  const state = await makeState();
  await saveIdpState(dir, state);
  return state;
}

export async function saveIdpState(dir: string, state: IdpState): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const { signing, ...rest } = state;
  // Written whole then renamed: a crash mid-write never leaves half a key.
  const temporary = path.join(dir, `${FILE}.${process.pid}.tmp`);
  await writeFile(temporary, JSON.stringify({ ...rest, privateJwks: signing.privateJwks }), { mode: 0o600 });
  await rename(temporary, path.join(dir, FILE));
}

const states = new Map<string, Promise<IdpState>>();

/** The state of a folder (once per process), or of this process alone when no folder is given. */
export function idpState(dir?: string): Promise<IdpState> {
  const key = dir ?? '';
  let state = states.get(key);
  if (!state) states.set(key, (state = dir ? loadIdpState(dir) : makeState()));
  return state;
}

/** The signing keys the provider signs with and the API verifies against. */
export async function signingKeys(dir?: string): Promise<SigningKeys> {
  return (await idpState(dir)).signing;
}
