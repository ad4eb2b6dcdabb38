-- A booking (one booking key, one secure link) holds one appointment item per exam (the items of
-- `AppointmentSummarySchema`, src/api/schemas/appointments.schema.ts): a two-exam booking at two
-- clinics is one link with two times. The appointment row stays the booking as a whole (patient,
-- status, results); where, what and when move to its items, so nothing is stored twice.
create table appointment_item (
  slug text primary key check (slug ~ '^[a-z0-9-]{6,80}$'),
  booking_key text not null references appointment (booking_key) on delete cascade,
  clinic_slug text not null references clinic (slug),
  exam_slug text not null references exam (slug),
  starts_at timestamptz not null,
  ends_at timestamptz not null check (ends_at > starts_at),
  -- Statuses the spec names for an item (CANCELED, RESCHEDULED, CHANGED) besides booked and pending.
  status text not null default 'BOOKED' check (status in ('BOOKED', 'PENDING', 'CANCELED', 'RESCHEDULED', 'CHANGED')),
  created_at timestamptz not null default now()
);
create index appointment_item_booking_idx on appointment_item (booking_key);
-- Slot search reads a clinic's busy times by day.
create index appointment_item_clinic_time_idx on appointment_item (clinic_slug, starts_at);

insert into appointment_item (slug, booking_key, clinic_slug, exam_slug, starts_at, ends_at, status)
  select lower(booking_key) || '-1', booking_key, clinic_slug, exam_slug, starts_at, starts_at + interval '30 minutes',
         case when status in ('BOOKED', 'PENDING', 'CANCELED', 'RESCHEDULED', 'CHANGED') then status else 'BOOKED' end
    from appointment;

alter table appointment add column created_at timestamptz not null default now();
alter table appointment drop column clinic_slug, drop column exam_slug, drop column starts_at;
