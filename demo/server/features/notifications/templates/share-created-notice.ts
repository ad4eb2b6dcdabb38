import type { NotificationTemplate } from './template';

/** Placeholders: patientFirstName, contactName, contactDetails, link, radiologyName. */
export const shareCreatedNotice: NotificationTemplate = {
  template: 'share_created_notice',
  channel: 'email',
  texts: {
    'en-AU': {
      subject: `You shared your results`,
      body: `<p>Hi {{patientFirstName}},</p>
<p>Your results were shared with {{contactName}} ({{contactDetails}}).</p>
<p>If this was not you, <a href="{{link}}">stop the share</a> and call us.</p>
<p>Kind regards,<br>{{radiologyName}}</p>`,
    },
    'en-NZ': {
      subject: `You shared your results`,
      body: `<p>Kia ora {{patientFirstName}},</p>
<p>Your results were shared with {{contactName}} ({{contactDetails}}).</p>
<p>If this was not you, <a href="{{link}}">stop the share</a> and call us.</p>
<p>Ngā mihi,<br>{{radiologyName}}</p>`,
    },
    'en-CA': {
      subject: `You shared your results`,
      body: `<p>Hello {{patientFirstName}},</p>
<p>Your results were shared with {{contactName}} ({{contactDetails}}).</p>
<p>If this was not you, <a href="{{link}}">stop the share</a> and call us.</p>
<p>Sincerely,<br>{{radiologyName}}</p>`,
    },
    'en-US': {
      subject: `You shared your results`,
      body: `<p>Hello {{patientFirstName}},</p>
<p>Your results were shared with {{contactName}} ({{contactDetails}}).</p>
<p>If this was not you, <a href="{{link}}">stop the share</a> and call us.</p>
<p>Sincerely yours,<br>{{radiologyName}}</p>`,
    },
    mk: {
      subject: `Ги споделивте вашите резултати`,
      body: `<p>Почитуван/а {{patientFirstName}},</p>
<p>Вашите резултати се споделени со {{contactName}} ({{contactDetails}}).</p>
<p>Ако тоа не сте го направиле вие, <a href="{{link}}">прекинете го споделувањето</a> и јавете ни се.</p>
<p>Со почит,<br>{{radiologyName}}</p>`,
    },
  },
};
