-- The e-mail a patient gets when one of their appointments moves to a new time (features/appointments
-- rescheduleItem). It was hard-coded English with a relative link that leads nowhere from a mail app;
-- now it is translated, and {{link}} is the absolute link to the booking (from the request's origin).
-- Placeholders: patientFirstName, examName, clinicName, date (in the clinic's zone), link, radiologyName.
insert into email_template (template, locale, subject, body_html) values
('appointment_rescheduled', 'en-AU', 'Your appointment has a new time',
 '<p>Hi {{patientFirstName}},</p>
<p>Your {{examName}} at {{clinicName}} is now on {{date}}.</p>
<p><a href="{{link}}">See or change your appointment</a></p>
<p>Kind regards,<br>{{radiologyName}}</p>'),
('appointment_rescheduled', 'en-NZ', 'Your appointment has a new time',
 '<p>Kia ora {{patientFirstName}},</p>
<p>Your {{examName}} at {{clinicName}} is now on {{date}}.</p>
<p><a href="{{link}}">See or change your appointment</a></p>
<p>Ngā mihi,<br>{{radiologyName}}</p>'),
('appointment_rescheduled', 'en-CA', 'Your appointment has a new time',
 '<p>Hello {{patientFirstName}},</p>
<p>Your {{examName}} at {{clinicName}} is now on {{date}}.</p>
<p><a href="{{link}}">See or change your appointment</a></p>
<p>Sincerely,<br>{{radiologyName}}</p>'),
('appointment_rescheduled', 'en-US', 'Your appointment has a new time',
 '<p>Hello {{patientFirstName}},</p>
<p>Your {{examName}} at {{clinicName}} is now on {{date}}.</p>
<p><a href="{{link}}">See or change your appointment</a></p>
<p>Sincerely yours,<br>{{radiologyName}}</p>'),
('appointment_rescheduled', 'mk', 'Вашиот термин е преместен',
 '<p>Почитуван/а {{patientFirstName}},</p>
<p>Вашиот преглед {{examName}} во {{clinicName}} сега е закажан за {{date}}.</p>
<p><a href="{{link}}">Погледнете го или променете го терминот</a></p>
<p>Со почит,<br>{{radiologyName}}</p>');
