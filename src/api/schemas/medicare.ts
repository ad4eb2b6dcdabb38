/**
 * The Australian Medicare card number (docs/rules.md#check-in-form; the rule may be a provider's
 * own pattern, the demo's is the real one). Ten digits: the first is 2 to 6, the
 * ninth a check digit over the first eight (weights 1, 3, 7, 9, 1, 3, 7, 9, mod 10), the tenth
 * the card's issue number; an eleventh, the individual reference number (IRN 1 to 9), is optional.
 * Pure and shared: the check-in form checks as the person types, the server checks again.
 */
const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9] as const;

/** Digits only: people type the spaces printed on the card. */
export function medicareDigits(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function isValidMedicare(input: string): boolean {
  const digits = medicareDigits(input);
  if (!/^[2-6]\d{9}[1-9]?$/.test(digits)) return false;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  return sum % 10 === Number(digits[8]);
}

/** As printed on the card, "2123 45670 1", with the IRN after another space. */
export function formatMedicare(input: string): string {
  const digits = medicareDigits(input);
  return [digits.slice(0, 4), digits.slice(4, 9), digits.slice(9, 10), digits.slice(10)].filter(Boolean).join(' ');
}
