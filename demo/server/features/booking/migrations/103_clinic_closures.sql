-- Days a clinic is closed besides its state's public holidays (issue 22 item 9): a refurbishment,
-- a staff day, a local show day. Public holidays come from the kept data set (npm date-holidays);
-- slots are never offered on either, and the server refuses a hold or booking there.
create table clinic_closure (
  clinic_slug text not null references clinic (slug) on delete cascade,
  day date not null,
  reason text not null default '' check (char_length(reason) <= 200),
  primary key (clinic_slug, day)
);
