-- Attachment files move from DATA_DIR/uploads/ into the database (features/file-store, migration
-- 130). Files already on a demo's disk are not carried over: their rows go (a demo's uploads are
-- test data; an imported referral comes back with "Import referrals"). No foreign key to
-- stored_file: the file store is an interface (object storage in a large deployment), so the code
-- keeps them in step (file written before its row, row deleted before its file) and the retention
-- job sweeps a file no row names.
delete from attachment;
-- The retention job finds expired temporary documents by age.
create index attachment_temporary_age_idx on attachment (created_at) where owner_type = 'TEMPORARY';

-- Upload counts per fixed window (issue 23): a signed-in session's uploads, and uploads without a
-- sign-in per client address. In the database, so every instance counts the same uploads; one
-- statement per upload; old windows are deleted by the retention job.
create table upload_rate (
  subject text not null check (length(subject) between 1 and 200),
  window_start timestamptz not null,
  count integer not null check (count >= 0),
  primary key (subject, window_start)
);
create index upload_rate_window_idx on upload_rate (window_start);
