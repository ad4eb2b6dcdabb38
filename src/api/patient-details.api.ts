/**
 * Patient details change (our paths, in src/api/API.md#patient-details): the current
 * details from an appointment or a booking request, the two lookups, and the change request.
 */
import type { KyInstance } from 'ky';
import { request } from './client';
import {
  ChangeRequestAnswerSchema,
  LookupSchema,
  PatientDetailsSchema,
  type ChangeRequestAnswer,
  type Lookup,
  type PatientDetails,
} from './schemas/patient-details.schema';

/** Whose details: an appointment (`{id}` its booking key) or a booking request. */
export type DetailsOwner = { kind: 'appointment' | 'booking-request'; bookingKey: string };

const base = (owner: DetailsOwner) =>
  `api/secured/patient_details/${owner.kind === 'appointment' ? 'appointments' : 'booking_requests'}/${encodeURIComponent(owner.bookingKey)}`;

export function getPatientDetails(api: KyInstance, owner: DetailsOwner, signal?: AbortSignal): Promise<PatientDetails> {
  return request(api, { path: base(owner), schema: PatientDetailsSchema, signal });
}

export function getEthnicities(api: KyInstance, signal?: AbortSignal): Promise<Lookup> {
  return request(api, { path: 'api/patient_details/ethnicities', schema: LookupSchema, signal });
}

export function getInsuranceTypes(api: KyInstance, signal?: AbortSignal): Promise<Lookup> {
  return request(api, { path: 'api/patient_details/insurance_types', schema: LookupSchema, signal });
}

/** Retried with its idempotency key: the server answers a repeat with the first request, so staff get one. */
export function createChangeRequest(
  api: KyInstance,
  owner: DetailsOwner,
  details: PatientDetails,
  origin: 'APPOINTMENT' | 'CONFIRMATION',
): Promise<ChangeRequestAnswer> {
  return request(api, {
    method: 'post',
    path: `${base(owner)}/change_requests`,
    json: owner.kind === 'appointment' ? { origin, details } : { details },
    schema: ChangeRequestAnswerSchema,
    idempotent: true,
  });
}
