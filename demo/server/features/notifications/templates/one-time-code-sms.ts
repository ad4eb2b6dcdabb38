import type { NotificationTemplate } from './template';

/** Placeholders: code, radiologyName. */
export const oneTimeCodeSms: NotificationTemplate = {
  template: 'one_time_code_sms',
  channel: 'sms',
  texts: {
    'en-AU': {
      body: `{{code}} is your {{radiologyName}} code. It expires in 10 minutes. Never share it.`,
    },
    mk: {
      body: `{{code}} е вашиот код за {{radiologyName}}. Важи 10 минути. Никогаш не го споделувајте.`,
    },
  },
};
