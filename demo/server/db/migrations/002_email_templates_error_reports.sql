-- Translated e-mail templates (GET /api/notifications/preview_translated_email) and the
-- development error-report sink (Sentry envelopes, POST /api/{projectId}/envelope/).

-- One row per template and locale. body_html is trusted markup written by the provider; the
-- {{placeholders}} in it are filled with HTML-escaped values when a preview is rendered.
create table email_template (
  template text not null check (template ~ '^[a-z0-9_]+$'),
  locale text not null check (locale in ('en-AU', 'en-NZ', 'en-CA', 'en-US', 'mk')),
  subject text not null,
  body_html text not null,
  primary key (template, locale)
);

-- What the error-report sink received, raw: one Sentry envelope (newline-delimited JSON) per row.
create table error_report (
  id bigint generated always as identity primary key,
  received_at timestamptz not null default now(),
  project_id text not null,
  body text not null
);

insert into email_template (template, locale, subject, body_html) values
-- appointment_confirmation
('appointment_confirmation', 'en-AU', 'Your appointment is confirmed: {{examName}}',
 '<p>Hi {{patientFirstName}},</p>
<p>Your <strong>{{examName}}</strong> at {{clinicName}} is confirmed for <strong>{{date}}</strong>.</p>
<p>Please bring your referral, your Medicare card and any previous imaging, and arrive 15 minutes early.</p>
<p>Kind regards,<br>{{radiologyName}}</p>'),
('appointment_confirmation', 'en-NZ', 'Your appointment is confirmed: {{examName}}',
 '<p>Kia ora {{patientFirstName}},</p>
<p>Your <strong>{{examName}}</strong> at {{clinicName}} is confirmed for <strong>{{date}}</strong>.</p>
<p>Please bring your referral and any previous imaging, and arrive 15 minutes early.</p>
<p>Ngā mihi,<br>{{radiologyName}}</p>'),
('appointment_confirmation', 'en-CA', 'Your appointment is confirmed: {{examName}}',
 '<p>Hello {{patientFirstName}},</p>
<p>Your <strong>{{examName}}</strong> at {{clinicName}} is confirmed for <strong>{{date}}</strong>.</p>
<p>Please bring your requisition, your health card and any previous imaging, and arrive 15 minutes early.</p>
<p>Sincerely,<br>{{radiologyName}}</p>'),
('appointment_confirmation', 'en-US', 'Your appointment is confirmed: {{examName}}',
 '<p>Hello {{patientFirstName}},</p>
<p>Your <strong>{{examName}}</strong> at {{clinicName}} is confirmed for <strong>{{date}}</strong>.</p>
<p>Please bring your physician''s order, your insurance card and any prior imaging, and arrive 15 minutes early.</p>
<p>Sincerely,<br>{{radiologyName}}</p>'),
('appointment_confirmation', 'mk', 'Вашиот термин е потврден: {{examName}}',
 '<p>Почитуван/а {{patientFirstName}},</p>
<p>Вашиот термин за <strong>{{examName}}</strong> во {{clinicName}} е потврден за <strong>{{date}}</strong>.</p>
<p>Ве молиме донесете го упатот и претходните снимки, ако ги имате, и дојдете 15 минути порано.</p>
<p>Со почит,<br>{{radiologyName}}</p>'),
-- appointment_reminder
('appointment_reminder', 'en-AU', 'Reminder: your appointment on {{date}}',
 '<p>Hi {{patientFirstName}},</p>
<p>This is a reminder of your <strong>{{examName}}</strong> at {{clinicName}} on <strong>{{date}}</strong>.</p>
<p>If you can no longer come, please cancel or reschedule at least 24 hours ahead so someone else can have the time.</p>
<p>Kind regards,<br>{{radiologyName}}</p>'),
('appointment_reminder', 'en-NZ', 'Reminder: your appointment on {{date}}',
 '<p>Kia ora {{patientFirstName}},</p>
<p>This is a reminder of your <strong>{{examName}}</strong> at {{clinicName}} on <strong>{{date}}</strong>.</p>
<p>If you can no longer come, please cancel or reschedule at least 24 hours ahead so someone else can have the time.</p>
<p>Ngā mihi,<br>{{radiologyName}}</p>'),
('appointment_reminder', 'en-CA', 'Reminder: your appointment on {{date}}',
 '<p>Hello {{patientFirstName}},</p>
<p>This is a reminder of your <strong>{{examName}}</strong> at {{clinicName}} on <strong>{{date}}</strong>.</p>
<p>If you can no longer come, please cancel or reschedule at least 24 hours ahead so someone else can have the time.</p>
<p>Sincerely,<br>{{radiologyName}}</p>'),
('appointment_reminder', 'en-US', 'Reminder: your appointment on {{date}}',
 '<p>Hello {{patientFirstName}},</p>
<p>This is a reminder of your <strong>{{examName}}</strong> at {{clinicName}} on <strong>{{date}}</strong>.</p>
<p>If you can no longer make it, please cancel or reschedule at least 24 hours in advance so someone else can have the time.</p>
<p>Sincerely,<br>{{radiologyName}}</p>'),
('appointment_reminder', 'mk', 'Потсетник: вашиот термин на {{date}}',
 '<p>Почитуван/а {{patientFirstName}},</p>
<p>Ве потсетуваме на вашиот термин за <strong>{{examName}}</strong> во {{clinicName}} на <strong>{{date}}</strong>.</p>
<p>Ако не можете да дојдете, ве молиме откажете го или преместете го терминот најмалку 24 часа однапред, за да може некој друг да го искористи.</p>
<p>Со почит,<br>{{radiologyName}}</p>'),
-- booking_request_received
('booking_request_received', 'en-AU', 'We have received your booking request',
 '<p>Hi {{patientFirstName}},</p>
<p>Thank you for your request for a <strong>{{examName}}</strong>. Our team will call you within one working day to arrange a time at {{clinicName}}.</p>
<p>Kind regards,<br>{{radiologyName}}</p>'),
('booking_request_received', 'en-NZ', 'We have received your booking request',
 '<p>Kia ora {{patientFirstName}},</p>
<p>Thank you for your request for a <strong>{{examName}}</strong>. Our team will call you within one working day to arrange a time at {{clinicName}}.</p>
<p>Ngā mihi,<br>{{radiologyName}}</p>'),
('booking_request_received', 'en-CA', 'We have received your booking request',
 '<p>Hello {{patientFirstName}},</p>
<p>Thank you for your request for a <strong>{{examName}}</strong>. Our team will call you within one business day to arrange a time at {{clinicName}}.</p>
<p>Sincerely,<br>{{radiologyName}}</p>'),
('booking_request_received', 'en-US', 'We have received your scheduling request',
 '<p>Hello {{patientFirstName}},</p>
<p>Thank you for your request for a <strong>{{examName}}</strong>. Our team will call you within one business day to schedule a time at {{clinicName}}.</p>
<p>Sincerely,<br>{{radiologyName}}</p>'),
('booking_request_received', 'mk', 'Го примивме вашето барање за термин',
 '<p>Почитуван/а {{patientFirstName}},</p>
<p>Ви благодариме за барањето за <strong>{{examName}}</strong>. Нашиот тим ќе ве повика во рок од еден работен ден за да договориме термин во {{clinicName}}.</p>
<p>Со почит,<br>{{radiologyName}}</p>'),
-- one_time_code
('one_time_code', 'en-AU', 'Your one-time code',
 '<p>Hi {{patientFirstName}},</p>
<p>Your one-time code is <strong>{{code}}</strong>. It is valid for 10 minutes.</p>
<p>If you did not ask for this code, you can ignore this e-mail.</p>
<p>{{radiologyName}}</p>'),
('one_time_code', 'en-NZ', 'Your one-time code',
 '<p>Kia ora {{patientFirstName}},</p>
<p>Your one-time code is <strong>{{code}}</strong>. It is valid for 10 minutes.</p>
<p>If you did not ask for this code, you can ignore this e-mail.</p>
<p>{{radiologyName}}</p>'),
('one_time_code', 'en-CA', 'Your one-time code',
 '<p>Hello {{patientFirstName}},</p>
<p>Your one-time code is <strong>{{code}}</strong>. It is valid for 10 minutes.</p>
<p>If you did not ask for this code, you can ignore this email.</p>
<p>{{radiologyName}}</p>'),
('one_time_code', 'en-US', 'Your one-time code',
 '<p>Hello {{patientFirstName}},</p>
<p>Your one-time code is <strong>{{code}}</strong>. It is valid for 10 minutes.</p>
<p>If you did not request this code, you can ignore this email.</p>
<p>{{radiologyName}}</p>'),
('one_time_code', 'mk', 'Вашиот еднократен код',
 '<p>Почитуван/а {{patientFirstName}},</p>
<p>Вашиот еднократен код е <strong>{{code}}</strong>. Важи 10 минути.</p>
<p>Ако не сте го побарале овој код, слободно игнорирајте ја оваа порака.</p>
<p>{{radiologyName}}</p>');
