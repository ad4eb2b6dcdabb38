-- A create sent twice with the same Idempotency-Key happens once: the first request's answer is
-- kept for a day and replayed to every repeat (demo/server/http/idempotency.ts). A row whose
-- response_status is null is a request still running.
create table idempotency_key (
  -- Who may replay it: a hash of the session token, or 'anonymous' before any sign-in.
  scope text not null,
  key text not null,
  -- sha256 of method, path and body: the same key with another request is refused, not replayed.
  fingerprint text not null,
  response_status integer,
  response_content_type text,
  response_body bytea,
  created_at timestamptz not null default now(),
  primary key (scope, key)
);
create index idempotency_key_created_idx on idempotency_key (created_at);
