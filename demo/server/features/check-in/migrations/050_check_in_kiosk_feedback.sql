-- Check-in, second part (issue 14): when check-in opens per booking, where a check-in was made
-- (kiosk), and the patient's feedback about the visit (the FEEDBACK questionnaire).

-- How long before the appointment check-in opens for this booking; null: the clinic's
-- opens_minutes_before. The demo's TOO_EARLY patient has a short one.
alter table check_in_booking add column opens_minutes_before integer check (opens_minutes_before is null or opens_minutes_before > 0);

-- A check-in made at a kiosk: the device's name (kioskIdentity cookie) and the visit
-- (patientKioskIdentity cookie, a random id per patient at the device, nothing personal). Null on a phone.
alter table check_in add column kiosk_device text check (kiosk_device is null or length(kiosk_device) between 1 and 60);
alter table check_in add column kiosk_visit text check (kiosk_visit is null or kiosk_visit ~ '^[0-9a-f-]{36}$');

-- The patient's answer to the visit feedback questionnaire, once per booking.
create table check_in_feedback (
  booking_key text primary key references appointment (booking_key) on delete cascade,
  questionnaire_id text not null,
  result jsonb not null,
  answered_at timestamptz not null default now()
);
