import type { SupportedLocale } from '../../../../../src/constants';

/** A message in one locale: HTML with `{{placeholders}}` for e-mail, plain text for SMS (no subject). */
export interface TemplateText {
  subject?: string;
  body: string;
}

/**
 * One notification the server sends, in every locale. en-AU and mk are whole; a regional English
 * text is given only when it differs (a greeting, "email" for "e-mail"), else en-AU's is used
 * (the same chain as the dictionaries, src/i18n/locale-chain.ts).
 */
export interface NotificationTemplate {
  /** Its name in `email_template`; an SMS's name ends in `_sms`. */
  template: string;
  channel: 'email' | 'sms';
  texts: { 'en-AU': TemplateText; mk: TemplateText } & Partial<Record<SupportedLocale, TemplateText>>;
}
