import type { NotificationTemplate } from './template';

/** Placeholders: patientFirstName, link, radiologyName. */
export const bookingPending: NotificationTemplate = {
  template: 'booking_pending',
  channel: 'email',
  texts: {
    'en-AU': {
      subject: `Your booking is pending confirmation`,
      body: `<p>Hi {{patientFirstName}},</p>
<p>We have your booking and are keeping the times for you. Our staff will confirm it shortly.</p>
<p><a href="{{link}}">See your booking</a></p>
<p>Kind regards,<br>{{radiologyName}}</p>`,
    },
    'en-NZ': {
      subject: `Your booking is pending confirmation`,
      body: `<p>Kia ora {{patientFirstName}},</p>
<p>We have your booking and are keeping the times for you. Our staff will confirm it shortly.</p>
<p><a href="{{link}}">See your booking</a></p>
<p>Ngā mihi,<br>{{radiologyName}}</p>`,
    },
    'en-CA': {
      subject: `Your booking is pending confirmation`,
      body: `<p>Hello {{patientFirstName}},</p>
<p>We have your booking and are holding the times for you. Our staff will confirm it shortly.</p>
<p><a href="{{link}}">See your booking</a></p>
<p>Sincerely,<br>{{radiologyName}}</p>`,
    },
    'en-US': {
      subject: `Your booking is pending confirmation`,
      body: `<p>Hello {{patientFirstName}},</p>
<p>We have your booking and are holding the times for you. Our staff will confirm it shortly.</p>
<p><a href="{{link}}">See your booking</a></p>
<p>Sincerely yours,<br>{{radiologyName}}</p>`,
    },
    mk: {
      subject: `Вашата резервација чека потврда`,
      body: `<p>Почитуван/а {{patientFirstName}},</p>
<p>Ја примивме вашата резервација и ги чуваме термините за вас. Нашиот персонал наскоро ќе ја потврди.</p>
<p><a href="{{link}}">Погледнете ја вашата резервација</a></p>
<p>Со почит,<br>{{radiologyName}}</p>`,
    },
  },
};
