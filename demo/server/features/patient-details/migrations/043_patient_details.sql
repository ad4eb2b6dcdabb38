-- Patient details change (src/api/API.md#patient-details). The patient's current details, the
-- lookups the form offers, and the change requests patients send: stored for the clinic's staff to
-- apply, never applied by the portal.

create table ethnicity (
  id integer primary key,
  name text not null,
  sort_order integer not null
);

create table insurance_type (
  id integer primary key,
  name text not null,
  sort_order integer not null
);

-- The Australian standard question for Aboriginal and Torres Strait Islander origin (METeOR 291036).
insert into ethnicity (id, name, sort_order) values
  (1, 'Aboriginal', 1),
  (2, 'Torres Strait Islander', 2),
  (3, 'Both Aboriginal and Torres Strait Islander', 3),
  (4, 'Neither Aboriginal nor Torres Strait Islander', 4),
  (9, 'Prefer not to say', 5);

insert into insurance_type (id, name, sort_order) values
  (1, 'Medicare', 1),
  (2, 'Private health insurance', 2),
  (3, 'Department of Veterans'' Affairs', 3),
  (4, 'WorkCover', 4),
  (5, 'Compulsory third party (CTP)', 5),
  (6, 'Self-funded', 6);

alter table patient add column address_line text;
alter table patient add column suburb text;
alter table patient add column postcode text check (postcode is null or postcode ~ '^[0-9]{4}$');
alter table patient add column ethnicity_id integer references ethnicity (id);
alter table patient add column insurance_type_id integer references insurance_type (id);

create table patient_change_request (
  id bigint generated always as identity primary key,
  patient_id bigint not null references patient (id) on delete cascade,
  -- Where the patient asked from: a booking request, an appointment, or an appointment's confirmation page.
  origin text not null check (origin in ('BOOKING_REQUEST', 'APPOINTMENT', 'CONFIRMATION')),
  booking_key text not null,
  -- The details as the patient wants them (PatientDetailsChangeSchema), and the fields that differ.
  details jsonb not null,
  changed_fields text[] not null,
  status text not null default 'RECEIVED' check (status in ('RECEIVED', 'APPLIED', 'DECLINED')),
  created_at timestamptz not null default now()
);
create index patient_change_request_patient_idx on patient_change_request (patient_id, created_at);
