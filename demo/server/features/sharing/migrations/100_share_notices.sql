-- The patient hears of every share of their results (issue 22 item 6): when one is created, and
-- when its contact opens it for the first time. A share made behind the patient's back is then
-- seen at once. `first_opened_at` makes the second notice once per share, across server instances.
alter table result_share add column first_opened_at timestamptz;

-- Placeholders: patientFirstName, contactName, contactDetails (masked), link (the patient's own
-- results page, where a share is stopped), radiologyName.
insert into email_template (template, locale, subject, body_html) values
('share_created_notice', 'en-AU', 'You shared your results',
 '<p>Hi {{patientFirstName}},</p>
<p>Your results were shared with {{contactName}} ({{contactDetails}}).</p>
<p>If this was not you, <a href="{{link}}">stop the share</a> and call us.</p>
<p>Kind regards,<br>{{radiologyName}}</p>'),
('share_created_notice', 'en-NZ', 'You shared your results',
 '<p>Kia ora {{patientFirstName}},</p>
<p>Your results were shared with {{contactName}} ({{contactDetails}}).</p>
<p>If this was not you, <a href="{{link}}">stop the share</a> and call us.</p>
<p>Ngā mihi,<br>{{radiologyName}}</p>'),
('share_created_notice', 'en-CA', 'You shared your results',
 '<p>Hello {{patientFirstName}},</p>
<p>Your results were shared with {{contactName}} ({{contactDetails}}).</p>
<p>If this was not you, <a href="{{link}}">stop the share</a> and call us.</p>
<p>Sincerely,<br>{{radiologyName}}</p>'),
('share_created_notice', 'en-US', 'You shared your results',
 '<p>Hello {{patientFirstName}},</p>
<p>Your results were shared with {{contactName}} ({{contactDetails}}).</p>
<p>If this was not you, <a href="{{link}}">stop the share</a> and call us.</p>
<p>Sincerely yours,<br>{{radiologyName}}</p>'),
('share_created_notice', 'mk', 'Ги споделивте вашите резултати',
 '<p>Почитуван/а {{patientFirstName}},</p>
<p>Вашите резултати се споделени со {{contactName}} ({{contactDetails}}).</p>
<p>Ако тоа не сте го направиле вие, <a href="{{link}}">прекинете го споделувањето</a> и јавете ни се.</p>
<p>Со почит,<br>{{radiologyName}}</p>'),
('share_opened_notice', 'en-AU', 'Your shared results were opened',
 '<p>Hi {{patientFirstName}},</p>
<p>{{contactName}} ({{contactDetails}}) has opened the results you shared.</p>
<p>You can <a href="{{link}}">stop the share</a> at any time.</p>
<p>Kind regards,<br>{{radiologyName}}</p>'),
('share_opened_notice', 'en-NZ', 'Your shared results were opened',
 '<p>Kia ora {{patientFirstName}},</p>
<p>{{contactName}} ({{contactDetails}}) has opened the results you shared.</p>
<p>You can <a href="{{link}}">stop the share</a> at any time.</p>
<p>Ngā mihi,<br>{{radiologyName}}</p>'),
('share_opened_notice', 'en-CA', 'Your shared results were opened',
 '<p>Hello {{patientFirstName}},</p>
<p>{{contactName}} ({{contactDetails}}) has opened the results you shared.</p>
<p>You can <a href="{{link}}">stop the share</a> at any time.</p>
<p>Sincerely,<br>{{radiologyName}}</p>'),
('share_opened_notice', 'en-US', 'Your shared results were opened',
 '<p>Hello {{patientFirstName}},</p>
<p>{{contactName}} ({{contactDetails}}) has opened the results you shared.</p>
<p>You can <a href="{{link}}">stop the share</a> at any time.</p>
<p>Sincerely yours,<br>{{radiologyName}}</p>'),
('share_opened_notice', 'mk', 'Споделените резултати се отворени',
 '<p>Почитуван/а {{patientFirstName}},</p>
<p>{{contactName}} ({{contactDetails}}) ги отвори резултатите што ги споделивте.</p>
<p>Споделувањето можете <a href="{{link}}">да го прекинете</a> во секое време.</p>
<p>Со почит,<br>{{radiologyName}}</p>');
