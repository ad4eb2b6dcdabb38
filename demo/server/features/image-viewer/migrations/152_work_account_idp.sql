-- The demo's work-account identity provider keeps its keys and its sign-in state in the database
-- (issue 26 item 3), so every server sharing it is one provider: one signing key (a token signed at
-- one server verifies at another), one set of cookie keys and one TLS certificate, and sign-ins that
-- may go on at any server. A real tenant keeps all of this itself.

-- One row: made by the first server that starts the provider, read by every other.
create table work_account_idp (
  id integer primary key default 1 check (id = 1),
  -- The ID-token signing key (JWK set with its private parts), the cookie signing keys, the certificate.
  private_jwks jsonb not null,
  cookie_keys jsonb not null,
  tls_key text not null,
  tls_cert text not null,
  created_at timestamptz not null default now()
);

-- oidc-provider's storage (its Adapter): sessions, interactions, authorization codes, grants, …
create table work_account_oidc (
  model text not null check (length(model) between 1 and 64),
  id text not null check (length(id) between 1 and 256),
  payload jsonb not null,
  uid text,
  grant_id text,
  user_code text,
  expires_at timestamptz not null,
  primary key (model, id)
);
create index work_account_oidc_uid_idx on work_account_oidc (model, uid) where uid is not null;
create index work_account_oidc_grant_idx on work_account_oidc (grant_id) where grant_id is not null;
create index work_account_oidc_expires_idx on work_account_oidc (expires_at);
