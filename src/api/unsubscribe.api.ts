/** Unsubscribe and subscribe again (API.md "Notifications"); both may be repeated, so both are retried. */
import type { KyInstance } from 'ky';
import { request } from './client';
import { UnsubscribeAnswerSchema, type UnsubscribeAnswer } from './schemas/unsubscribe.schema';

export function unsubscribe(api: KyInstance, token: string): Promise<UnsubscribeAnswer> {
  return request(api, {
    method: 'post',
    path: 'api/notifications/unsubscribe',
    json: { token },
    schema: UnsubscribeAnswerSchema,
    idempotent: true,
  });
}

export function resubscribe(api: KyInstance, token: string): Promise<UnsubscribeAnswer> {
  return request(api, {
    method: 'post',
    path: 'api/notifications/resubscribe',
    json: { token },
    schema: UnsubscribeAnswerSchema,
    idempotent: true,
  });
}
