import { describe, expect, it } from 'vitest';
import { emptyForm, identityErrors, localToday, toPayload, validateCheckInForm } from './check-in-form';
import { DOCTORS, MEDICARE_VALID, MEDICARE_WRONG } from './fixtures';

const TODAY = '2026-11-25';
const filled = {
  ...emptyForm(),
  referrer: DOCTORS[0]!,
  dateOfReferral: '2026-11-20',
  medicareNumber: MEDICARE_VALID,
  referenceNumber: 'R1',
  gender: 'Male' as const,
};

describe('check-in form', () => {
  it('requires referrer, date of referral, Medicare and reference number; gender only when shown', () => {
    expect(validateCheckInForm(emptyForm(), { showGenderSelection: true, today: TODAY })).toEqual({
      referrer: 'check_in.referrer_required',
      dateOfReferral: 'check_in.referral_date_required',
      medicareNumber: 'check_in.medicare_required',
      referenceNumber: 'check_in.reference_required',
      gender: 'check_in.gender_required',
    });
    expect(validateCheckInForm({ ...filled, gender: '' }, { showGenderSelection: false, today: TODAY })).toEqual({});
  });

  it('refuses a referral date after today and a wrong Medicare check digit', () => {
    expect(validateCheckInForm({ ...filled, dateOfReferral: '2026-11-26' }, { showGenderSelection: true, today: TODAY })).toEqual({
      dateOfReferral: 'check_in.referral_date_future',
    });
    expect(validateCheckInForm({ ...filled, dateOfReferral: TODAY }, { showGenderSelection: true, today: TODAY })).toEqual({});
    expect(validateCheckInForm({ ...filled, medicareNumber: MEDICARE_WRONG }, { showGenderSelection: true, today: TODAY })).toEqual({
      medicareNumber: 'check_in.medicare_invalid',
    });
  });

  it('takes a doctor typed by hand instead of a chosen one', () => {
    const manual = { ...filled, referrer: null, manualReferrer: true, referrerName: '  Dr Hand  ' };
    expect(validateCheckInForm(manual, { showGenderSelection: false, today: TODAY })).toEqual({});
    expect(validateCheckInForm({ ...manual, referrerName: ' ' }, { showGenderSelection: false, today: TODAY })).toEqual({
      referrer: 'check_in.referrer_required',
    });
    expect(toPayload(manual, 'slug-1', false)).toEqual({
      referrer: null,
      referrerName: 'Dr Hand',
      dateOfReferral: '2026-11-20',
      medicareNumber: '2123456701',
      referenceNumber: 'R1',
      gender: null,
      appointmentSlug: 'slug-1',
    });
  });

  it('checks the identity’s date of birth with the one shared rule (a real day, 1900 to today)', () => {
    const date = (day: string, month: string, year: string) => ({ day, month, year });
    expect(identityErrors('', date('', '', ''), TODAY)).toEqual({
      lastName: 'check_in.last_name_required',
      dateOfBirth: 'message.date_of_birth_required',
    });
    expect(identityErrors('Olsen', date('19', '', '1988'), TODAY)).toEqual({ dateOfBirth: 'message.date_of_birth_incomplete' });
    expect(identityErrors('Olsen', date('30', '2', '1980'), TODAY)).toEqual({ dateOfBirth: 'message.date_of_birth_invalid' });
    expect(identityErrors('Olsen', date('1', '1', '1800'), TODAY)).toEqual({ dateOfBirth: 'message.date_of_birth_invalid' });
    expect(identityErrors('Olsen', date('26', '11', '2026'), TODAY)).toEqual({ dateOfBirth: 'message.date_of_birth_future' });
    expect(identityErrors('Olsen', date('19', '2', '1988'), TODAY)).toEqual({});
  });

  it('writes today as the date input does, on the local calendar', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
