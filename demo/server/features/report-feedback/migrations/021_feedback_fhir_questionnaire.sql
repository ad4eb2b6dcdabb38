-- Feedback questionnaires are FHIR R4 Questionnaires, like every other questionnaire (issue 11), so
-- the runner renders them and the server checks answers with the same rules. A questionnaire of
-- the earlier home-made shape is retired rather than converted: a provider's form is theirs to
-- rewrite, and an answer is only ever checked against the questionnaire it was given to.
update feedback_questionnaire set active = false where fields->>'resourceType' is distinct from 'Questionnaire';
alter table feedback_questionnaire
  add constraint feedback_questionnaire_is_fhir check (not active or fields->>'resourceType' = 'Questionnaire');
