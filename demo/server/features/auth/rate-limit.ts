/**
 * A fixed-window request counter per client, kept in the database so that every server sharing
 * it counts together: two instances behind a load balancer give the first 429 at the same request
 * as one. Each hit is one statement: it counts the request (a window starts with a client's first
 * request and lasts `windowMs`), and deletes a few rows whose window has passed, so the table
 * holds only live windows without a timer in any process.
 */
import type { Db } from '../../db/db';

export interface RateLimiter {
  /** Counts a request; resolves to the seconds to wait when over the limit, else 0. */
  hit(client: string, now?: Date): Promise<number>;
}

/** Expired windows one hit deletes at most: bounded work per request, and enough to outpace growth. */
const PRUNE_PER_HIT = 20;

/**
 * The clock is the database's (`now()`), the same for every server, unless a test passes `now`.
 * An expired window starts again at this hit. Rows of the same client are never pruned here: the
 * insert's conflict handling restarts them.
 */
const HIT = `
with expired as (
  delete from rate_limit_window
   where (limiter, client) in (
     select limiter, client from rate_limit_window
      where expires_at <= coalesce($4::timestamptz, now()) and (limiter, client) <> ($1, $2)
      limit ${PRUNE_PER_HIT}
      for update skip locked)
)
insert into rate_limit_window as w (limiter, client, expires_at, hits)
values ($1, $2, coalesce($4::timestamptz, now()) + make_interval(secs => $3::double precision / 1000), 1)
on conflict (limiter, client) do update
   set hits = case when w.expires_at <= coalesce($4::timestamptz, now()) then 1 else w.hits + 1 end,
       expires_at = case when w.expires_at <= coalesce($4::timestamptz, now()) then excluded.expires_at else w.expires_at end
returning hits, ceil(extract(epoch from expires_at - coalesce($4::timestamptz, now())))::integer as wait`;

/** Client keys longer than this are cut (an address or an IPv6 /64 is far shorter). */
const MAX_CLIENT_LENGTH = 100;

/**
 * `name` tells limiters apart in the table (the auth routes' limit is not check-in's); `limit`
 * requests per client pass in each window of `windowMs`.
 */
export function createRateLimiter(db: Db, name: string, limit: number, windowMs: number): RateLimiter {
  return {
    async hit(client, now) {
      const [row] = await db.query<{ hits: number; wait: number }>(HIT, [
        name,
        client.slice(0, MAX_CLIENT_LENGTH) || 'unknown',
        windowMs,
        now ?? null,
      ]);
      return row && row.hits > limit ? Math.max(1, row.wait) : 0;
    },
  };
}
