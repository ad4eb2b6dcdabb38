/**
 * The states of <rad-patient-details>, one source for the browser tests and the stories: the
 * current details and lookups as the reference server answers them (demo/server/features/patient-details).
 */
import type { Lookup, PatientDetails } from '../../src/api/schemas/patient-details.schema';

export const currentDetails: PatientDetails = {
  firstName: 'Ana',
  lastName: 'Kovac',
  dateOfBirth: '1985-03-27',
  email: 'ana.kovac@example.com',
  contactNumber: '0412345678',
  addressLine: '14 Harris Street',
  suburb: 'Parramatta',
  postcode: '2150',
  ethnicityId: 4,
  insuranceTypeId: 1,
};

export const ethnicitiesFixture: Lookup = [
  { id: 1, name: 'Aboriginal' },
  { id: 2, name: 'Torres Strait Islander' },
  { id: 3, name: 'Both Aboriginal and Torres Strait Islander' },
  { id: 4, name: 'Neither Aboriginal nor Torres Strait Islander' },
  { id: 9, name: 'Prefer not to say' },
];

export const insuranceTypesFixture: Lookup = [
  { id: 1, name: 'Medicare' },
  { id: 2, name: 'Private health insurance' },
  { id: 3, name: "Department of Veterans' Affairs" },
];
