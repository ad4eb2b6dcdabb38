-- A code's answer can be lost after the code was accepted (the connection drops; a proxy answers
-- 500): the browser then still holds the session token from before the sign-in, which the
-- sign-in's rotation ended, and the code is spent. The token a code was accepted from, and the one
-- that sign-in gave, let a repeat of the same code from either carry on for a few minutes
-- (features/auth/service.ts validateCode; only hashes, as for every token).
alter table otp_code add column accepted_from_token_hash text, add column accepted_into_token_hash text;
