-- Slot generation and holds (issue 12). A clinic's free times come from its opening hours
-- (006), its breaks, how many rooms it has per modality, each exam's duration (exam.duration_minutes),
-- the appointment items already booked or pending (010) and the holds of patients filling in the form.

-- Rooms per modality: a slot is free while fewer items and holds of that modality overlap it than
-- the clinic has rooms. A clinic without a row for a modality has one room.
create table clinic_room (
  clinic_slug text not null references clinic (slug) on delete cascade,
  modality_slug text not null references modality (slug) on delete cascade,
  rooms integer not null check (rooms between 1 and 20),
  primary key (clinic_slug, modality_slug)
);

-- Breaks every open day, in the clinic's own zone (a lunch break, a staff meeting).
create table clinic_break (
  clinic_slug text not null references clinic (slug) on delete cascade,
  starts time not null,
  ends time not null check (ends > starts),
  primary key (clinic_slug, starts)
);

-- A slot reserved for a patient filling in the booking form. `id` is a random secret: only the
-- browser that made the hold can renew, release or book with it. Expired holds count for nothing
-- and are deleted when the next hold is made.
create table slot_hold (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{16,64}$'),
  clinic_slug text not null references clinic (slug) on delete cascade,
  exam_slug text not null references exam (slug) on delete cascade,
  modality_slug text not null references modality (slug) on delete cascade,
  starts_at timestamptz not null,
  ends_at timestamptz not null check (ends_at > starts_at),
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index slot_hold_clinic_time_idx on slot_hold (clinic_slug, starts_at);

-- Booking keys the server handed out for a booking being made (temporary questionnaire answers and
-- documents are kept under one until the booking exists). Only an issued, unused key becomes a booking's key.
create table issued_booking_key (
  booking_key text primary key check (booking_key ~ '^[A-Za-z0-9-]{16,64}$'),
  created_at timestamptz not null default now()
);
