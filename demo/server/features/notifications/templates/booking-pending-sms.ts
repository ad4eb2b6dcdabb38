import type { NotificationTemplate } from './template';

/** Placeholders: patientFirstName, radiologyName, link. */
export const bookingPendingSms: NotificationTemplate = {
  template: 'booking_pending_sms',
  channel: 'sms',
  texts: {
    'en-AU': {
      body: `{{patientFirstName}}, your {{radiologyName}} booking is pending confirmation. We are keeping the times for you: {{link}}`,
    },
    'en-CA': {
      body: `{{patientFirstName}}, your {{radiologyName}} booking is pending confirmation. We are holding the times for you: {{link}}`,
    },
    'en-US': {
      body: `{{patientFirstName}}, your {{radiologyName}} booking is pending confirmation. We are holding the times for you: {{link}}`,
    },
    mk: {
      body: `{{patientFirstName}}, вашата резервација во {{radiologyName}} чека потврда. Ги чуваме термините за вас: {{link}}`,
    },
  },
};
