/**
 * Appointments area (document 001 §7 "appointment summary; cancel; confirm; can-change-status";
 * our paths in API.md "Appointments"). `{id}` is the booking key.
 */
import type { KyInstance } from 'ky';
import { request } from './client';
import { AppointmentSummarySchema, type AppointmentSummary, type CancelBody } from './schemas/appointments.schema';

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
