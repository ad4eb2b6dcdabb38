/**
 * The demo patients' addresses, insurance and Indigenous status (invented): what the patient
 * details page shows as current. Its own check, so a database seeded before it gets them too.
 */
import type { DbConnection } from '../../db/db';

const DEMO_DETAILS = [
  {
    email: 'ana.kovac@example.com',
    addressLine: '14 Harris Street',
    suburb: 'Parramatta',
    postcode: '2150',
    ethnicityId: 4,
    insuranceTypeId: 1,
  },
  {
    email: 'liam.nguyen@example.com',
    addressLine: '3/88 Ann Street',
    suburb: 'Brisbane City',
    postcode: '4000',
    ethnicityId: 4,
    insuranceTypeId: 2,
  },
  {
    email: 'mei.tanaka@example.com',
    addressLine: '7 Jetty Road',
    suburb: 'Glenelg',
    postcode: '5045',
    ethnicityId: null,
    insuranceTypeId: 1,
  },
] as const;

export async function seedPatientDetails(db: DbConnection): Promise<void> {
  for (const patient of DEMO_DETAILS) {
    await db.query(
      `update patient set address_line = $2, suburb = $3, postcode = $4, ethnicity_id = $5, insurance_type_id = $6
        where email = $1 and address_line is null`,
      [patient.email, patient.addressLine, patient.suburb, patient.postcode, patient.ethnicityId, patient.insuranceTypeId],
    );
  }
}
