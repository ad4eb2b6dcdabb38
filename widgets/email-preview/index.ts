// The public face of <rad-email-preview>: the element and its props.
export { RadEmailPreview } from './email-preview.element';
export type { EmailPreviewProps } from './EmailPreview';
