/** Notifications area: the translated e-mail preview staff use (spec 000 §2, §7). */
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { toApiError } from './errors';

export const EmailPreviewSchema = v.object({ content: v.string() });
export type EmailPreview = v.InferOutput<typeof EmailPreviewSchema>;

export async function getEmailPreview(
  client: KyInstance,
  query: { template: string; lang: string; referenceId: string },
  signal?: AbortSignal,
): Promise<EmailPreview> {
  try {
    return await client.get('api/notifications/preview_translated_email', { searchParams: query, signal }).json(EmailPreviewSchema);
  } catch (error) {
    throw await toApiError(error);
  }
}
