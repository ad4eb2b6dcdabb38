import { describe, expect, it } from 'vitest';
import { CONTACT_NUMBER_MAX_LENGTH, OTP_CODE_LENGTH } from '../../src/constants';
import { codeError, contactNumberError, dateOfBirthError, isoDate, localToday, normaliseCode } from './validators';

const TODAY = '2026-11-22';
const date = (day: string, month: string, year: string) => ({ day, month, year });

describe('date of birth (spec 000 §5)', () => {
  it.each([
    [date('', '', ''), 'message.date_of_birth_required'],
    [date('27', '', '1985'), 'message.date_of_birth_incomplete'],
    [date('31', '2', '1985'), 'message.date_of_birth_invalid'],
    [date('29', '2', '2023'), 'message.date_of_birth_invalid'],
    [date('27', '13', '1985'), 'message.date_of_birth_invalid'],
    [date('27', '3', '85'), 'message.date_of_birth_invalid'],
    [date('1', '1', '1899'), 'message.date_of_birth_invalid'],
    [date('23', '11', '2026'), 'message.date_of_birth_future'],
    [date('1', '1', '2030'), 'message.date_of_birth_future'],
  ])('%j → %s', (parts, key) => {
    expect(dateOfBirthError(parts, TODAY)?.key).toBe(key);
  });

  it('accepts real past dates, a leap day and today', () => {
    expect(dateOfBirthError(date('27', '3', '1985'), TODAY)).toBeNull();
    expect(dateOfBirthError(date('29', '2', '2024'), TODAY)).toBeNull();
    expect(dateOfBirthError(date('22', '11', '2026'), TODAY)).toBeNull();
    expect(isoDate(date('7', '3', '1985'))).toBe('1985-03-07');
  });

  it('judges "today" by the local calendar', () => {
    expect(localToday(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
  });
});

describe('contact number (spec 000 §5, §9)', () => {
  it('is optional, digits only, at most 10', () => {
    expect(CONTACT_NUMBER_MAX_LENGTH).toBe(10);
    expect(contactNumberError('')).toBeNull();
    expect(contactNumberError('0412345678')).toBeNull();
    expect(contactNumberError('04123456789')?.key).toBe('message.invalid_contact_number');
    expect(contactNumberError('0412 345')?.key).toBe('message.invalid_contact_number');
    expect(contactNumberError('+61412')?.key).toBe('message.invalid_contact_number');
  });
});

describe('one-time code (spec 000 §5, §9)', () => {
  it('is required, digits only, exactly 6', () => {
    expect(OTP_CODE_LENGTH).toBe(6);
    expect(codeError('')?.key).toBe('message.otp_required');
    expect(codeError('12a456')?.key).toBe('message.otp_digits_only');
    expect(codeError('12345')?.key).toBe('message.otp_length');
    expect(codeError('1234567')?.key).toBe('message.otp_length');
    expect(codeError('123456')).toBeNull();
  });

  it('accepts a pasted code with spaces or a dash', () => {
    expect(normaliseCode(' 123 456 ')).toBe('123456');
    expect(normaliseCode('123-456')).toBe('123456');
    expect(codeError('123 456')).toBeNull();
  });
});
