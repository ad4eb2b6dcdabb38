import type { NotificationTemplate } from './template';

/** Placeholders: patientFirstName, radiologyName, link. */
export const historySharedSms: NotificationTemplate = {
  template: 'history_shared_sms',
  channel: 'sms',
  texts: {
    'en-AU': {
      body: `{{patientFirstName}} has shared their imaging history with you at {{radiologyName}}: {{link}}`,
    },
    mk: {
      body: `{{patientFirstName}} ја сподели својата историја на снимања со вас преку {{radiologyName}}: {{link}}`,
    },
  },
};
