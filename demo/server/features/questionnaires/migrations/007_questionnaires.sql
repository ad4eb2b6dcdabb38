-- Questionnaires (src/api/API.md#questionnaires): FHIR R4 Questionnaire definitions with the
-- provider's outcome rules, and the answers as FHIR QuestionnaireResponse JSON with the outcome
-- they produced.

create table questionnaire (
  id text primary key check (id ~ '^[a-z0-9-]{2,64}$'),
  type text not null check (type in ('REQUIRED_ON_CONFIRMATION', 'FEEDBACK', 'DECLINE_APPOINTMENT',
    'CANCEL_APPOINTMENT_PATIENT', 'CREATE_BOOKING_REQUEST', 'CREATE_BOOKING_REQUEST_REFERRER',
    'PAIN_SCORE_INITIAL', 'PAIN_SCORE_FINAL', 'PROTOCOL', 'MODALITY_ROUTING', 'BOOKING_FORM')),
  title text not null,
  -- Null: the widget's default (lg, docs/rules.md#questionnaire-dialog).
  modal_size text check (modal_size in ('sm', 'md', 'lg', 'xl')),
  show_closing_confirmation boolean not null default false,
  -- Where it applies: both empty = every exam; else an exam in exam_slugs or of a modality in modality_ids.
  exam_slugs text[] not null default '{}',
  modality_ids text[] not null default '{}',
  definition jsonb not null,
  -- Outcome rules: enableWhen-style conditions on the answers → an outcome (service.ts). No FHIRPath.
  rules jsonb not null default '[]',
  sort_order integer not null default 0
);

create table questionnaire_answer (
  id bigint generated always as identity primary key,
  questionnaire_id text not null references questionnaire (id),
  scope text not null check (scope in ('APPOINTMENT', 'BOOKING_REQUEST', 'PAIN_SCORE', 'TEMPORARY')),
  -- The appointment's or booking request's key; null while the answer is temporary.
  booking_key text,
  -- The browser's key for a booking not made yet; the booking moves the answers to its key.
  temporary_key text,
  exam_slug text,
  response jsonb not null,
  outcome jsonb not null,
  answered_at timestamptz not null default now(),
  check ((scope = 'TEMPORARY') = (temporary_key is not null and booking_key is null))
);
create index questionnaire_answer_booking_idx on questionnaire_answer (booking_key);
create index questionnaire_answer_temporary_idx on questionnaire_answer (temporary_key);
