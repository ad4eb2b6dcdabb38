-- Shares a patient makes of their results or history with a named contact, created and revoked
-- (src/api/API.md#sharing-and-results). The table came with authentication (003: the contact signs
-- in by the share's slug); this adds what the patient's list shows and what the share was made as.

alter table result_share add column id bigint generated always as identity;
alter table result_share add constraint result_share_id_key unique (id);
alter table result_share add column share_type text not null default 'RESULT' check (share_type in ('HISTORY', 'RESULT'));
alter table result_share add column contact_details_type text not null default 'EMAIL'
  check (contact_details_type in ('EMAIL', 'PHONE'));
alter table result_share add column note text check (note is null or char_length(note) <= 2000);
alter table result_share add column created_at timestamptz not null default now();
-- When the patient withdrew it; `revoked` (003) stays the flag sign-in reads, set in the same update.
alter table result_share add column revoked_at timestamptz;
update result_share set revoked_at = now() where revoked;

-- A contact's phone is an optional + and 9-15 digits (docs/rules.md#sharing-form; 003 allowed the
-- patient's 8-10 only).
alter table result_share drop constraint result_share_contact_phone_check;
alter table result_share add constraint result_share_contact_phone_check
  check (contact_phone is null or contact_phone ~ '^\+?[0-9]{9,15}$');
-- Exactly the channel the share was made for holds the contact's details.
alter table result_share add constraint result_share_contact_check
  check ((contact_details_type = 'EMAIL' and contact_email is not null) or (contact_details_type = 'PHONE' and contact_phone is not null));

create index result_share_booking_idx on result_share (booking_key, created_at desc);

-- The e-mail a contact gets with their own secure link (a provider may reword these rows).
-- Placeholders: contactName, patientFirstName, link, note, radiologyName (values are escaped).
insert into email_template (template, locale, subject, body_html) values
('results_shared', 'en-AU', '{{patientFirstName}} has shared imaging results with you',
 '<p>Hi {{contactName}},</p>
<p>{{patientFirstName}} has shared the results of an imaging appointment with you through {{radiologyName}}.</p>
<blockquote>{{note}}</blockquote>
<p><a href="{{link}}">Open the shared results</a></p>
<p>You will need {{patientFirstName}}''s date of birth, and a one-time code we send you when you open the link.</p>
<p>If you were not expecting this, you can ignore this e-mail. {{patientFirstName}} can withdraw your access at any time.</p>
<p>Kind regards,<br>{{radiologyName}}</p>'),
('results_shared', 'en-NZ', '{{patientFirstName}} has shared imaging results with you',
 '<p>Kia ora {{contactName}},</p>
<p>{{patientFirstName}} has shared the results of an imaging appointment with you through {{radiologyName}}.</p>
<blockquote>{{note}}</blockquote>
<p><a href="{{link}}">Open the shared results</a></p>
<p>You will need {{patientFirstName}}''s date of birth, and a one-time code we send you when you open the link.</p>
<p>If you were not expecting this, you can ignore this e-mail. {{patientFirstName}} can withdraw your access at any time.</p>
<p>Ngā mihi,<br>{{radiologyName}}</p>'),
('results_shared', 'en-CA', '{{patientFirstName}} has shared imaging results with you',
 '<p>Hello {{contactName}},</p>
<p>{{patientFirstName}} has shared the results of an imaging appointment with you through {{radiologyName}}.</p>
<blockquote>{{note}}</blockquote>
<p><a href="{{link}}">Open the shared results</a></p>
<p>You will need {{patientFirstName}}''s date of birth, and a one-time code we send you when you open the link.</p>
<p>If you were not expecting this, you can ignore this e-mail. {{patientFirstName}} can withdraw your access at any time.</p>
<p>Sincerely,<br>{{radiologyName}}</p>'),
('results_shared', 'en-US', '{{patientFirstName}} has shared imaging results with you',
 '<p>Hello {{contactName}},</p>
<p>{{patientFirstName}} has shared the results of an imaging appointment with you through {{radiologyName}}.</p>
<blockquote>{{note}}</blockquote>
<p><a href="{{link}}">Open the shared results</a></p>
<p>You will need {{patientFirstName}}''s date of birth, and a one-time code we send you when you open the link.</p>
<p>If you were not expecting this, you can ignore this e-mail. {{patientFirstName}} can withdraw your access at any time.</p>
<p>Sincerely,<br>{{radiologyName}}</p>'),
('results_shared', 'mk', '{{patientFirstName}} сподели резултати од снимање со вас',
 '<p>Почитуван/а {{contactName}},</p>
<p>{{patientFirstName}} ги сподели со вас резултатите од едно снимање преку {{radiologyName}}.</p>
<blockquote>{{note}}</blockquote>
<p><a href="{{link}}">Отворете ги споделените резултати</a></p>
<p>Ќе ви треба датумот на раѓање на {{patientFirstName}} и еднократен код што ќе ви го испратиме кога ќе ја отворите врската.</p>
<p>Ако не ја очекувавте оваа порака, можете да ја занемарите. {{patientFirstName}} може во секое време да ви го одземе пристапот.</p>
<p>Со почит,<br>{{radiologyName}}</p>'),
('history_shared', 'en-AU', '{{patientFirstName}} has shared their imaging history with you',
 '<p>Hi {{contactName}},</p>
<p>{{patientFirstName}} has shared their imaging history with you through {{radiologyName}}: the results of their appointments with us.</p>
<blockquote>{{note}}</blockquote>
<p><a href="{{link}}">Open the shared history</a></p>
<p>You will need {{patientFirstName}}''s date of birth, and a one-time code we send you when you open the link.</p>
<p>If you were not expecting this, you can ignore this e-mail. {{patientFirstName}} can withdraw your access at any time.</p>
<p>Kind regards,<br>{{radiologyName}}</p>'),
('history_shared', 'en-NZ', '{{patientFirstName}} has shared their imaging history with you',
 '<p>Kia ora {{contactName}},</p>
<p>{{patientFirstName}} has shared their imaging history with you through {{radiologyName}}: the results of their appointments with us.</p>
<blockquote>{{note}}</blockquote>
<p><a href="{{link}}">Open the shared history</a></p>
<p>You will need {{patientFirstName}}''s date of birth, and a one-time code we send you when you open the link.</p>
<p>If you were not expecting this, you can ignore this e-mail. {{patientFirstName}} can withdraw your access at any time.</p>
<p>Ngā mihi,<br>{{radiologyName}}</p>'),
('history_shared', 'en-CA', '{{patientFirstName}} has shared their imaging history with you',
 '<p>Hello {{contactName}},</p>
<p>{{patientFirstName}} has shared their imaging history with you through {{radiologyName}}: the results of their appointments with us.</p>
<blockquote>{{note}}</blockquote>
<p><a href="{{link}}">Open the shared history</a></p>
<p>You will need {{patientFirstName}}''s date of birth, and a one-time code we send you when you open the link.</p>
<p>If you were not expecting this, you can ignore this e-mail. {{patientFirstName}} can withdraw your access at any time.</p>
<p>Sincerely,<br>{{radiologyName}}</p>'),
('history_shared', 'en-US', '{{patientFirstName}} has shared their imaging history with you',
 '<p>Hello {{contactName}},</p>
<p>{{patientFirstName}} has shared their imaging history with you through {{radiologyName}}: the results of their appointments with us.</p>
<blockquote>{{note}}</blockquote>
<p><a href="{{link}}">Open the shared history</a></p>
<p>You will need {{patientFirstName}}''s date of birth, and a one-time code we send you when you open the link.</p>
<p>If you were not expecting this, you can ignore this e-mail. {{patientFirstName}} can withdraw your access at any time.</p>
<p>Sincerely,<br>{{radiologyName}}</p>'),
('history_shared', 'mk', '{{patientFirstName}} ја сподели својата историја на снимања со вас',
 '<p>Почитуван/а {{contactName}},</p>
<p>{{patientFirstName}} ја сподели со вас својата историја на снимања преку {{radiologyName}}: резултатите од неговите/нејзините термини кај нас.</p>
<blockquote>{{note}}</blockquote>
<p><a href="{{link}}">Отворете ја споделената историја</a></p>
<p>Ќе ви треба датумот на раѓање на {{patientFirstName}} и еднократен код што ќе ви го испратиме кога ќе ја отворите врската.</p>
<p>Ако не ја очекувавте оваа порака, можете да ја занемарите. {{patientFirstName}} може во секое време да ви го одземе пристапот.</p>
<p>Со почит,<br>{{radiologyName}}</p>');
