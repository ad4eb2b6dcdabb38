/**
 * Field rules of the authentication dialogs (spec 000 §5). Each returns a translation key (with
 * values) or null, so the dialogs show a specific, translated message per mistake.
 */
import { CONTACT_NUMBER_MAX_LENGTH, OTP_CODE_LENGTH } from '../../src/constants';

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export interface FieldError {
  key: string;
  values?: Record<string, string | number>;
}

const EARLIEST_YEAR = 1900;

/** `1985-03-27` for real calendar days, else null. */
export function isoDate(parts: DateParts): string | null {
  const [day, month, year] = [parts.day, parts.month, parts.year].map((part) => part.trim());
  if (!/^\d{1,2}$/.test(day!) || !/^\d{1,2}$/.test(month!) || !/^\d{4}$/.test(year!)) return null;
  const [d, m, y] = [Number(day), Number(month), Number(year)];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * Required, a real date, not in the future (spec 000 §5). `today` is the person's local calendar
 * day as ISO, so someone born today can sign in wherever they are.
 */
export function dateOfBirthError(parts: DateParts, today: string): FieldError | null {
  const filled = [parts.day, parts.month, parts.year].filter((part) => part.trim() !== '').length;
  if (filled === 0) return { key: 'message.date_of_birth_required' };
  if (filled < 3) return { key: 'message.date_of_birth_incomplete' };
  const iso = isoDate(parts);
  if (!iso || Number(iso.slice(0, 4)) < EARLIEST_YEAR) return { key: 'message.date_of_birth_invalid' };
  if (iso > today) return { key: 'message.date_of_birth_future' };
  return null;
}

/** Optional; digits only, at most 10 (spec 000 §5, 'please enter valid contact number'). */
export function contactNumberError(value: string): FieldError | null {
  const text = value.trim();
  if (text === '') return null;
  return /^\d+$/.test(text) && text.length <= CONTACT_NUMBER_MAX_LENGTH ? null : { key: 'message.invalid_contact_number' };
}

/** What a person pastes or types, minus spaces and dashes (`123 456`, `123-456`); letters stay so they get their message. */
export function normaliseCode(value: string): string {
  return value.replace(/[\s-]+/g, '');
}

/** Required, digits only, exactly 6 (spec 000 §5, §9). */
export function codeError(value: string): FieldError | null {
  const code = normaliseCode(value);
  if (code === '') return { key: 'message.otp_required' };
  if (!/^\d+$/.test(code)) return { key: 'message.otp_digits_only' };
  if (code.length !== OTP_CODE_LENGTH) return { key: 'message.otp_length' };
  return null;
}

/** The person's calendar day as ISO (local time, not UTC). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
