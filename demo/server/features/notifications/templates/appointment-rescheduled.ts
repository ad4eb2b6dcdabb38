import type { NotificationTemplate } from './template';

/** Placeholders: patientFirstName, examName, clinicName, date, link, radiologyName. */
export const appointmentRescheduled: NotificationTemplate = {
  template: 'appointment_rescheduled',
  channel: 'email',
  texts: {
    'en-AU': {
      subject: `Your appointment has a new time`,
      body: `<p>Hi {{patientFirstName}},</p>
<p>Your {{examName}} at {{clinicName}} is now on {{date}}.</p>
<p><a href="{{link}}">See or change your appointment</a></p>
<p>Kind regards,<br>{{radiologyName}}</p>`,
    },
    'en-NZ': {
      subject: `Your appointment has a new time`,
      body: `<p>Kia ora {{patientFirstName}},</p>
<p>Your {{examName}} at {{clinicName}} is now on {{date}}.</p>
<p><a href="{{link}}">See or change your appointment</a></p>
<p>Ngā mihi,<br>{{radiologyName}}</p>`,
    },
    'en-CA': {
      subject: `Your appointment has a new time`,
      body: `<p>Hello {{patientFirstName}},</p>
<p>Your {{examName}} at {{clinicName}} is now on {{date}}.</p>
<p><a href="{{link}}">See or change your appointment</a></p>
<p>Sincerely,<br>{{radiologyName}}</p>`,
    },
    'en-US': {
      subject: `Your appointment has a new time`,
      body: `<p>Hello {{patientFirstName}},</p>
<p>Your {{examName}} at {{clinicName}} is now on {{date}}.</p>
<p><a href="{{link}}">See or change your appointment</a></p>
<p>Sincerely yours,<br>{{radiologyName}}</p>`,
    },
    mk: {
      subject: `Вашиот термин е преместен`,
      body: `<p>Почитуван/а {{patientFirstName}},</p>
<p>Вашиот преглед {{examName}} во {{clinicName}} сега е закажан за {{date}}.</p>
<p><a href="{{link}}">Погледнете го или променете го терминот</a></p>
<p>Со почит,<br>{{radiologyName}}</p>`,
    },
  },
};
