import type { NotificationTemplate } from './template';

/** Placeholders: patientFirstName, code, radiologyName. */
export const oneTimeCode: NotificationTemplate = {
  template: 'one_time_code',
  channel: 'email',
  texts: {
    'en-AU': {
      subject: `Your one-time code`,
      body: `<p>Hi {{patientFirstName}},</p>
<p>Your one-time code is <strong>{{code}}</strong>. It is valid for 10 minutes.</p>
<p>If you did not ask for this code, you can ignore this e-mail.</p>
<p>{{radiologyName}}</p>`,
    },
    'en-NZ': {
      subject: `Your one-time code`,
      body: `<p>Kia ora {{patientFirstName}},</p>
<p>Your one-time code is <strong>{{code}}</strong>. It is valid for 10 minutes.</p>
<p>If you did not ask for this code, you can ignore this e-mail.</p>
<p>{{radiologyName}}</p>`,
    },
    'en-CA': {
      subject: `Your one-time code`,
      body: `<p>Hello {{patientFirstName}},</p>
<p>Your one-time code is <strong>{{code}}</strong>. It is valid for 10 minutes.</p>
<p>If you did not ask for this code, you can ignore this email.</p>
<p>{{radiologyName}}</p>`,
    },
    'en-US': {
      subject: `Your one-time code`,
      body: `<p>Hello {{patientFirstName}},</p>
<p>Your one-time code is <strong>{{code}}</strong>. It is valid for 10 minutes.</p>
<p>If you did not request this code, you can ignore this email.</p>
<p>{{radiologyName}}</p>`,
    },
    mk: {
      subject: `Вашиот еднократен код`,
      body: `<p>Почитуван/а {{patientFirstName}},</p>
<p>Вашиот еднократен код е <strong>{{code}}</strong>. Важи 10 минути.</p>
<p>Ако не сте го побарале овој код, слободно игнорирајте ја оваа порака.</p>
<p>{{radiologyName}}</p>`,
    },
  },
};
