/**
 * Patient details change (src/api/API.md#patient-details): the patient's current details, the
 * lookups, and a change request checked with the form's own rules and stored for the clinic's staff
 * to apply. The portal never changes the patient record itself: a typo in a link's session must not
 * rewrite someone's identity, and the details also sign them in (date of birth).
 */
import type { Db } from '../../db/db';
import { ApiError } from '../../http/errors';
import { fieldIssues, InvalidBodyError } from '../../http/validate';
import * as v from 'valibot';
import type {
  ChangeOrigin,
  ChangeRequestAnswer,
  ChangeRequestBody,
  PatientDetails,
} from '../../../../src/api/schemas/patient-details.schema';
import { changedFields, detailsFormSchema } from '../../../../src/patient-details/details-form';
import { insertChangeRequest, lookupHas, patientOf } from './queries';

export type Owner = 'appointment' | 'booking_request';

export async function currentDetails(db: Db, owner: Owner, bookingKey: string): Promise<PatientDetails> {
  const patient = await patientOf(db, owner, bookingKey);
  if (!patient) throw new ApiError(404, 'patient_details.not_found', 'not_found');
  return patient.details;
}

/** The server's "today" for the date-of-birth rule: the latest calendar day anywhere (UTC+14). */
function latestToday(now = new Date()): string {
  return new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
}

export async function createChangeRequest(db: Db, owner: Owner, bookingKey: string, body: ChangeRequestBody): Promise<ChangeRequestAnswer> {
  const origin: ChangeOrigin = owner === 'booking_request' ? 'BOOKING_REQUEST' : (body.origin ?? 'APPOINTMENT');
  const parsed = v.safeParse(detailsFormSchema(latestToday()), body.details, { abortPipeEarly: true });
  if (!parsed.success) {
    // Paths as the body has them (`details.email`), so the form can show each next to its field.
    const issues = fieldIssues(parsed.issues, 'patient_details.invalid').map((issue) => ({ ...issue, path: `details.${issue.path}` }));
    throw new InvalidBodyError(parsed.issues[0].message, issues);
  }
  const details = parsed.output;
  for (const [table, id] of [
    ['ethnicity', details.ethnicityId],
    ['insurance_type', details.insuranceTypeId],
  ] as const) {
    if (id !== null && !(await lookupHas(db, table, id))) throw new ApiError(400, 'patient_details.choice_invalid', 'invalid_request');
  }
  const patient = await patientOf(db, owner, bookingKey);
  if (!patient) throw new ApiError(404, 'patient_details.not_found', 'not_found');
  const changed = changedFields(patient.details, details);
  if (changed.length === 0) throw new ApiError(422, 'patient_details.no_changes', 'no_changes');
  const stored = await insertChangeRequest(db, { patientId: patient.id, origin, bookingKey, details, changedFields: changed });
  return { id: stored.id, status: 'RECEIVED', origin, createdAt: stored.createdAt, changedFields: changed };
}
