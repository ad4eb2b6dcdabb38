/**
 * What the demo's identity provider must share across servers and restarts: its ID-token signing
 * key, its cookie keys and its TLS certificate, in the database (migration 152). The first server
 * to start the provider makes them; every other one (and every restart) reads the same row, so a
 * token signed at one server verifies at another and a sign-in begun at one finishes at another.
 * Only the port it listened on last is this machine's own: kept in `<DATA_DIR>/work-account`.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { generate as selfSigned } from 'selfsigned';
import type { Db } from '../../../db/db';

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

interface StateRow {
  private_jwks: { keys: JWK[] };
  cookie_keys: string[];
  tls_key: string;
  tls_cert: string;
}

/**
 * The provider's state: read, or made and stored first. Several servers starting at once may each
 * make one; the first stored wins and every server reads that one.
 */
export async function loadIdpState(db: Db): Promise<IdpState> {
  const read = () => db.query<StateRow>('select private_jwks, cookie_keys, tls_key, tls_cert from work_account_idp where id = 1');
  let [row] = await read();
  if (!row) {
    const made = await makeState();
    await db.query(
      `insert into work_account_idp (id, private_jwks, cookie_keys, tls_key, tls_cert) values (1, $1, $2, $3, $4)
       on conflict (id) do nothing`,
      [JSON.stringify(made.signing.privateJwks), JSON.stringify(made.cookieKeys), made.tls.key, made.tls.cert],
    );
    [row] = await read();
  }
  const { private_jwks: privateJwks, cookie_keys: cookieKeys, tls_key: key, tls_cert: cert } = row!;
  return { signing: { privateJwks, publicJwks: { keys: privateJwks.keys.map(publicOf) } }, tls: { key, cert }, cookieKeys };
}

/** The signing keys the provider signs with and the API verifies its tokens against. */
export async function signingKeys(db: Db): Promise<SigningKeys> {
  return (await loadIdpState(db)).signing;
}

const PORT_FILE = 'identity-provider-port.json';

/** The port the provider listened on last on this machine (so MSAL's authority stays the same across restarts). */
export async function rememberedPort(dir: string): Promise<number | undefined> {
  try {
    const { port } = JSON.parse(await readFile(path.join(dir, PORT_FILE), 'utf8')) as { port?: unknown };
    return typeof port === 'number' && Number.isInteger(port) && port > 0 && port < 65536 ? port : undefined;
  } catch {
    return undefined;
  }
}

export async function rememberPort(dir: string, port: number): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // Written whole then renamed: a crash mid-write never leaves half a file.
  const temporary = path.join(dir, `${PORT_FILE}.${process.pid}.tmp`);
  await writeFile(temporary, JSON.stringify({ port }), { mode: 0o600 });
  await rename(temporary, path.join(dir, PORT_FILE));
}
