import type { NotificationTemplate } from './template';

/** Placeholders: patientFirstName, examName, clinicName, date (the preferred times), link, radiologyName. */
export const bookingRequestReceived: NotificationTemplate = {
  template: 'booking_request_received',
  channel: 'email',
  texts: {
    'en-AU': {
      subject: `We have received your booking request`,
      body: `<p>Hi {{patientFirstName}},</p>
<p>Thank you for your request for a <strong>{{examName}}</strong>. Our team will call you within one working day to arrange a time at {{clinicName}}.</p>
<p>Preferred time: {{date}}.</p>
<p><a href="{{link}}">See your booking request</a></p>
<p>Kind regards,<br>{{radiologyName}}</p>`,
    },
    'en-NZ': {
      subject: `We have received your booking request`,
      body: `<p>Kia ora {{patientFirstName}},</p>
<p>Thank you for your request for a <strong>{{examName}}</strong>. Our team will call you within one working day to arrange a time at {{clinicName}}.</p>
<p>Preferred time: {{date}}.</p>
<p><a href="{{link}}">See your booking request</a></p>
<p>Ngā mihi,<br>{{radiologyName}}</p>`,
    },
    'en-CA': {
      subject: `We have received your booking request`,
      body: `<p>Hello {{patientFirstName}},</p>
<p>Thank you for your request for a <strong>{{examName}}</strong>. Our team will call you within one business day to arrange a time at {{clinicName}}.</p>
<p>Preferred time: {{date}}.</p>
<p><a href="{{link}}">See your booking request</a></p>
<p>Sincerely,<br>{{radiologyName}}</p>`,
    },
    'en-US': {
      subject: `We have received your scheduling request`,
      body: `<p>Hello {{patientFirstName}},</p>
<p>Thank you for your request for a <strong>{{examName}}</strong>. Our team will call you within one business day to schedule a time at {{clinicName}}.</p>
<p>Preferred time: {{date}}.</p>
<p><a href="{{link}}">See your scheduling request</a></p>
<p>Sincerely,<br>{{radiologyName}}</p>`,
    },
    mk: {
      subject: `Го примивме вашето барање за термин`,
      body: `<p>Почитуван/а {{patientFirstName}},</p>
<p>Ви благодариме за барањето за <strong>{{examName}}</strong>. Нашиот тим ќе ве повика во рок од еден работен ден за да договориме термин во {{clinicName}}.</p>
<p>Посакуван термин: {{date}}.</p>
<p><a href="{{link}}">Погледнете го вашето барање</a></p>
<p>Со почит,<br>{{radiologyName}}</p>`,
    },
  },
};
