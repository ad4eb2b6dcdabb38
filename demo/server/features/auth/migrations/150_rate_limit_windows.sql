-- Request rate limits counted in the database (features/auth/rate-limit.ts), so every server on
-- one PostgreSQL counts the same requests once. One row per limiter and client: the fixed window
-- that started with the client's first request, and how many requests it has seen. Rows past
-- their window are deleted a few at a time by the counting statement itself.
-- Unlogged: a crash may forget the counts (they restart at zero), which a rate limit can afford,
-- and every request writes here, so the write-ahead log is spared.
create unlogged table rate_limit_window (
  limiter text not null check (length(limiter) between 1 and 40),
  client text not null check (length(client) between 1 and 100),
  expires_at timestamptz not null,
  hits integer not null check (hits > 0),
  primary key (limiter, client)
);
create index rate_limit_window_expires_idx on rate_limit_window (expires_at);
