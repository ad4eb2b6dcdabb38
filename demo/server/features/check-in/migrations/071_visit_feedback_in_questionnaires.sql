-- The visit feedback is the questionnaires feature's FEEDBACK questionnaire now (seeded as
-- visit-feedback), its answers in questionnaire_answer: one form and one store instead of two.
-- Answers to the old check-in-only form asked other questions, so they cannot become answers of
-- the seeded form; what must survive is "once per booking", so those bookings are marked as
-- having feedback before the old table goes.
insert into check_in_booking (booking_key, feedback_answered)
select booking_key, true from check_in_feedback
on conflict (booking_key) do update set feedback_answered = true;

drop table check_in_feedback;
