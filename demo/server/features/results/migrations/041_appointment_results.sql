-- The results of an appointment (the pages /appointments/{bookingKey}/result and /result/patient of
-- widgets/results/README.md; docs/rules.md#results-expiry): the radiologist's report per exam and
-- where its images can be seen. Patients open them with a code; contacts through a share of them.

create table appointment_result (
  id bigint generated always as identity primary key,
  booking_key text not null references appointment (booking_key) on delete cascade,
  item_slug text not null unique references appointment_item (slug) on delete cascade,
  -- The report as the radiologist wrote it: plain text, shown as text (never as HTML).
  report text not null check (char_length(report) <= 20000),
  reported_by text not null,
  reported_at timestamptz not null,
  -- Absolute http(s), or root-relative to the portal; null: no images to show online.
  images_url text check (images_url is null or images_url ~ '^(https?://|/[^/\\])'),
  -- After this the results link is expired (deny page resultsExpired), for the patient and for shares.
  available_until timestamptz not null
);
create index appointment_result_booking_idx on appointment_result (booking_key);
