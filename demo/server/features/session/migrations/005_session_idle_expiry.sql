-- A session ends after SESSION_IDLE_MINUTES without a request (auth/limits.ts), besides its
-- absolute expires_at: the cookie itself is a browser-session cookie, and a shared computer's
-- browser may stay open for days.
alter table auth_session add column last_seen_at timestamptz not null default now();
