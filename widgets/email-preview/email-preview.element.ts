import { defineWidget } from '../../src/element/define-widget';
import { EmailPreview, type EmailPreviewProps } from './EmailPreview';

const css = /* css */ `
.email-preview__frame { max-width: 40rem; padding: 1.5rem; background: var(--rad-color-surface, #fff); border: 1px solid var(--rad-color-border, #c8d0da); border-radius: var(--rad-radius-large, 12px); }
`;

/**
 * A notification e-mail as a patient would receive it, translated, for staff checking templates. The portal mounts it at `/preview-email?template=…&lang=…&referenceId=…`; it calls `GET /api/notifications/preview_translated_email` and shows the HTML through SafeHtml.
 * @csspart email-preview - the preview
 * @csspart title - the heading
 * @csspart content - the e-mail's HTML
 */
export const RadEmailPreview = defineWidget<EmailPreviewProps>('rad-email-preview', EmailPreview, {
  props: {
    /** template name, e.g. `appointment_confirmation` */
    template: 'string',
    /** locale of the e-mail; defaults to the page's locale */
    lang: 'string',
    /** the booking or appointment the e-mail is about */
    referenceId: 'string',
  },
  styles: css,
});
