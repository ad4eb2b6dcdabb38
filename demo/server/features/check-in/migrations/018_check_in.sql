-- Digital check-in (docs/rules.md#check-in; the calls in src/api/API.md#check-in): which clinics
-- take it, what each booking needs before it can be checked in, the referring doctors the form
-- searches, consent forms and their answers, and the check-in itself per appointment item.

-- Check-in enabled per clinic. enabled_at: a booking made before its clinic enabled digital check-in
-- cannot be prepared (message.late_enable_digital_check_in_error). opens_minutes_before: how long
-- before the appointment check-in opens.
create table check_in_clinic (
  clinic_slug text primary key references clinic (slug) on delete cascade,
  enabled boolean not null default true,
  enabled_at timestamptz not null default '2020-01-01',
  opens_minutes_before integer not null default 240 check (opens_minutes_before > 0)
);

-- What the practice system knows about a booking that check-in needs. prepare_fails stands for a
-- practice system that refuses the preparation (the demo's failure path).
create table check_in_booking (
  booking_key text primary key references appointment (booking_key) on delete cascade,
  referral_required boolean not null default false,
  referral_uploaded boolean not null default false,
  referral_document_type_id integer,
  show_gender_selection boolean not null default false,
  medicare_number text check (medicare_number is null or medicare_number ~ '^[0-9]{10,11}$'),
  notify_patient boolean not null default true,
  prepare_fails boolean not null default false,
  feedback_answered boolean not null default false
);

-- Referring doctors, as the doctor search answers them (docs/rules.md#check-in-doctor-search).
create table referrer (
  id integer primary key,
  first_name text not null,
  last_name text not null,
  city_name text not null,
  postal_code text not null
);
create index referrer_last_name_idx on referrer (lower(last_name));

-- Consent forms a patient answers before an exam of a modality.
create table consent_form (
  id integer primary key,
  modality_slug text not null references modality (slug),
  title text not null,
  content text not null
);

create table check_in_consent (
  item_slug text not null references appointment_item (slug) on delete cascade,
  consent_form_id integer not null references consent_form (id),
  answer boolean not null,
  answered_at timestamptz not null default now(),
  primary key (item_slug, consent_form_id)
);

-- The check-in of one appointment item: the form as sent and when the preparation was asked for.
-- The practice system finishes asynchronously: preparation-sent and check-in-sent become true a
-- short, fixed time after requested_at (features/check-in/limits.ts), so polling is real.
create table check_in (
  item_slug text primary key references appointment_item (slug) on delete cascade,
  requested_at timestamptz not null default now(),
  referrer_id integer references referrer (id),
  referrer_name text not null default '',
  date_of_referral date not null,
  medicare_number text not null,
  reference_number text not null,
  gender text check (gender is null or gender in ('Female', 'Male', 'Other')),
  fails boolean not null default false
);
