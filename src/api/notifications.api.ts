/** Notifications area: the translated e-mail preview staff use (src/api/API.md#notifications). */
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { request } from './client';

export const EmailPreviewSchema = v.object({ content: v.string() });
export type EmailPreview = v.InferOutput<typeof EmailPreviewSchema>;

export function getEmailPreview(
  api: KyInstance,
  query: { template: string; lang: string; referenceId: string },
  signal?: AbortSignal,
): Promise<EmailPreview> {
  return request(api, {
    path: 'api/notifications/preview_translated_email',
    searchParams: query,
    schema: EmailPreviewSchema,
    signal,
  });
}
