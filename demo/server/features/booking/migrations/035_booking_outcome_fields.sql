-- What a booking's questionnaire outcomes asked the form for (a Medicare number or a validation
-- code: docs/rules.md#questionnaire-outcomes-bind-booking): kept with the booking for the clinic's
-- staff. Digits only, as the shared Medicare check stores them (src/api/schemas/medicare.ts).
alter table appointment add column medicare_number text check (medicare_number is null or medicare_number ~ '^[0-9]{10,11}$');
alter table appointment add column validation_code text check (validation_code is null or validation_code ~ '^[A-Za-z0-9][A-Za-z0-9-]{2,10}[A-Za-z0-9]$');
