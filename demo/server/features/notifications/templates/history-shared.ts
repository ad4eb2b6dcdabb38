import type { NotificationTemplate } from './template';

/** Placeholders: patientFirstName, contactName, radiologyName, note, link. */
export const historyShared: NotificationTemplate = {
  template: 'history_shared',
  channel: 'email',
  texts: {
    'en-AU': {
      subject: `{{patientFirstName}} has shared their imaging history with you`,
      body: `<p>Hi {{contactName}},</p>
<p>{{patientFirstName}} has shared their imaging history with you through {{radiologyName}}: the results of their appointments with us.</p>
<blockquote>{{note}}</blockquote>
<p><a href="{{link}}">Open the shared history</a></p>
<p>You will need {{patientFirstName}}'s date of birth, and a one-time code we send you when you open the link.</p>
<p>If you were not expecting this, you can ignore this e-mail. {{patientFirstName}} can withdraw your access at any time.</p>
<p>Kind regards,<br>{{radiologyName}}</p>`,
    },
    'en-NZ': {
      subject: `{{patientFirstName}} has shared their imaging history with you`,
      body: `<p>Kia ora {{contactName}},</p>
<p>{{patientFirstName}} has shared their imaging history with you through {{radiologyName}}: the results of their appointments with us.</p>
<blockquote>{{note}}</blockquote>
<p><a href="{{link}}">Open the shared history</a></p>
<p>You will need {{patientFirstName}}'s date of birth, and a one-time code we send you when you open the link.</p>
<p>If you were not expecting this, you can ignore this e-mail. {{patientFirstName}} can withdraw your access at any time.</p>
<p>Ngā mihi,<br>{{radiologyName}}</p>`,
    },
    'en-CA': {
      subject: `{{patientFirstName}} has shared their imaging history with you`,
      body: `<p>Hello {{contactName}},</p>
<p>{{patientFirstName}} has shared their imaging history with you through {{radiologyName}}: the results of their appointments with us.</p>
<blockquote>{{note}}</blockquote>
<p><a href="{{link}}">Open the shared history</a></p>
<p>You will need {{patientFirstName}}'s date of birth, and a one-time code we send you when you open the link.</p>
<p>If you were not expecting this, you can ignore this e-mail. {{patientFirstName}} can withdraw your access at any time.</p>
<p>Sincerely,<br>{{radiologyName}}</p>`,
    },
    'en-US': {
      subject: `{{patientFirstName}} has shared their imaging history with you`,
      body: `<p>Hello {{contactName}},</p>
<p>{{patientFirstName}} has shared their imaging history with you through {{radiologyName}}: the results of their appointments with us.</p>
<blockquote>{{note}}</blockquote>
<p><a href="{{link}}">Open the shared history</a></p>
<p>You will need {{patientFirstName}}'s date of birth, and a one-time code we send you when you open the link.</p>
<p>If you were not expecting this, you can ignore this e-mail. {{patientFirstName}} can withdraw your access at any time.</p>
<p>Sincerely,<br>{{radiologyName}}</p>`,
    },
    mk: {
      subject: `{{patientFirstName}} ја сподели својата историја на снимања со вас`,
      body: `<p>Почитуван/а {{contactName}},</p>
<p>{{patientFirstName}} ја сподели со вас својата историја на снимања преку {{radiologyName}}: резултатите од неговите/нејзините термини кај нас.</p>
<blockquote>{{note}}</blockquote>
<p><a href="{{link}}">Отворете ја споделената историја</a></p>
<p>Ќе ви треба датумот на раѓање на {{patientFirstName}} и еднократен код што ќе ви го испратиме кога ќе ја отворите врската.</p>
<p>Ако не ја очекувавте оваа порака, можете да ја занемарите. {{patientFirstName}} може во секое време да ви го одземе пристапот.</p>
<p>Со почит,<br>{{radiologyName}}</p>`,
    },
  },
};
