/**
 * The form's values as the controls hold them (the date of birth in three boxes, choices as
 * text), and their conversion from and to the API's details. Pure, tested alone.
 */
import type { PatientDetails } from '../../src/api/schemas/patient-details.schema';
import type { DateParts } from '../../src/ui/DateOfBirthInput';

export interface DetailsValues extends Omit<PatientDetails, 'dateOfBirth' | 'ethnicityId' | 'insuranceTypeId'> {
  dateOfBirth: DateParts;
  /** The option's value: an id, or '' for none. */
  ethnicityId: string;
  insuranceTypeId: string;
}

export function toValues(details: PatientDetails): DetailsValues {
  const [year = '', month = '', day = ''] = details.dateOfBirth.split('-');
  return {
    ...details,
    dateOfBirth: { day: String(Number(day)), month: String(Number(month)), year },
    ethnicityId: details.ethnicityId === null ? '' : String(details.ethnicityId),
    insuranceTypeId: details.insuranceTypeId === null ? '' : String(details.insuranceTypeId),
  };
}

/** The values as the API's details; a date that is not one stays visibly wrong (the form's check names it). */
export function toDetails(values: DetailsValues): PatientDetails {
  const { day, month, year } = values.dateOfBirth;
  const digits = (text: string, width: number) => (/^\d+$/.test(text.trim()) ? text.trim().padStart(width, '0') : text.trim());
  return {
    ...values,
    dateOfBirth: `${digits(year, 4)}-${digits(month, 2)}-${digits(day, 2)}`,
    ethnicityId: values.ethnicityId === '' ? null : Number(values.ethnicityId),
    insuranceTypeId: values.insuranceTypeId === '' ? null : Number(values.insuranceTypeId),
  };
}

/** The browser's calendar day: no date of birth after it. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
