/**
 * Demo patients and what their secure links open. Invented people; the dates of birth and booking
 * keys are what the README's demo logins list. The e-mail references of the preview page
 * (DEMO-APPT-1001 …) are the same appointments.
 */
import type { DbConnection } from '../db/db';
import { samplePdf } from './sample-pdf';

export interface SeedPatient {
  key: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  email: string;
  phone: string;
}

export const seedPatients: readonly SeedPatient[] = [
  { key: 'ana', firstName: 'Ana', lastName: 'Kovac', dateOfBirth: '1985-03-27', email: 'ana.kovac@example.com', phone: '0412345678' },
  { key: 'liam', firstName: 'Liam', lastName: 'Nguyen', dateOfBirth: '1972-11-05', email: 'liam.nguyen@example.com', phone: '0498765432' },
  { key: 'mei', firstName: 'Mei', lastName: 'Tanaka', dateOfBirth: '1990-07-14', email: 'mei.tanaka@example.com', phone: '0433221100' },
];

export const seedAppointments = [
  { bookingKey: 'DEMO-APPT-1001', patient: 'ana', clinic: 'parramatta', exam: 'mri-knee', startsAt: '2030-03-14T22:30:00Z', results: true },
  {
    bookingKey: 'DEMO-APPT-1002',
    patient: 'liam',
    clinic: 'brisbane-city',
    exam: 'us-abdomen',
    startsAt: '2030-04-02T00:15:00Z',
    results: true,
  },
] as const;

export const seedBookingRequests = [
  // No exam chosen yet: the header's booking info button shows for it.
  { bookingKey: 'DEMO-BR-2001', slug: 'br-2001-mei', patient: 'mei', exam: null },
] as const;

export const seedResultShares = [
  { slug: 'share-ana-knee', bookingKey: 'DEMO-APPT-1001', contactName: 'Sam Kovac', email: 'sam.kovac@example.com', phone: '0455667788' },
] as const;

function authLink(query: Record<string, string>): string {
  return `/authentication?${new URLSearchParams(query).toString()}`;
}

/** The secure links of the demo, as a patient would get them in an e-mail (README lists them). */
export const DEMO_LINKS = {
  appointment: authLink({ returnUrl: '/appointments/DEMO-APPT-1001', type: 'APPOINTMENT', bookingKey: 'DEMO-APPT-1001' }),
  staffBooking: authLink({
    returnUrl: '/appointments/DEMO-APPT-1002',
    type: 'APPOINTMENT',
    bookingKey: 'DEMO-APPT-1002',
    staffBooking: 'true',
  }),
  bookingRequest: authLink({
    returnUrl: '/booking-requests/DEMO-BR-2001',
    type: 'BOOKING_REQUEST',
    bookingKey: 'DEMO-BR-2001',
    isBookingRequest: 'true',
  }),
  ownResults: authLink({ returnUrl: '/appointments/DEMO-APPT-1002/result', type: 'APPOINTMENT_RESULTS', bookingKey: 'DEMO-APPT-1002' }),
  // The page names the share by slug, so the guard matches the share holder's session to it; the
  // link holds the share's slug where the booking key would stand, so the contact never learns it.
  sharedResults: authLink({
    returnUrl: '/appointments/share-ana-knee/result?shared=true&slug=share-ana-knee',
    type: 'APPOINTMENT_RESULTS',
    slug: 'share-ana-knee',
    shared: 'true',
  }),
  // The patient-portal e-mail carries the date of birth; a code then proves the inbox (docs/rules.md#sign-in-code-required).
  patientPortal: '/appointments/DEMO-APPT-1001/result/patient?dateOfBirth=1985-03-27&otpType=EMAIL',
  // The MRI safety questionnaire of Ana's knee MRI (required on confirmation), then back to the appointment.
  questionnaire: authLink({
    returnUrl: '/questionnaires?bookingKey=DEMO-APPT-1001&redirectUrl=%2Fappointments%2FDEMO-APPT-1001',
    type: 'APPOINTMENT',
    bookingKey: 'DEMO-APPT-1001',
  }),
} as const;

/** Inserts the demo patients; runs when the patient table is empty (also on a database seeded before it existed). */
export async function seedPatientsAndLinks(db: DbConnection): Promise<void> {
  const ids = new Map<string, number>();
  for (const patient of seedPatients) {
    const [row] = await db.query<{ id: number | string }>(
      'insert into patient (first_name, last_name, date_of_birth, email, phone) values ($1, $2, $3, $4, $5) returning id',
      [patient.firstName, patient.lastName, patient.dateOfBirth, patient.email, patient.phone],
    );
    ids.set(patient.key, Number(row!.id));
  }
  for (const appointment of seedAppointments) {
    await db.query('insert into appointment (booking_key, patient_id, results_available) values ($1, $2, $3)', [
      appointment.bookingKey,
      ids.get(appointment.patient),
      appointment.results,
    ]);
    // One exam per demo booking: its item's slug is the booking key's, lower-cased, with "-1".
    await db.query(
      `insert into appointment_item (slug, booking_key, clinic_slug, exam_slug, starts_at, ends_at)
       values ($1, $2, $3, $4, $5::timestamptz, $5::timestamptz + interval '30 minutes')`,
      [`${appointment.bookingKey.toLowerCase()}-1`, appointment.bookingKey, appointment.clinic, appointment.exam, appointment.startsAt],
    );
  }
  for (const request of seedBookingRequests) {
    await db.query('insert into booking_request (booking_key, slug, patient_id, exam_slug) values ($1, $2, $3, $4)', [
      request.bookingKey,
      request.slug,
      ids.get(request.patient),
      request.exam,
    ]);
  }
  // The referral Mei's GP sent with the request (invented).
  await db.query('insert into booking_request_referral (booking_key, file_name, body) values ($1, $2, $3)', [
    'DEMO-BR-2001',
    'referral-DEMO-BR-2001.pdf',
    samplePdf([
      'Referral (demo document)',
      'Patient: Mei Tanaka, born 14/07/1990',
      'Requested: CT brain, non-contrast',
      'Clinical notes: recurrent headaches, 3 months',
      'Referrer: Dr A. Example, Example Medical Centre',
    ]),
  ]);
  for (const share of seedResultShares) {
    await db.query('insert into result_share (slug, booking_key, contact_name, contact_email, contact_phone) values ($1, $2, $3, $4, $5)', [
      share.slug,
      share.bookingKey,
      share.contactName,
      share.email,
      share.phone,
    ]);
  }
}
