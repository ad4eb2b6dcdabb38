import type { NotificationTemplate } from './template';

/** Placeholders: examName, patientFirstName, clinicName, date, radiologyName, link. */
export const appointmentConfirmation: NotificationTemplate = {
  template: 'appointment_confirmation',
  channel: 'email',
  texts: {
    'en-AU': {
      subject: `Your appointment is confirmed: {{examName}}`,
      body: `<p>Hi {{patientFirstName}},</p>
<p>Your <strong>{{examName}}</strong> at {{clinicName}} is confirmed for <strong>{{date}}</strong>.</p>
<p>Please bring your referral, your Medicare card and any previous imaging, and arrive 15 minutes early.</p>
<p>Kind regards,<br>{{radiologyName}}</p>
<p><a href="{{link}}">See or change your appointment</a></p>`,
    },
    'en-NZ': {
      subject: `Your appointment is confirmed: {{examName}}`,
      body: `<p>Kia ora {{patientFirstName}},</p>
<p>Your <strong>{{examName}}</strong> at {{clinicName}} is confirmed for <strong>{{date}}</strong>.</p>
<p>Please bring your referral and any previous imaging, and arrive 15 minutes early.</p>
<p>Ngā mihi,<br>{{radiologyName}}</p>
<p><a href="{{link}}">See or change your appointment</a></p>`,
    },
    'en-CA': {
      subject: `Your appointment is confirmed: {{examName}}`,
      body: `<p>Hello {{patientFirstName}},</p>
<p>Your <strong>{{examName}}</strong> at {{clinicName}} is confirmed for <strong>{{date}}</strong>.</p>
<p>Please bring your requisition, your health card and any previous imaging, and arrive 15 minutes early.</p>
<p>Sincerely,<br>{{radiologyName}}</p>
<p><a href="{{link}}">See or change your appointment</a></p>`,
    },
    'en-US': {
      subject: `Your appointment is confirmed: {{examName}}`,
      body: `<p>Hello {{patientFirstName}},</p>
<p>Your <strong>{{examName}}</strong> at {{clinicName}} is confirmed for <strong>{{date}}</strong>.</p>
<p>Please bring your physician's order, your insurance card and any prior imaging, and arrive 15 minutes early.</p>
<p>Sincerely,<br>{{radiologyName}}</p>
<p><a href="{{link}}">See or change your appointment</a></p>`,
    },
    mk: {
      subject: `Вашиот термин е потврден: {{examName}}`,
      body: `<p>Почитуван/а {{patientFirstName}},</p>
<p>Вашиот термин за <strong>{{examName}}</strong> во {{clinicName}} е потврден за <strong>{{date}}</strong>.</p>
<p>Ве молиме донесете го упатот и претходните снимки, ако ги имате, и дојдете 15 минути порано.</p>
<p>Со почит,<br>{{radiologyName}}</p>
<p><a href="{{link}}">Погледнете го или променете го терминот</a></p>`,
    },
  },
};
