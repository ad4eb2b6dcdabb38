-- Uploaded files in the database itself (issue 26 item 4): every server instance sharing this
-- PostgreSQL reads what any other stored, with no shared folder. A file is a row and its bytes in
-- chunks of 256 KiB, so a 10 MB upload is written and read a chunk at a time, never whole.
create table stored_file (
  id text primary key check (id ~ '^[a-f0-9]{32}$'),
  -- null until the last chunk is written; a file that never completes is swept (features/retention).
  size_bytes bigint check (size_bytes >= 0),
  complete boolean not null default false,
  created_at timestamptz not null default now()
);

create table stored_file_chunk (
  file_id text not null references stored_file (id) on delete cascade,
  seq integer not null check (seq >= 0),
  data bytea not null,
  primary key (file_id, seq)
);
-- PDFs and photos are already compressed: storing them out of line without another compression
-- attempt saves the CPU for nothing.
alter table stored_file_chunk alter column data set storage external;
