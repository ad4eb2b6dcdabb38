/**
 * The calls of the booking's second half: slot reservation, new booking key, moving the temporary
 * documents and questionnaires to a new key, create appointment
 * (src/api/API.md#slots-holds-and-booking). Every answer is checked with the shared schemas.
 */
import type { KyInstance } from 'ky';
import { request } from '../../src/api/client';
import {
  API_KEY_HEADER,
  BookingKeySchema,
  ContactReceivedSchema,
  PendingNotifiedSchema,
  type CallbackRequest,
  type CallCentreEmail,
  CreatedAppointmentSchema,
  HoldRenewalSchema,
  HoldSchema,
  MovedTemporarySchema,
} from '../../src/api/schemas/slots.schema';
import type { AppointmentApi } from './appointment-flow';

/** `locale`: the page's locale now, in which the server writes the confirmation and a pending booking's e-mail and SMS. */
export function appointmentApi(client: KyInstance, locale: () => string): AppointmentApi {
  return {
    // A repeat is the same attempt (its key): the server answers with the first hold, never a second.
    hold: (choice) => request(client, { method: 'post', path: 'api/slot_holds', json: choice, schema: HoldSchema, idempotent: true }),
    renewHold: (holdId) =>
      request(client, {
        method: 'patch',
        path: `api/slot_holds/${encodeURIComponent(holdId)}`,
        json: {},
        schema: HoldRenewalSchema,
        idempotent: true,
      }),
    releaseHold: async (holdId) => {
      // keepalive: the element may be leaving a page that is unloading.
      await client.delete(`api/slot_holds/${encodeURIComponent(holdId)}`, { keepalive: true, retry: 0 });
    },
    bookingKey: () => request(client, { method: 'post', path: 'api/booking_keys', json: {}, schema: BookingKeySchema, idempotent: true }),
    moveTemporary: (from, to) =>
      request(client, {
        method: 'post',
        path: 'api/booking_keys/move',
        json: { from, to },
        schema: MovedTemporarySchema,
        idempotent: true,
      }),
    // A retry of the same values carries the first try's key (request()), so the server books once.
    create: (body) =>
      request(client, {
        method: 'post',
        path: 'api/appointments',
        json: { ...body, locale: locale() },
        schema: CreatedAppointmentSchema,
        idempotent: true,
      }),
    pendingNotifications: (bookingKey) =>
      request(client, {
        method: 'post',
        path: `api/appointments/${encodeURIComponent(bookingKey)}/pending_notifications`,
        json: { locale: locale() },
        schema: PendingNotifiedSchema,
        idempotent: true,
      }),
    // Enquiry slots become booking requests (docs/rules.md#booking-enquiries); a referrer's key as X-Api-Key.
    createEnquiry: (body, apiKey) =>
      request(client, {
        method: 'post',
        path: 'api/booking_requests',
        json: body,
        ...(apiKey ? { headers: { [API_KEY_HEADER]: apiKey } } : {}),
        schema: CreatedAppointmentSchema,
        idempotent: true,
      }),
  };
}

/** When no time suits: a callback request or an e-mail to the team (docs/rules.md#rate-booking-contact). */
export interface ContactApi {
  callback(body: CallbackRequest): Promise<unknown>;
  emailTeam(body: CallCentreEmail): Promise<unknown>;
}

export function contactApi(client: KyInstance): ContactApi {
  return {
    callback: (json) => request(client, { method: 'post', path: 'api/callback_requests', json, schema: ContactReceivedSchema }),
    emailTeam: (json) => request(client, { method: 'post', path: 'api/call_centre_emails', json, schema: ContactReceivedSchema }),
  };
}
