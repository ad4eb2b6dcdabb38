/**
 * Chat area (our paths, in src/api/API.md#chat; its rules in docs/rules.md#chat). Only rad-chat imports it,
 * so it stays out of the shared runtime chunk.
 */
import type { KyInstance } from 'ky';
import { request } from './client';
import {
  ChatBookingSummarySchema,
  ChatEventResultSchema,
  type ChatBookingSummary,
  type ChatEventName,
  type ChatEventResult,
} from './schemas/chat.schema';

const base = (bookingKey: string) => `api/secured/booking_requests/${encodeURIComponent(bookingKey)}`;

/** The booking summary the agent receives as conversation attributes. */
export function getChatSummary(api: KyInstance, bookingKey: string, signal?: AbortSignal): Promise<ChatBookingSummary> {
  return request(api, { path: `${base(bookingKey)}/chat_summary`, schema: ChatBookingSummarySchema, signal });
}

/**
 * Tells the server what the conversation did: BOOKING_COMPLETE books the request, the others hand
 * it back to the patient. Setting a state twice changes nothing, so a retry is safe.
 */
export function postChatEvent(api: KyInstance, bookingKey: string, event: ChatEventName, signal?: AbortSignal): Promise<ChatEventResult> {
  return request(api, {
    method: 'post',
    path: `${base(bookingKey)}/chat_events`,
    json: { event },
    schema: ChatEventResultSchema,
    signal,
    idempotent: true,
  });
}
