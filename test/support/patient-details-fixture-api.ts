/** The patient details calls of the fixture API (fixture-api.ts): details, lookups, change requests. */
import type { PatientDetails } from '../../src/api/schemas/patient-details.schema';
import { currentDetails, ethnicitiesFixture, insuranceTypesFixture } from '../../widgets/patient-details/fixtures';
import type { Behaviour } from './fixture-api';

export interface PatientDetailsScenario {
  details?: Behaviour | PatientDetails;
  ethnicities?: Behaviour;
  insuranceTypes?: Behaviour;
  /** Each create takes the next: 'ok' (default), a status, or a server message with its status. */
  creates?: (Behaviour | { status: number; message: string; issues?: { path: string; message: string }[] })[];
  /** Filled by the fixture: the create bodies and paths. */
  created?: { path: string; body: Record<string, unknown> }[];
}

type Answer = (behaviour: Behaviour, body: () => unknown) => Promise<Response>;

export function patientDetailsResponse(
  path: string,
  body: Record<string, unknown>,
  scenario: PatientDetailsScenario | undefined,
  answer: Answer,
): Promise<Response> | null {
  if (!scenario) return null;
  if (path === '/api/patient_details/ethnicities') return answer(scenario.ethnicities ?? 'ok', () => ethnicitiesFixture);
  if (path === '/api/patient_details/insurance_types') return answer(scenario.insuranceTypes ?? 'ok', () => insuranceTypesFixture);
  const match = /^\/api\/secured\/patient_details\/(appointments|booking_requests)\/[^/]+(\/change_requests)?$/.exec(path);
  if (!match) return null;
  if (!match[2]) {
    const details = scenario.details ?? currentDetails;
    return typeof details === 'object' ? answer('ok', () => details) : answer(details, () => ({}));
  }
  (scenario.created ??= []).push({ path, body });
  const next = scenario.creates?.shift() ?? 'ok';
  if (typeof next === 'object') {
    const refusal = { message: next.message, code: 'invalid_request', ...(next.issues ? { issues: next.issues } : {}) };
    return Promise.resolve(new Response(JSON.stringify(refusal), { status: next.status }));
  }
  const origin = match[1] === 'booking_requests' ? 'BOOKING_REQUEST' : (body.origin as string);
  return answer(next, () => ({ id: 1, status: 'RECEIVED', origin, createdAt: '2030-03-21T01:00:00Z', changedFields: ['lastName'] }));
}
