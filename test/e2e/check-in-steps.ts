/** Steps of the check-in journey that several end-to-end files walk the same way. */
import type { Locator } from 'playwright-core';

/** The identity step: last name and date of birth typed as a person would, then Continue. */
export async function checkInIdentity(checkIn: Locator, person: { lastName: string; dateOfBirth: string }): Promise<void> {
  const [year, month, day] = person.dateOfBirth.split('-');
  await checkIn.locator('input[name="lastName"]').fill(person.lastName);
  await checkIn.locator('input[autocomplete="bday-day"]').fill(String(Number(day)));
  await checkIn.locator('input[autocomplete="bday-month"]').fill(String(Number(month)));
  await checkIn.locator('input[autocomplete="bday-year"]').fill(year!);
  await checkIn.locator('[part="submit"]').click();
}
