-- Foundation: the provider, where it scans (regions, clinics), what it scans (modalities, exams),
-- its translations and images, and the development outbox.
-- Later features append 002_…, 003_… files; never edit a migration that has shipped.

create table provider (
  -- The radiology code is the provider's public key: translations and URLs carry it.
  radiology_code text primary key check (radiology_code ~ '^[A-Za-z0-9_-]+$'),
  -- The whole configuration answered by GET /api/config, checked by ConfigSchema before storing.
  config jsonb not null,
  -- Terms and conditions HTML, answered apart (GET /api/config/terms): long and rarely read.
  terms text not null default '',
  updated_at timestamptz not null default now()
);

create table region (
  slug text primary key,
  name text not null,
  sort_order integer not null default 0
);

create table clinic (
  slug text primary key,
  name text not null,
  region_slug text not null references region (slug),
  suburb text not null,
  state text not null check (state in ('NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT')),
  address text not null,
  postcode text not null,
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  -- Each clinic keeps its own zone: slots are shown in the clinic's local time.
  time_zone text not null,
  phone text not null,
  email text
);
create index clinic_region_idx on clinic (region_slug);

create table modality (
  slug text primary key,
  name text not null,
  sort_order integer not null default 0
);

create table exam (
  slug text primary key,
  name text not null,
  modality_slug text not null references modality (slug),
  exam_code text not null unique,
  priority integer not null default 0,
  -- Shown before booking (what the exam is) and as preparation (what to do before it).
  notes text not null default '',
  exam_notes text not null default '',
  duration_minutes integer not null check (duration_minutes > 0),
  show_booking_request_info_modal boolean not null default false,
  -- Walk-in exams need no booking; prep_time and minutes_prior tell the patient when to arrive.
  walk_in boolean not null default false,
  prep_time text,
  minutes_prior integer check (minutes_prior is null or minutes_prior >= 0)
);
create index exam_modality_idx on exam (modality_slug);

-- Which clinic performs which exam (a clinic offers a modality only through its exams).
create table clinic_exam (
  clinic_slug text not null references clinic (slug) on delete cascade,
  exam_slug text not null references exam (slug) on delete cascade,
  primary key (clinic_slug, exam_slug)
);
create index clinic_exam_exam_idx on clinic_exam (exam_slug);

-- The provider's own wording, merged over the product's primary dictionary by the widgets.
create table translation_override (
  -- on update cascade: a RAD_CONFIG file may rename the provider's code.
  radiology_code text not null references provider (radiology_code) on update cascade on delete cascade,
  locale text not null,
  key text not null,
  message text not null,
  primary key (radiology_code, locale, key)
);

-- Provider images (headers, logo, favicon): GET /api/assets/application/{name}.
create table asset (
  name text primary key check (name ~ '^[a-z0-9_-]+$'),
  content_type text not null,
  body bytea not null,
  updated_at timestamptz not null default now()
);

-- What the server "sent": codes and e-mails land here in development so people and tests can read them.
create table outbox (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  channel text not null check (channel in ('email', 'sms')),
  recipient text not null,
  subject text not null default '',
  body text not null,
  code text
);
create index outbox_recipient_idx on outbox (recipient, id desc);
