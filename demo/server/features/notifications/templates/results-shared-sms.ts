import type { NotificationTemplate } from './template';

/** Placeholders: patientFirstName, radiologyName, link. */
export const resultsSharedSms: NotificationTemplate = {
  template: 'results_shared_sms',
  channel: 'sms',
  texts: {
    'en-AU': {
      body: `{{patientFirstName}} has shared imaging results with you at {{radiologyName}}: {{link}}`,
    },
    mk: {
      body: `{{patientFirstName}} сподели резултати од снимање со вас преку {{radiologyName}}: {{link}}`,
    },
  },
};
