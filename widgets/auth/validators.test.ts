import { describe, expect, it } from 'vitest';
import { CONTACT_NUMBER_MAX_LENGTH, OTP_CODE_LENGTH } from '../../src/constants';
import { codeError, contactNumberError, normaliseCode } from './validators';

describe('contact number', () => {
  it('is optional, digits only, at most 10', () => {
    expect(CONTACT_NUMBER_MAX_LENGTH).toBe(10);
    expect(contactNumberError('')).toBeNull();
    expect(contactNumberError('0412345678')).toBeNull();
    expect(contactNumberError('04123456789')?.key).toBe('message.invalid_contact_number');
    expect(contactNumberError('0412 345')?.key).toBe('message.invalid_contact_number');
    expect(contactNumberError('+61412')?.key).toBe('message.invalid_contact_number');
  });
});

describe('one-time code', () => {
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
