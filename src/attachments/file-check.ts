/**
 * Checks a chosen file against the server's rules before it is sent (docs/rules.md#files-types,
 * docs/rules.md#files-size): only configured content types, otherwise the message
 * form.referral_file_types. The server checks again by content; this spares the patient a slow upload that fails.
 */
import type { UploadRules } from '../api/schemas/attachments.schema';

export type FileProblem =
  | { key: 'form.referral_file_types'; values: { types: string } }
  | { key: 'attachments.too_large'; values: { size: string } }
  | { key: 'attachments.empty'; values: Record<string, never> };

/** What a type is called to a patient: "PDF", "JPEG", "PNG". */
export function typeLabel(contentType: string): string {
  const sub = contentType.split('/')[1] ?? contentType;
  return sub.replace(/^x-/, '').toUpperCase();
}

/** Extensions the file picker offers for each allowed type (`accept`): browsers filter by either. */
const EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};

export function acceptAttribute(rules: UploadRules): string {
  return rules.allowedContentTypes.flatMap((type) => [type, ...(EXTENSIONS[type] ?? [])]).join(',');
}

/** A browser may leave `type` empty (unknown extension): the extension decides then. */
function typeOf(file: File): string {
  if (file.type) return file.type.toLowerCase();
  const extension = /\.[^.]+$/.exec(file.name.toLowerCase())?.[0] ?? '';
  return Object.entries(EXTENSIONS).find(([, list]) => list.includes(extension))?.[0] ?? '';
}

export function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

export function checkFile(file: File, rules: UploadRules): FileProblem | null {
  if (!rules.allowedContentTypes.includes(typeOf(file))) {
    return { key: 'form.referral_file_types', values: { types: rules.allowedContentTypes.map(typeLabel).join(', ') } };
  }
  if (file.size === 0) return { key: 'attachments.empty', values: {} };
  if (file.size > rules.maxFileBytes) return { key: 'attachments.too_large', values: { size: megabytes(rules.maxFileBytes) } };
  return null;
}
