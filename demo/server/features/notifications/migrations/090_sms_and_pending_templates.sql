-- Patient messages that the server used to write in hard-coded English (the SMS sign-in code, the
-- SMS a share's contact gets, the pending-booking e-mail and SMS) become translated templates a
-- provider can preview and reword, like the e-mails.
--
-- Why a `channel` column on email_template, not a second table: a template is the same thing
-- whatever carries it (a name, a locale, text with {{placeholders}}, reworded by the provider,
-- listed and previewed by one tool), so one table keeps one primary key, one locale check and one
-- preview path. The channel says how a row is filled: 'email' rows are HTML with escaped values;
-- 'sms' rows are plain text (values never HTML-escaped, control characters and line breaks in a
-- value replaced, so a value cannot add lines) and have no subject. SMS rows end in `_sms`, so a
-- name alone says which channel it is and an e-mail and its SMS sit side by side in a list.
alter table email_template add column channel text not null default 'email' check (channel in ('email', 'sms'));
alter table email_template add constraint email_template_channel_name_check
  check ((channel = 'sms') = (template like '%\_sms'));
alter table email_template add constraint email_template_sms_subject_check check (channel = 'email' or subject = '');

-- Placeholders: code, radiologyName.
insert into email_template (template, locale, channel, subject, body_html) values
('one_time_code_sms', 'en-AU', 'sms', '', '{{code}} is your {{radiologyName}} code. It expires in 10 minutes. Never share it.'),
('one_time_code_sms', 'en-NZ', 'sms', '', '{{code}} is your {{radiologyName}} code. It expires in 10 minutes. Never share it.'),
('one_time_code_sms', 'en-CA', 'sms', '', '{{code}} is your {{radiologyName}} code. It expires in 10 minutes. Never share it.'),
('one_time_code_sms', 'en-US', 'sms', '', '{{code}} is your {{radiologyName}} code. It expires in 10 minutes. Never share it.'),
('one_time_code_sms', 'mk', 'sms', '', '{{code}} е вашиот код за {{radiologyName}}. Важи 10 минути. Никогаш не го споделувајте.');

-- Placeholders: patientFirstName, link, radiologyName (the contact's own link, never the booking key).
insert into email_template (template, locale, channel, subject, body_html) values
('results_shared_sms', 'en-AU', 'sms', '', '{{patientFirstName}} has shared imaging results with you at {{radiologyName}}: {{link}}'),
('results_shared_sms', 'en-NZ', 'sms', '', '{{patientFirstName}} has shared imaging results with you at {{radiologyName}}: {{link}}'),
('results_shared_sms', 'en-CA', 'sms', '', '{{patientFirstName}} has shared imaging results with you at {{radiologyName}}: {{link}}'),
('results_shared_sms', 'en-US', 'sms', '', '{{patientFirstName}} has shared imaging results with you at {{radiologyName}}: {{link}}'),
('results_shared_sms', 'mk', 'sms', '', '{{patientFirstName}} сподели резултати од снимање со вас преку {{radiologyName}}: {{link}}'),
('history_shared_sms', 'en-AU', 'sms', '', '{{patientFirstName}} has shared their imaging history with you at {{radiologyName}}: {{link}}'),
('history_shared_sms', 'en-NZ', 'sms', '', '{{patientFirstName}} has shared their imaging history with you at {{radiologyName}}: {{link}}'),
('history_shared_sms', 'en-CA', 'sms', '', '{{patientFirstName}} has shared their imaging history with you at {{radiologyName}}: {{link}}'),
('history_shared_sms', 'en-US', 'sms', '', '{{patientFirstName}} has shared their imaging history with you at {{radiologyName}}: {{link}}'),
('history_shared_sms', 'mk', 'sms', '', '{{patientFirstName}} ја сподели својата историја на снимања со вас преку {{radiologyName}}: {{link}}');

-- A pending booking (docs/rules.md#booking-pending). Placeholders: patientFirstName, link
-- (absolute, to the booking's page), radiologyName.
insert into email_template (template, locale, subject, body_html) values
('booking_pending', 'en-AU', 'Your booking is pending confirmation',
 '<p>Hi {{patientFirstName}},</p>
<p>We have your booking and are keeping the times for you. Our staff will confirm it shortly.</p>
<p><a href="{{link}}">See your booking</a></p>
<p>Kind regards,<br>{{radiologyName}}</p>'),
('booking_pending', 'en-NZ', 'Your booking is pending confirmation',
 '<p>Kia ora {{patientFirstName}},</p>
<p>We have your booking and are keeping the times for you. Our staff will confirm it shortly.</p>
<p><a href="{{link}}">See your booking</a></p>
<p>Ngā mihi,<br>{{radiologyName}}</p>'),
('booking_pending', 'en-CA', 'Your booking is pending confirmation',
 '<p>Hello {{patientFirstName}},</p>
<p>We have your booking and are holding the times for you. Our staff will confirm it shortly.</p>
<p><a href="{{link}}">See your booking</a></p>
<p>Sincerely,<br>{{radiologyName}}</p>'),
('booking_pending', 'en-US', 'Your booking is pending confirmation',
 '<p>Hello {{patientFirstName}},</p>
<p>We have your booking and are holding the times for you. Our staff will confirm it shortly.</p>
<p><a href="{{link}}">See your booking</a></p>
<p>Sincerely yours,<br>{{radiologyName}}</p>'),
('booking_pending', 'mk', 'Вашата резервација чека потврда',
 '<p>Почитуван/а {{patientFirstName}},</p>
<p>Ја примивме вашата резервација и ги чуваме термините за вас. Нашиот персонал наскоро ќе ја потврди.</p>
<p><a href="{{link}}">Погледнете ја вашата резервација</a></p>
<p>Со почит,<br>{{radiologyName}}</p>');

insert into email_template (template, locale, channel, subject, body_html) values
('booking_pending_sms', 'en-AU', 'sms', '', '{{patientFirstName}}, your {{radiologyName}} booking is pending confirmation. We are keeping the times for you: {{link}}'),
('booking_pending_sms', 'en-NZ', 'sms', '', '{{patientFirstName}}, your {{radiologyName}} booking is pending confirmation. We are keeping the times for you: {{link}}'),
('booking_pending_sms', 'en-CA', 'sms', '', '{{patientFirstName}}, your {{radiologyName}} booking is pending confirmation. We are holding the times for you: {{link}}'),
('booking_pending_sms', 'en-US', 'sms', '', '{{patientFirstName}}, your {{radiologyName}} booking is pending confirmation. We are holding the times for you: {{link}}'),
('booking_pending_sms', 'mk', 'sms', '', '{{patientFirstName}}, вашата резервација во {{radiologyName}} чека потврда. Ги чуваме термините за вас: {{link}}');
