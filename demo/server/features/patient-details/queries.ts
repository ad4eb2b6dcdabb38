import type { Db } from '../../db/db';
import type { ChangeOrigin, Lookup, PatientDetails, PatientDetailField } from '../../../../src/api/schemas/patient-details.schema';

interface PatientRow {
  id: number | string;
  first_name: string;
  last_name: string;
  dob: string;
  email: string | null;
  phone: string | null;
  address_line: string | null;
  suburb: string | null;
  postcode: string | null;
  ethnicity_id: number | null;
  insurance_type_id: number | null;
}

export interface Patient {
  id: number;
  details: PatientDetails;
}

const COLUMNS = `p.id, p.first_name, p.last_name, to_char(p.date_of_birth, 'YYYY-MM-DD') as dob, p.email, p.phone,
  p.address_line, p.suburb, p.postcode, p.ethnicity_id, p.insurance_type_id`;

function toPatient(row: PatientRow): Patient {
  return {
    id: Number(row.id),
    details: {
      firstName: row.first_name,
      lastName: row.last_name,
      dateOfBirth: row.dob,
      email: row.email ?? '',
      contactNumber: row.phone ?? '',
      addressLine: row.address_line ?? '',
      suburb: row.suburb ?? '',
      postcode: row.postcode ?? '',
      ethnicityId: row.ethnicity_id,
      insuranceTypeId: row.insurance_type_id,
    },
  };
}

/** The patient of an appointment or a booking request. */
export async function patientOf(
  db: Pick<Db, 'query'>,
  owner: 'appointment' | 'booking_request',
  bookingKey: string,
): Promise<Patient | undefined> {
  const [row] = await db.query<PatientRow>(
    `select ${COLUMNS} from ${owner} o join patient p on p.id = o.patient_id where o.booking_key = $1`,
    [bookingKey],
  );
  return row ? toPatient(row) : undefined;
}

export function lookup(db: Pick<Db, 'query'>, table: 'ethnicity' | 'insurance_type'): Promise<Lookup> {
  return db.query<{ id: number; name: string }>(`select id, name from ${table} order by sort_order, id`);
}

export async function lookupHas(db: Pick<Db, 'query'>, table: 'ethnicity' | 'insurance_type', id: number): Promise<boolean> {
  return (await db.query(`select 1 from ${table} where id = $1`, [id])).length > 0;
}

export async function insertChangeRequest(
  db: Pick<Db, 'query'>,
  request: { patientId: number; origin: ChangeOrigin; bookingKey: string; details: PatientDetails; changedFields: PatientDetailField[] },
): Promise<{ id: number; createdAt: string }> {
  const [row] = await db.query<{ id: number | string; created_at: string }>(
    `insert into patient_change_request (patient_id, origin, booking_key, details, changed_fields)
     values ($1, $2, $3, $4::jsonb, $5::text[])
     returning id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at`,
    [request.patientId, request.origin, request.bookingKey, JSON.stringify(request.details), request.changedFields],
  );
  return { id: Number(row!.id), createdAt: row!.created_at };
}
