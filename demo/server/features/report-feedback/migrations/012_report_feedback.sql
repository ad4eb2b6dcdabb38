-- Report quality feedback (docs/rules.md#questionnaire-report-feedback; GET/POST
-- /api/image_viewer_link/questionnaires in src/api/API.md#image-viewer). A referrer rates the
-- report of the study their image link opens; one answer per link.

create table feedback_questionnaire (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  title text not null,
  -- The dialog's size comes from the questionnaire, default lg (docs/rules.md#questionnaire-dialog).
  modal_size text not null default 'lg' check (modal_size in ('sm', 'md', 'lg', 'xl')),
  show_closing_confirmation boolean not null default false,
  -- The questionnaire's fields in the questionnaire runner's own shape (issue 11): stored and
  -- answered as they are, never interpreted here.
  fields jsonb not null default '[]'::jsonb,
  active boolean not null default true
);

create table report_feedback_answer (
  -- The link answered for: an imsec's hash, or a PACS appointment id.
  link_key text primary key,
  questionnaire_id text not null references feedback_questionnaire (id),
  result jsonb not null,
  answered_at timestamptz not null default now()
);

-- GET /api/image_viewer_link/questionnaires may name the link by its PACS appointment id
-- (src/api/API.md#image-viewer).
alter table image_viewer_link add column pacs_appointment_id text unique check (pacs_appointment_id ~ '^[A-Za-z0-9._:-]{1,64}$');
