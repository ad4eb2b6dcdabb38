-- The retention job (features/retention) finds what has expired by age: these indexes keep each
-- of its batches an index range scan, however large the tables grow.
create index questionnaire_answer_temporary_age_idx on questionnaire_answer (answered_at) where scope = 'TEMPORARY';
create index issued_booking_key_age_idx on issued_booking_key (created_at);
create index stored_file_age_idx on stored_file (created_at);
