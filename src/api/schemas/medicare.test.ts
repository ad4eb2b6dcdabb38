import { describe, expect, it } from 'vitest';
import { formatMedicare, isValidMedicare, medicareDigits } from './medicare';

describe('Medicare number', () => {
  it('accepts a number whose ninth digit is the weighted sum of the first eight mod 10', () => {
    // 2·1 + 1·3 + 2·7 + 3·9 + 4·1 + 5·3 + 6·7 + 7·9 = 170 → check digit 0
    expect(isValidMedicare('2123456701')).toBe(true);
    expect(isValidMedicare('2123 45670 1')).toBe(true);
    // 3·1 + 9·3 + 5·7 + 0 + 1·1 + 2·3 + 3·7 + 4·9 = 129 → 9
    expect(isValidMedicare('3950123491')).toBe(true);
  });

  it('refuses a wrong check digit', () => {
    expect(isValidMedicare('2123456711')).toBe(false);
    expect(isValidMedicare('2123456791')).toBe(false);
  });

  it('needs a first digit from 2 to 6 and exactly ten digits, or eleven with an IRN of 1 to 9', () => {
    expect(isValidMedicare('1123456701')).toBe(false);
    expect(isValidMedicare('7123456701')).toBe(false);
    expect(isValidMedicare('212345670')).toBe(false);
    expect(isValidMedicare('21234567012')).toBe(true);
    expect(isValidMedicare('21234567010')).toBe(false);
    expect(isValidMedicare('212345670123')).toBe(false);
    expect(isValidMedicare('2123a45670')).toBe(false);
    expect(isValidMedicare('')).toBe(false);
  });

  it('groups the digits as printed on the card', () => {
    expect(formatMedicare('2123456701')).toBe('2123 45670 1');
    expect(formatMedicare('21234567012')).toBe('2123 45670 1 2');
    expect(medicareDigits(' 2123-45670 1 ')).toBe('2123456701');
  });
});
