-- The patient's language, stored with each booking and booking request (issue 22): reminders,
-- reschedule e-mails and share notices are written in it, not in whatever page sent the request.
-- Null for bookings made before: the provider's application.jsLocale then.
alter table appointment add column locale text check (locale is null or locale in ('en-AU', 'en-NZ', 'en-CA', 'en-US', 'mk'));
alter table booking_request add column locale text check (locale is null or locale in ('en-AU', 'en-NZ', 'en-CA', 'en-US', 'mk'));
