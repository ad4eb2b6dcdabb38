import { describe, expect, it } from 'vitest';
import type { PatientDetails } from '../../src/api/schemas/patient-details.schema';
import { validateDetails } from '../../src/patient-details/details-form';
import { toDetails, toValues } from './details-values';

const ana: PatientDetails = {
  firstName: 'Ana',
  lastName: 'Kovac',
  dateOfBirth: '1985-03-07',
  email: 'ana.kovac@example.com',
  contactNumber: '0412345678',
  addressLine: '14 Harris Street',
  suburb: 'Parramatta',
  postcode: '2150',
  ethnicityId: 4,
  insuranceTypeId: null,
};

describe('details values', () => {
  it('round-trips the details through the controls’ values', () => {
    const values = toValues(ana);
    expect(values.dateOfBirth).toEqual({ day: '7', month: '3', year: '1985' });
    expect(values.ethnicityId).toBe('4');
    expect(values.insuranceTypeId).toBe('');
    expect(toDetails(values)).toEqual(ana);
  });

  it('a garbled date reaches the check as it was typed, and is refused there', () => {
    const details = toDetails({ ...toValues(ana), dateOfBirth: { day: '31', month: '2', year: '1985' } });
    expect(details.dateOfBirth).toBe('1985-02-31');
    expect(validateDetails(details, '2030-01-01')).toEqual({
      success: false,
      errors: { dateOfBirth: 'message.date_of_birth_invalid' },
    });
    expect(validateDetails({ ...ana, dateOfBirth: '2031-01-01' }, '2030-01-01')).toEqual({
      success: false,
      errors: { dateOfBirth: 'message.date_of_birth_future' },
    });
    expect(validateDetails({ ...ana, dateOfBirth: '1800-01-01' }, '2030-01-01').success).toBe(false);
  });

  it('the contact number is optional, digits only, at most 10', () => {
    expect(validateDetails({ ...ana, contactNumber: '' }, '2030-01-01').success).toBe(true);
    for (const number of ['04 1234 5678', '04123456789', '+61412345678']) {
      expect(validateDetails({ ...ana, contactNumber: number }, '2030-01-01')).toEqual({
        success: false,
        errors: { contactNumber: 'message.invalid_contact_number' },
      });
    }
  });
});
