-- The FEEDBACK questionnaire a patient is offered is the visit feedback (seeded by id); the
-- referrer's report quality form had been seeded here too, where a patient's load would have
-- offered it. It lives with the report-feedback feature (one form per image link), so the copy
-- here goes, unless someone already answered it.
delete from questionnaire
 where id = 'referrer-report-feedback'
   and not exists (select 1 from questionnaire_answer where questionnaire_id = 'referrer-report-feedback');
