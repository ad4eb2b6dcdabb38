/**
 * Idempotency keys (IETF draft-ietf-httpapi-idempotency-key-header, Stripe's model): every POST and
 * PATCH the widgets send carries an `Idempotency-Key`, the same on each retry of one call. The first
 * request with a key runs; its answer is kept for IDEMPOTENCY_KEY_TTL_HOURS and every repeat gets
 * that answer again (with `Idempotent-Replayed: true`) without running. So a patient whose network
 * drops after pressing Book, and whose widget retries, has one appointment, not two.
 *
 * - A repeat while the first still runs: 409 `idempotency_request_in_progress` (try again shortly).
 * - The same key with another method, path or body: 422 `idempotency_key_reused`.
 * - Not kept, so a retry runs again: 5xx answers (nothing was done, or it was rolled back) and
 *   answers that set a cookie (a session token must never sit in this table).
 * - Keys are scoped to the browser session (a hash of its token), else to anonymous callers; a key
 *   is a random UUID, so a stranger cannot guess another caller's.
 */
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/db';
import { ApiError } from './errors';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
/** Printable ASCII, 1–255 characters: a UUID fits with room for a provider's own format. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** The session cookie's name (features/session/service.ts); repeated so http/ imports no feature. */
const SESSION_COOKIE = 'rad_session';

interface StoredKey {
  fingerprint: string;
  response_status: number | null;
  response_content_type: string | null;
  response_body: Uint8Array | null;
}

function sha256(...parts: Array<string | Uint8Array>): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
}

function scopeOf(sessionToken: string | undefined): string {
  return sessionToken ? `session:${sha256(sessionToken)}` : 'anonymous';
}

/**
 * A multipart body with its boundary taken out: the browser picks a new random boundary for every
 * send, so the same upload sent again (the same attempt, the same key) would otherwise look like
 * another request and be refused as a reused key.
 */
function withoutBoundary(body: Uint8Array, contentType: string | undefined): Uint8Array {
  const boundary = /^multipart\/form-data;.*\bboundary="?([^";]+)"?/i.exec(contentType ?? '')?.[1];
  if (!boundary) return body;
  return Buffer.from(Buffer.from(body).toString('latin1').replaceAll(boundary, ''), 'latin1');
}

export function idempotency(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined || (c.req.method !== 'POST' && c.req.method !== 'PATCH')) return next();
    if (!KEY_PATTERN.test(key)) throw new ApiError(400, 'The Idempotency-Key header is not valid', 'idempotency_key_invalid');

    // A clone, so the handler still reads the body; the body limits count this read too.
    const body = withoutBoundary(new Uint8Array(await c.req.raw.clone().arrayBuffer()), c.req.header('Content-Type'));
    const url = new URL(c.req.url);
    const fingerprint = sha256(c.req.method, ' ', url.pathname, url.search, '\n', body);
    const scope = scopeOf(getCookie(c, SESSION_COOKIE));

    await db.query(`delete from idempotency_key where created_at < now() - make_interval(hours => $1)`, [IDEMPOTENCY_KEY_TTL_HOURS]);
    const claimed = await db.query(
      `insert into idempotency_key (scope, key, fingerprint) values ($1, $2, $3) on conflict do nothing returning key`,
      [scope, key, fingerprint],
    );
    if (claimed.length === 0) return replay(db, scope, key, fingerprint);

    await next();
    const response = c.res;
    if (response.status >= 500 || response.headers.has('Set-Cookie')) {
      await db.query(`delete from idempotency_key where scope = $1 and key = $2`, [scope, key]);
      return;
    }
    const stored = await response.clone().arrayBuffer();
    await db.query(
      `update idempotency_key set response_status = $3, response_content_type = $4, response_body = $5 where scope = $1 and key = $2`,
      [scope, key, response.status, response.headers.get('Content-Type'), Buffer.from(stored)],
    );
  };
}

async function replay(db: Db, scope: string, key: string, fingerprint: string): Promise<Response> {
  const [row] = await db.query<StoredKey>(
    `select fingerprint, response_status, response_content_type, response_body from idempotency_key where scope = $1 and key = $2`,
    [scope, key],
  );
  // Gone between the insert and here (the first request failed and released it): ask for a retry.
  if (!row || row.response_status === null) {
    throw new ApiError(409, 'This request is still being processed; try again in a moment', 'idempotency_request_in_progress');
  }
  if (row.fingerprint !== fingerprint) {
    throw new ApiError(422, 'This Idempotency-Key was already used for another request', 'idempotency_key_reused');
  }
  const headers = new Headers({ [IDEMPOTENCY_REPLAYED_HEADER]: 'true', 'Cache-Control': 'no-store' });
  if (row.response_content_type) headers.set('Content-Type', row.response_content_type);
  const status = row.response_status;
  const empty = status === 204 || status === 304;
  return new Response(empty ? null : new Uint8Array(row.response_body ?? []), { status, headers });
}
