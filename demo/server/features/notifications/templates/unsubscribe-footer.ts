import type { NotificationTemplate } from './template';

/** Placeholders: link. */
export const unsubscribeFooter: NotificationTemplate = {
  template: 'unsubscribe_footer',
  channel: 'email',
  texts: {
    'en-AU': {
      subject: ``,
      body: `<p>To stop e-mail notifications from us (such as reminders), <a href="{{link}}">unsubscribe</a>.</p>`,
    },
    mk: {
      subject: ``,
      body: `<p>Ако не сакате повеќе да добивате известувања по е-пошта од нас (како потсетници), <a href="{{link}}">откажете ги тука</a>.</p>`,
    },
  },
};
