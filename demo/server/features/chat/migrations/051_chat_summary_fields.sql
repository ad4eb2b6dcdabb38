-- The chat booking summary (src/api/API.md#chat): what the agent receives about a booking request.
-- A booking request may name the clinic asked for and carry the patient's notes; a patient may have
-- a title and a postal code. Nullable or empty by default, so every existing row stays valid.
alter table booking_request add column if not exists clinic_slug text references clinic (slug);
alter table booking_request add column if not exists patient_notes text not null default ''
  check (length(patient_notes) <= 2000);
alter table patient add column if not exists title text check (title is null or length(title) between 1 and 20);
alter table patient add column if not exists postal_code text check (postal_code is null or postal_code ~ '^[0-9A-Za-z -]{3,10}$');
