-- The referral document of a booking request (GET /api/secured/booking_requests/{id}/download).
create table booking_request_referral (
  booking_key text primary key references booking_request (booking_key) on delete cascade,
  file_name text not null check (file_name ~ '^[A-Za-z0-9._ -]{1,100}$'),
  content_type text not null default 'application/pdf',
  body bytea not null
);
