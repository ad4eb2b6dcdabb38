-- The appointment confirmation and reminder e-mails now go out through their templates (they were
-- written in hard-coded English), and a patient acts on them from a mail app: both end with the
-- absolute link to the appointment ({{link}}, filled from the request's origin), in each language.
update email_template
   set body_html = body_html || E'\n<p><a href="{{link}}">See or change your appointment</a></p>'
 where template in ('appointment_confirmation', 'appointment_reminder') and locale in ('en-AU', 'en-NZ', 'en-CA', 'en-US');
update email_template
   set body_html = body_html || E'\n<p><a href="{{link}}">Погледнете го или променете го терминот</a></p>'
 where template in ('appointment_confirmation', 'appointment_reminder') and locale = 'mk';
