-- Report quality feedback (spec 000 §2 "Report quality feedback page", §3 "Feedback
-- questionnaire", §4, §8; §7 GET/POST /api/image_viewer_link/questionnaires). A referrer rates the
-- report of the study their image link opens; one answer per link.

create table feedback_questionnaire (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  title text not null,
  -- Spec 000 §9: the dialog's size comes from the questionnaire, default lg.
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

-- GET /api/image_viewer_link/questionnaires may name the link by its PACS appointment id (spec 000 §7).
alter table image_viewer_link add column pacs_appointment_id text unique check (pacs_appointment_id ~ '^[A-Za-z0-9._:-]{1,64}$');
