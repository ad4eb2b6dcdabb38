/**
 * Field rules of the authentication dialogs. Each returns a translation key (with
 * values) or null, so the dialogs show a specific, translated message per mistake. The date of
 * birth has the one rule every form shares: src/api/schemas/date-of-birth.ts.
 */
import { CONTACT_NUMBER_MAX_LENGTH, OTP_CODE_LENGTH } from '../../src/constants';

export interface FieldError {
  key: string;
  values?: Record<string, string | number>;
}

/** Optional; digits only, at most 10 (docs/rules.md#booking-contact-number). */
export function contactNumberError(value: string): FieldError | null {
  const text = value.trim();
  if (text === '') return null;
  return /^\d+$/.test(text) && text.length <= CONTACT_NUMBER_MAX_LENGTH ? null : { key: 'message.invalid_contact_number' };
}

/** What a person pastes or types, minus spaces and dashes (`123 456`, `123-456`); letters stay so they get their message. */
export function normaliseCode(value: string): string {
  return value.replace(/[\s-]+/g, '');
}

/** Required, digits only, exactly 6 (docs/rules.md#sign-in-code-format). */
export function codeError(value: string): FieldError | null {
  const code = normaliseCode(value);
  if (code === '') return { key: 'message.otp_required' };
  if (!/^\d+$/.test(code)) return { key: 'message.otp_digits_only' };
  if (code.length !== OTP_CODE_LENGTH) return { key: 'message.otp_length' };
  return null;
}
