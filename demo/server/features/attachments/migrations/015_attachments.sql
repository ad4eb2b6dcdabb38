-- Attachments of appointments and booking requests, and temporary documents uploaded before a
-- booking exists (src/api/API.md#attachments; docs/rules.md#files-and-attachments). The file itself
-- lives under DATA_DIR/uploads/ by a random storage name; the row holds what the patient sees.

-- Kinds of document a clinic asks for (the "document type title and description" of the viewer).
create table document_type (
  id integer primary key,
  title text not null,
  description text not null default '',
  -- The exam groups this type is asked for on a booking request; null: every group.
  exam_group_name text
);
insert into document_type (id, title, description, exam_group_name) values
  (1, 'Referral', 'The request form from your doctor or specialist.', null),
  (2, 'Previous imaging report', 'A report of an earlier scan of the same body part, if you have one.', null),
  (3, 'Medicare or insurance card', 'A photo of the front of the card.', null);

create table attachment (
  id bigint generated always as identity primary key,
  -- APPOINTMENT / BOOKING_REQUEST: owner_key is the booking key. TEMPORARY: a booking key handed
  -- out before the booking exists; only the session that uploaded may see or change it.
  owner_type text not null check (owner_type in ('APPOINTMENT', 'BOOKING_REQUEST', 'TEMPORARY')),
  owner_key text not null check (owner_key ~ '^[A-Za-z0-9-]{6,64}$'),
  owner_session text,
  document_type_id integer references document_type (id),
  group_name text,
  file_name text not null check (length(file_name) between 1 and 120),
  content_type text not null,
  size_bytes integer not null check (size_bytes >= 0),
  storage_name text not null unique check (storage_name ~ '^[a-f0-9]{32}$'),
  imported boolean not null default false,
  created_at timestamptz not null default now(),
  check ((owner_type = 'TEMPORARY') = (owner_session is not null))
);
create index attachment_owner_idx on attachment (owner_type, owner_key);
