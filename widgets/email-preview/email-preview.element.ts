import { defineWidget } from '../../src/element/define-widget';
import { EmailPreview, type EmailPreviewProps } from './EmailPreview';

const css = /* css */ `
.email-preview__frame { max-width: 40rem; padding: 1.5rem; background: var(--rad-color-surface, #fff); border: 1px solid var(--rad-color-border, #c8d0da); border-radius: var(--rad-radius-large, 12px); }
`;

export const RadEmailPreview = defineWidget<EmailPreviewProps>('rad-email-preview', EmailPreview, {
  props: { template: 'string', lang: 'string', referenceId: 'string' },
  styles: css,
});
