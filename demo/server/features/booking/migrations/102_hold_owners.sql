-- Who made a hold (issue 22 item 11): the session (its token's hash) and the client address. Only
-- that session renews, releases or books with it, and live holds are counted per session and per
-- address, in the database, so every server instance enforces the same limits.
alter table slot_hold add column session_hash text not null default '';
alter table slot_hold add column client_address text not null default '';
create index slot_hold_session_idx on slot_hold (session_hash, expires_at);
create index slot_hold_client_idx on slot_hold (client_address, expires_at);
