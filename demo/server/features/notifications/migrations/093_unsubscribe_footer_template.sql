-- The opt-out paragraph features/unsubscribe sendNotificationEmail appends to every notification
-- e-mail. It was an English line with a relative /unsubscribe?token=… link appended to an HTML body:
-- a Macedonian reader got English, and a mail app cannot open a relative link. It is a fragment of
-- the message it ends (no subject, not listed in the preview), in the message's own language;
-- {{link}} is the absolute link with the recipient's fresh token.
insert into email_template (template, locale, subject, body_html) values
('unsubscribe_footer', 'en-AU', '', '<p>To stop e-mail notifications from us (such as reminders), <a href="{{link}}">unsubscribe</a>.</p>'),
('unsubscribe_footer', 'en-NZ', '', '<p>To stop e-mail notifications from us (such as reminders), <a href="{{link}}">unsubscribe</a>.</p>'),
('unsubscribe_footer', 'en-CA', '', '<p>To stop e-mail notifications from us (such as reminders), <a href="{{link}}">unsubscribe</a>.</p>'),
('unsubscribe_footer', 'en-US', '', '<p>To stop e-mail notifications from us (such as reminders), <a href="{{link}}">unsubscribe</a>.</p>'),
('unsubscribe_footer', 'mk', '', '<p>Ако не сакате повеќе да добивате известувања по е-пошта од нас (како потсетници), <a href="{{link}}">откажете ги тука</a>.</p>');
