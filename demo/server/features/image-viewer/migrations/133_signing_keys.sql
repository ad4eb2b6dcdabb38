-- Keys the server signs with, one per purpose, made once by whichever instance needs one first
-- (issue 26 item 4): a viewer link signed by one instance verifies at every other. A deployment
-- may configure the key instead (VIEWER_LINK_KEY); then this row is not used.
create table signing_key (
  purpose text primary key check (purpose ~ '^[a-z][a-z0-9-]{1,40}$'),
  secret bytea not null check (length(secret) >= 32),
  created_at timestamptz not null default now()
);
