export { RadEmailPreview } from './email-preview.element';
export type { EmailPreviewProps } from './EmailPreview';
