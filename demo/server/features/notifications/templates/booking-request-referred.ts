import type { NotificationTemplate } from './template';

/**
 * The same acknowledgement when a referrer sent the request for the patient: it says who did, so
 * an e-mail about a booking the patient did not make is not a surprise.
 * Placeholders: patientFirstName, referrerName, examName, clinicName, date (the preferred times), link, radiologyName.
 */
export const bookingRequestReferred: NotificationTemplate = {
  template: 'booking_request_referred',
  channel: 'email',
  texts: {
    'en-AU': {
      subject: `We have received a booking request for you`,
      body: `<p>Hi {{patientFirstName}},</p>
<p>{{referrerName}} has asked us to book a <strong>{{examName}}</strong> for you. Our team will call you within one working day to arrange a time at {{clinicName}}.</p>
<p>Preferred time: {{date}}.</p>
<p><a href="{{link}}">See your booking request</a></p>
<p>Kind regards,<br>{{radiologyName}}</p>`,
    },
    'en-NZ': {
      subject: `We have received a booking request for you`,
      body: `<p>Kia ora {{patientFirstName}},</p>
<p>{{referrerName}} has asked us to book a <strong>{{examName}}</strong> for you. Our team will call you within one working day to arrange a time at {{clinicName}}.</p>
<p>Preferred time: {{date}}.</p>
<p><a href="{{link}}">See your booking request</a></p>
<p>Ngā mihi,<br>{{radiologyName}}</p>`,
    },
    'en-CA': {
      subject: `We have received a booking request for you`,
      body: `<p>Hello {{patientFirstName}},</p>
<p>{{referrerName}} has asked us to book a <strong>{{examName}}</strong> for you. Our team will call you within one business day to arrange a time at {{clinicName}}.</p>
<p>Preferred time: {{date}}.</p>
<p><a href="{{link}}">See your booking request</a></p>
<p>Sincerely,<br>{{radiologyName}}</p>`,
    },
    'en-US': {
      subject: `We have received a scheduling request for you`,
      body: `<p>Hello {{patientFirstName}},</p>
<p>{{referrerName}} has asked us to book a <strong>{{examName}}</strong> for you. Our team will call you within one business day to schedule a time at {{clinicName}}.</p>
<p>Preferred time: {{date}}.</p>
<p><a href="{{link}}">See your scheduling request</a></p>
<p>Sincerely,<br>{{radiologyName}}</p>`,
    },
    mk: {
      subject: `Примивме барање за термин за вас`,
      body: `<p>Почитуван/а {{patientFirstName}},</p>
<p>{{referrerName}} побара од нас да закажеме <strong>{{examName}}</strong> за вас. Нашиот тим ќе ве повика во рок од еден работен ден за да договориме термин во {{clinicName}}.</p>
<p>Посакуван термин: {{date}}.</p>
<p><a href="{{link}}">Погледнете го вашето барање</a></p>
<p>Со почит,<br>{{radiologyName}}</p>`,
    },
  },
};
