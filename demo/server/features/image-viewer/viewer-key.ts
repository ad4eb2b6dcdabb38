/**
 * The key viewer links are signed with (issue 26 item 4: it was random per process, so a link made
 * by one instance was 404 at the next). From configuration when the deployment sets one
 * (VIEWER_LINK_KEY: at least 32 bytes, base64 or hex), else from the database: the first instance
 * that needs it makes it (`on conflict do nothing`), every instance reads the same row.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/db';

const PURPOSE = 'viewer-link';
const MIN_BYTES = 32;

/** A configured key as bytes; throws with the reason when it is too short or not base64/hex. */
export function parseConfiguredKey(value: string): Buffer {
  const text = value.trim();
  const bytes = /^[0-9a-f]+$/i.test(text) && text.length % 2 === 0 ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64url');
  if (bytes.length < MIN_BYTES) throw new Error(`VIEWER_LINK_KEY must hold at least ${MIN_BYTES} bytes (base64 or hex)`);
  return bytes;
}

async function storedKey(db: Pick<Db, 'query'>): Promise<Buffer> {
  await db.query('insert into signing_key (purpose, secret) values ($1, $2) on conflict (purpose) do nothing', [
    PURPOSE,
    randomBytes(MIN_BYTES),
  ]);
  const [row] = await db.query<{ secret: Uint8Array }>('select secret from signing_key where purpose = $1', [PURPOSE]);
  return Buffer.from(row!.secret);
}

/**
 * The key, read once per database handle: it never changes once made, so reading it again on
 * every link would only cost a query.
 */
const keys = new WeakMap<Db, Promise<Buffer>>();
export function viewerLinkKey(db: Db, configured?: string): Promise<Buffer> {
  if (configured) return Promise.resolve().then(() => parseConfiguredKey(configured));
  let key = keys.get(db);
  if (!key) {
    key = storedKey(db);
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}
