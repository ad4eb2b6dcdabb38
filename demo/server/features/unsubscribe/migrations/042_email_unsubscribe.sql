-- Unsubscribing from e-mail notifications (docs/rules.md#notify-unsubscribe; the page is
-- widgets/unsubscribe/README.md). Each notification e-mail carries a link with a random token for
-- its recipient; only the token's SHA-256 is stored, so a database reader cannot unsubscribe
-- anyone.

create table email_unsubscribe_token (
  token_hash text primary key,
  -- Lower-cased address the token stands for.
  email text not null,
  created_at timestamptz not null default now()
);
create index email_unsubscribe_token_email_idx on email_unsubscribe_token (email);

-- Addresses that asked for no more notification e-mails (one-time codes and links a person asks
-- for are not notifications and still go).
create table email_unsubscribed (
  email text primary key check (email = lower(email)),
  unsubscribed_at timestamptz not null default now()
);
