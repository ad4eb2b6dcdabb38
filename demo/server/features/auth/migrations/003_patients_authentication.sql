-- Patients and what they reach through secure links (appointments, booking requests, shared
-- results), and the authentication state the server keeps for them: sessions, attempts,
-- one-time codes and captcha challenges (src/api/API.md#authentication).

create table patient (
  id bigint generated always as identity primary key,
  first_name text not null,
  last_name text not null,
  date_of_birth date not null,
  email text,
  -- Digits only, as typed in the contact-number check (at most 10: docs/rules.md#booking-contact-number).
  phone text check (phone is null or phone ~ '^[0-9]{8,10}$')
);

-- An appointment's booking key is the secret part of its link (/appointments/{bookingKey}).
create table appointment (
  booking_key text primary key check (booking_key ~ '^[A-Za-z0-9-]{6,64}$'),
  patient_id bigint not null references patient (id) on delete cascade,
  clinic_slug text not null references clinic (slug),
  exam_slug text not null references exam (slug),
  starts_at timestamptz not null,
  status text not null default 'BOOKED',
  results_available boolean not null default false
);
create index appointment_patient_idx on appointment (patient_id);

create table booking_request (
  booking_key text primary key check (booking_key ~ '^[A-Za-z0-9-]{6,64}$'),
  slug text not null unique check (slug ~ '^[a-z0-9-]{6,64}$'),
  patient_id bigint not null references patient (id) on delete cascade,
  -- Null until the clinic picks the exam (the header's booking info button depends on it).
  exam_slug text references exam (slug),
  status text not null default 'PENDING',
  created_at timestamptz not null default now()
);

-- Results a patient shared with a named contact; the contact opens them by the share's slug.
create table result_share (
  slug text primary key check (slug ~ '^[a-z0-9-]{6,64}$'),
  booking_key text not null references appointment (booking_key) on delete cascade,
  contact_name text not null,
  contact_email text,
  contact_phone text check (contact_phone is null or contact_phone ~ '^[0-9]{8,10}$'),
  revoked boolean not null default false
);

-- A browser session: the cookie holds a random token; only its SHA-256 is stored.
create table auth_session (
  token_hash text primary key,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  captcha_verified boolean not null default false
);

-- What a session may open. level 'dob' = date of birth proven, a code is still due;
-- 'full' = everything this link type needs.
create table auth_grant (
  token_hash text not null references auth_session (token_hash) on delete cascade,
  type text not null check (type in ('APPOINTMENT', 'BOOKING_REQUEST', 'APPOINTMENT_RESULTS', 'PATIENT_PORTAL')),
  -- The booking key of the appointment or booking request, or a result share's slug.
  subject text not null,
  level text not null check (level in ('dob', 'full')),
  role text not null,
  otp_required boolean not null,
  granted_at timestamptz not null default now(),
  primary key (token_hash, type, subject)
);

-- Every failed or successful check, by subject (booking key or slug) and by client (address):
-- the lockout counts the failures since the last success.
create table auth_attempt (
  id bigint generated always as identity primary key,
  subject text not null,
  client text not null,
  kind text not null check (kind in ('dob', 'otp')),
  success boolean not null,
  created_at timestamptz not null default now()
);
create index auth_attempt_subject_idx on auth_attempt (subject, created_at);
create index auth_attempt_client_idx on auth_attempt (client, created_at);

-- One-time codes: random, single-use, bound to a subject and link type, short-lived. Only a hash
-- is stored, so a database reader cannot sign in with it.
create table otp_code (
  id bigint generated always as identity primary key,
  subject text not null,
  type text not null,
  code_hash text not null,
  channel text not null check (channel in ('EMAIL', 'SMS')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index otp_code_subject_idx on otp_code (subject, type, created_at);

-- Local proof-of-work captcha challenges: each can be solved once.
create table captcha_challenge (
  id text primary key,
  salt text not null,
  challenge text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
