import type { NotificationTemplate } from './template';

/** Placeholders: date, patientFirstName, examName, clinicName, radiologyName, link. */
export const appointmentReminder: NotificationTemplate = {
  template: 'appointment_reminder',
  channel: 'email',
  texts: {
    'en-AU': {
      subject: `Reminder: your appointment on {{date}}`,
      body: `<p>Hi {{patientFirstName}},</p>
<p>This is a reminder of your <strong>{{examName}}</strong> at {{clinicName}} on <strong>{{date}}</strong>.</p>
<p>If you can no longer come, please cancel or reschedule at least 24 hours ahead so someone else can have the time.</p>
<p>Kind regards,<br>{{radiologyName}}</p>
<p><a href="{{link}}">See or change your appointment</a></p>`,
    },
    'en-NZ': {
      subject: `Reminder: your appointment on {{date}}`,
      body: `<p>Kia ora {{patientFirstName}},</p>
<p>This is a reminder of your <strong>{{examName}}</strong> at {{clinicName}} on <strong>{{date}}</strong>.</p>
<p>If you can no longer come, please cancel or reschedule at least 24 hours ahead so someone else can have the time.</p>
<p>Ngā mihi,<br>{{radiologyName}}</p>
<p><a href="{{link}}">See or change your appointment</a></p>`,
    },
    'en-CA': {
      subject: `Reminder: your appointment on {{date}}`,
      body: `<p>Hello {{patientFirstName}},</p>
<p>This is a reminder of your <strong>{{examName}}</strong> at {{clinicName}} on <strong>{{date}}</strong>.</p>
<p>If you can no longer come, please cancel or reschedule at least 24 hours ahead so someone else can have the time.</p>
<p>Sincerely,<br>{{radiologyName}}</p>
<p><a href="{{link}}">See or change your appointment</a></p>`,
    },
    'en-US': {
      subject: `Reminder: your appointment on {{date}}`,
      body: `<p>Hello {{patientFirstName}},</p>
<p>This is a reminder of your <strong>{{examName}}</strong> at {{clinicName}} on <strong>{{date}}</strong>.</p>
<p>If you can no longer make it, please cancel or reschedule at least 24 hours in advance so someone else can have the time.</p>
<p>Sincerely,<br>{{radiologyName}}</p>
<p><a href="{{link}}">See or change your appointment</a></p>`,
    },
    mk: {
      subject: `Потсетник: вашиот термин на {{date}}`,
      body: `<p>Почитуван/а {{patientFirstName}},</p>
<p>Ве потсетуваме на вашиот термин за <strong>{{examName}}</strong> во {{clinicName}} на <strong>{{date}}</strong>.</p>
<p>Ако не можете да дојдете, ве молиме откажете го или преместете го терминот најмалку 24 часа однапред, за да може некој друг да го искористи.</p>
<p>Со почит,<br>{{radiologyName}}</p>
<p><a href="{{link}}">Погледнете го или променете го терминот</a></p>`,
    },
  },
};
