/**
 * The slot grid's one call (the clinic appointments request; our path, in
 * src/api/API.md#slots-holds-and-booking). Only widgets import src/slots/, so it stays out of the shared runtime chunk.
 */
import type { KyInstance } from 'ky';
import { request } from '../api/client';
import { SlotSearchSchema, type SlotSearch, type SlotView } from '../api/schemas/slots.schema';

export interface SlotSearchRequest {
  clinicSlugs: readonly string[];
  examSlug: string;
  /** Clinic-local days, both included (at most 42). */
  start: string;
  end: string;
  view?: SlotView;
  /** Reschedule: the item being moved; its own time does not count as busy. */
  appointmentSlug?: string | undefined;
  customDuration?: number | undefined;
}

export function getSlots(api: KyInstance, search: SlotSearchRequest, signal?: AbortSignal): Promise<SlotSearch> {
  const searchParams: Record<string, string> = {
    clinicIds: search.clinicSlugs.join(','),
    examSlug: search.examSlug,
    start: search.start,
    end: search.end,
  };
  if (search.view) searchParams.clinicAppointmentsView = search.view;
  if (search.appointmentSlug) searchParams.appointmentSlug = search.appointmentSlug;
  if (search.customDuration) searchParams.customDuration = String(search.customDuration);
  return request(api, { path: 'api/clinic_appointments', searchParams, schema: SlotSearchSchema, ...(signal ? { signal } : {}) });
}
