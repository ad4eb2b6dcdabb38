-- Chat conversations in the database (issue 26 item 2, issue 24 item 19), so that a patient and an
-- agent connected to different servers talk to each other, and a patient whose connection drops
-- resumes the same conversation through any server. Servers tell each other about new events with
-- pg_notify('rad_chat', '{"c": id, "s": seq}'); the events themselves are read from here.
create table chat_conversation (
  id text primary key check (length(id) between 8 and 64),
  -- sha256 (hex) of the resume token only the patient's messenger holds.
  resume_hash text not null check (length(resume_hash) = 64),
  attributes jsonb not null default '{}',
  -- waiting: not started (no agent sees it); open: agents see it; ended: by the agent or by time.
  status text not null default 'waiting' check (status in ('waiting', 'open', 'ended')),
  -- The last event's number: events are numbered 1, 2, … per conversation, in commit order.
  next_seq integer not null default 0 check (next_seq >= 0),
  -- Refreshed while a patient's socket is connected (any server); a conversation whose patient
  -- stays away longer than the grace period ends.
  guest_seen_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  ended_at timestamptz
);
create index chat_conversation_open_idx on chat_conversation (status, guest_seen_at);
create index chat_conversation_ended_idx on chat_conversation (ended_at) where status = 'ended';

create table chat_event (
  conversation_id text not null references chat_conversation (id) on delete cascade,
  seq integer not null check (seq > 0),
  -- { kind: started | attributes | message | file | booking-complete | away | back | ended, … }
  body jsonb not null,
  created_at timestamptz not null default now(),
  primary key (conversation_id, seq)
);
create index chat_event_created_idx on chat_event (created_at);

-- Agent pages connected to any server, refreshed while connected: "no agent" means none is fresh.
create table chat_agent (
  id text primary key check (length(id) between 8 and 64),
  seen_at timestamptz not null default now()
);
