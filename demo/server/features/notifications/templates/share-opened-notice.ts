import type { NotificationTemplate } from './template';

/** Placeholders: patientFirstName, contactName, contactDetails, link, radiologyName. */
export const shareOpenedNotice: NotificationTemplate = {
  template: 'share_opened_notice',
  channel: 'email',
  texts: {
    'en-AU': {
      subject: `Your shared results were opened`,
      body: `<p>Hi {{patientFirstName}},</p>
<p>{{contactName}} ({{contactDetails}}) has opened the results you shared.</p>
<p>You can <a href="{{link}}">stop the share</a> at any time.</p>
<p>Kind regards,<br>{{radiologyName}}</p>`,
    },
    'en-NZ': {
      subject: `Your shared results were opened`,
      body: `<p>Kia ora {{patientFirstName}},</p>
<p>{{contactName}} ({{contactDetails}}) has opened the results you shared.</p>
<p>You can <a href="{{link}}">stop the share</a> at any time.</p>
<p>Ngā mihi,<br>{{radiologyName}}</p>`,
    },
    'en-CA': {
      subject: `Your shared results were opened`,
      body: `<p>Hello {{patientFirstName}},</p>
<p>{{contactName}} ({{contactDetails}}) has opened the results you shared.</p>
<p>You can <a href="{{link}}">stop the share</a> at any time.</p>
<p>Sincerely,<br>{{radiologyName}}</p>`,
    },
    'en-US': {
      subject: `Your shared results were opened`,
      body: `<p>Hello {{patientFirstName}},</p>
<p>{{contactName}} ({{contactDetails}}) has opened the results you shared.</p>
<p>You can <a href="{{link}}">stop the share</a> at any time.</p>
<p>Sincerely yours,<br>{{radiologyName}}</p>`,
    },
    mk: {
      subject: `Споделените резултати се отворени`,
      body: `<p>Почитуван/а {{patientFirstName}},</p>
<p>{{contactName}} ({{contactDetails}}) ги отвори резултатите што ги споделивте.</p>
<p>Споделувањето можете <a href="{{link}}">да го прекинете</a> во секое време.</p>
<p>Со почит,<br>{{radiologyName}}</p>`,
    },
  },
};
