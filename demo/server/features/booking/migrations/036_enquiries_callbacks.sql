-- Enquiries (docs/rules.md#booking-enquiries), marked by a referrer's API key
-- (docs/rules.md#booking-referrer-key), and the "call-centre email" and "callback request" calls
-- (src/api/API.md#slots-holds-and-booking).

-- A clinic that takes an exam only as an enquiry: the patient names a preferred time, staff confirm.
alter table clinic_exam add column enquiry_only boolean not null default false;

-- Practices that create booking requests for their patients with an API key (the referring
-- doctors of check-in are the `referrer` table). Only the key's SHA-256 is stored.
create table referrer_api_key (
  id bigint generated always as identity primary key,
  name text not null,
  api_key_hash text not null unique check (api_key_hash ~ '^[0-9a-f]{64}$'),
  revoked boolean not null default false,
  created_at timestamptz not null default now()
);

-- What an enquiry asked for: where, when (a preference, nothing is held), the patient's notes and
-- the outcome fields, and which referrer sent it (none: the patient).
alter table booking_request add column clinic_slug text references clinic (slug);
alter table booking_request add column preferred_start timestamptz;
alter table booking_request add column notes text check (notes is null or length(notes) <= 500);
alter table booking_request add column medicare_number text check (medicare_number is null or medicare_number ~ '^[0-9]{10,11}$');
alter table booking_request add column referrer_api_key_id bigint references referrer_api_key (id);
create index booking_request_referrer_api_key_idx on booking_request (referrer_api_key_id);

-- "Call me back" when no time suits: the booking team calls the patient.
create table callback_request (
  id bigint generated always as identity primary key,
  name text not null check (length(name) between 1 and 200),
  phone text not null check (phone ~ '^[0-9]{8,10}$'),
  time_of_day text not null check (time_of_day in ('morning', 'afternoon', 'evening', 'any')),
  exam_slug text references exam (slug),
  clinic_slug text references clinic (slug),
  note text check (note is null or length(note) <= 500),
  created_at timestamptz not null default now()
);
