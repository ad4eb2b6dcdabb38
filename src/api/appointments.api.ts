/**
 * Appointments area: appointment summary, cancel, confirm and can-change-status (our paths, in
 * src/api/API.md#appointments). `{id}` is the booking key.
 */
import type { KyInstance } from 'ky';
import { request } from './client';
import { AppointmentSummarySchema, type AppointmentSummary, type CancelBody, type RescheduleBody } from './schemas/appointments.schema';
import { HoldSchema, type Hold, type SlotChoice } from './schemas/slots.schema';

const base = (bookingKey: string) => `api/secured/appointments/${encodeURIComponent(bookingKey)}`;

export function getAppointmentSummary(api: KyInstance, bookingKey: string, signal?: AbortSignal): Promise<AppointmentSummary> {
  return request(api, { path: `${base(bookingKey)}/summary`, schema: AppointmentSummarySchema, signal });
}

export function cancelAppointment(api: KyInstance, bookingKey: string, body: CancelBody): Promise<AppointmentSummary> {
  return request(api, {
    method: 'post',
    path: `${base(bookingKey)}/cancel`,
    json: body,
    schema: AppointmentSummarySchema,
    idempotent: true,
  });
}

export function confirmAppointment(api: KyInstance, bookingKey: string): Promise<AppointmentSummary> {
  return request(api, {
    method: 'post',
    path: `${base(bookingKey)}/confirm`,
    json: {},
    schema: AppointmentSummarySchema,
    idempotent: true,
  });
}

/** Reserves the new time while the patient confirms the move (API.md "Slots, holds and booking"). Not retried: a second hold would keep a slot from others. */
export function holdSlot(api: KyInstance, choice: SlotChoice, signal?: AbortSignal): Promise<Hold> {
  return request(api, { method: 'post', path: 'api/slot_holds', json: choice, schema: HoldSchema, ...(signal ? { signal } : {}) });
}

/** Gives a held time back (the patient chose another, or left); keepalive so it also runs while the page unloads. */
export async function releaseSlotHold(api: KyInstance, holdId: string): Promise<void> {
  await api.delete(`api/slot_holds/${encodeURIComponent(holdId)}`, { keepalive: true, retry: 0 });
}

/** Moves one item to the held slot; the server re-checks every rule in one transaction. */
export function rescheduleAppointment(api: KyInstance, bookingKey: string, body: RescheduleBody): Promise<AppointmentSummary> {
  return request(api, {
    method: 'post',
    path: `${base(bookingKey)}/reschedule`,
    json: body,
    schema: AppointmentSummarySchema,
    idempotent: true,
  });
}
