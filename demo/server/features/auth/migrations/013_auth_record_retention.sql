-- Sign-in records are pruned by age (features/auth/retention.ts): indexes so the prune reads
-- only the old rows.
create index auth_attempt_created_idx on auth_attempt (created_at);
create index otp_code_expires_idx on otp_code (expires_at);
