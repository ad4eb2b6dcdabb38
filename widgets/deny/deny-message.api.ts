/** The provider's text behind a deny link's `messageId` (API.md "Deny page"). */
import type { KyInstance } from 'ky';
import { request } from '../../src/api/client';
import { DenyMessageSchema } from '../../src/api/schemas/deny-message.schema';

export async function getDenyMessage(api: KyInstance, id: string, signal: AbortSignal): Promise<string> {
  return (await request(api, { path: `api/deny_messages/${encodeURIComponent(id)}`, schema: DenyMessageSchema, signal })).message;
}
