-- What the patient did to a booking through its link (cancel, reschedule, confirm:
-- docs/rules.md#change-windows): the booking's confirmation time, and one row per change with the
-- cancel form's reason and note, or the time a reschedule moved an item from. Staff read these;
-- nothing is overwritten, so a cancelled appointment still says why.
alter table appointment add column confirmed_at timestamptz;

create table appointment_change (
  id bigint generated always as identity primary key,
  booking_key text not null references appointment (booking_key) on delete cascade,
  item_slug text references appointment_item (slug) on delete cascade,
  kind text not null check (kind in ('CANCEL', 'CONFIRM', 'RESCHEDULE')),
  reason text,
  note text check (note is null or length(note) <= 500),
  previous_starts_at timestamptz,
  created_at timestamptz not null default now()
);
create index appointment_change_booking_idx on appointment_change (booking_key, created_at);
