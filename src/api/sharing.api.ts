/**
 * Sharing results or history: get, create and revoke (our paths, in
 * src/api/API.md#sharing-and-results). `bookingKey` is the booking being shared.
 */
import type { KyInstance } from 'ky';
import { request } from './client';
import { SharesSchema, SharingRecordSchema, type ShareForm, type Shares, type SharingRecord } from './schemas/sharing.schema';

const base = (bookingKey: string) => `api/secured/sharing/${encodeURIComponent(bookingKey)}`;

export function getShares(api: KyInstance, bookingKey: string, signal?: AbortSignal): Promise<Shares> {
  return request(api, { path: base(bookingKey), schema: SharesSchema, signal });
}

/** Retried with its idempotency key: the server answers a repeat with the first share, so the contact gets one e-mail. */
export function createShare(api: KyInstance, bookingKey: string, form: ShareForm, locale: string): Promise<SharingRecord> {
  return request(api, { method: 'post', path: base(bookingKey), json: { ...form, locale }, schema: SharingRecordSchema, idempotent: true });
}

/** Revoking twice changes nothing, so the call is retried like a GET. */
export function revokeShare(api: KyInstance, bookingKey: string, id: number): Promise<SharingRecord> {
  return request(api, {
    method: 'post',
    path: `${base(bookingKey)}/${id}/revoke`,
    json: {},
    schema: SharingRecordSchema,
    idempotent: true,
  });
}
