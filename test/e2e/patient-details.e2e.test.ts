/**
 * Patient details change against the reference server, from both origins: the confirmation page
 * of a booking just made (its "Change your details" link, sign-in with the date of birth, the
 * request stored as CONFIRMATION, Close back to the appointment), and a booking request's booking
 * form (stored as BOOKING_REQUEST, Close back to the form's address). The patient record itself
 * stays as it was.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, startHarness, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
}, 120_000);
afterAll(async () => harness?.close());

const details = (page: Page) => page.locator('rad-patient-details');

async function signIn(page: Page, day: string, month: string, year: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/authentication');
  await page.locator('rad-auth input[autocomplete="bday-day"]').fill(day);
  await page.locator('rad-auth input[autocomplete="bday-month"]').fill(month);
  await page.locator('rad-auth input[autocomplete="bday-year"]').fill(year);
  await page.locator('rad-auth [part="submit"]').click();
}

async function storedRequests(bookingKey: string) {
  return harness.server.db.query<{ origin: string; changed_fields: string[]; details: Record<string, unknown> }>(
    'select origin, changed_fields, details from patient_change_request where booking_key = $1',
    [bookingKey],
  );
}

describe('patient details change', () => {
  it('from the confirmation page of a new booking: signed in, sent, and Close returns to the appointment', async () => {
    // A chest X-ray asks no health questions before it books, so the form is the whole way to the confirmation.
    const { page, problems } = await harness.open('/select-clinic/xray-chest?selectedClinic=bondi-junction');
    const booking = page.locator('rad-booking');
    await booking.getByRole('button', { name: 'Next week' }).click({ timeout: 20_000 });
    await booking.locator('.slots__day:not(.slots__day--empty)').first().click({ timeout: 20_000 });
    await booking.locator('.slots__time').first().click();
    const form = booking.locator('[part="booking-form"]');
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Nguyen');
    await form.getByLabel('Day').fill('2');
    await form.getByLabel('Month').fill('4');
    await form.getByLabel('Year').fill('1980');
    await form.getByLabel('E-mail').fill('ada.details@example.test');
    await form.getByLabel('I have read and accept the terms and conditions').check();
    await booking.getByRole('button', { name: 'Book appointment' }).click();
    await booking.locator('[part="confirmation"]').waitFor({ timeout: 20_000 });

    await booking.locator('a:text-is("Change your details")').click();
    await signIn(page, '2', '4', '1980');
    await page.waitForURL((url) => url.pathname.endsWith('/patient-details'));
    const bookingKey = new URL(page.url()).pathname.split('/')[2]!;
    expect(new URL(page.url()).searchParams.get('origin')).toBe('confirmation');
    await details(page).getByLabel('Last name').waitFor();
    expect(await details(page).getByLabel('First name').inputValue()).toBe('Ada');
    expect(await details(page).locator('[part="back"]').textContent()).toBe('Back to your appointment');
    expect(await axeViolations(page)).toEqual([]);

    await details(page).getByLabel('Last name').fill('Nguyen-Smith');
    await details(page).getByLabel('Contact number').fill('0400111222');
    await details(page).locator('button:text-is("Send the changes")').click();
    const dialog = details(page).locator('dialog[open]');
    await expect.poll(() => dialog.locator('h2').textContent()).toBe('Thank you, we have your changes');
    expect(await dialog.textContent()).toContain('Your appointment stays as it is.');
    expect(await axeViolations(page)).toEqual([]);
    const [stored] = await storedRequests(bookingKey);
    expect(stored).toMatchObject({
      origin: 'CONFIRMATION',
      changed_fields: ['lastName', 'contactNumber'],
      details: { lastName: 'Nguyen-Smith' },
    });
    const [patient] = await harness.server.db.query<{ last_name: string }>(
      `select p.last_name from appointment a join patient p on p.id = a.patient_id where a.booking_key = $1`,
      [bookingKey],
    );
    expect(patient!.last_name).toBe('Nguyen'); // staff apply it, not the portal

    await dialog.locator('button:text-is("Close")').click();
    await page.waitForURL((url) => url.pathname === `/appointments/${bookingKey}`);
    await page.locator('rad-appointments h1', { hasText: 'Your appointment, Ada' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('from a booking request’s page: Back says so (issue 24 item 12), its own message, and Close returns there', async () => {
    const formPath = '/booking-requests/DEMO-BR-2001';
    const { page, problems } = await harness.open(
      `/booking-requests/DEMO-BR-2001/patient-details?returnUrl=${encodeURIComponent(formPath)}`,
    );
    await signIn(page, '14', '7', '1990');
    await page.waitForURL((url) => url.pathname === '/booking-requests/DEMO-BR-2001/patient-details');
    await details(page).getByLabel('E-mail').waitFor();
    expect(await details(page).locator('[part="back"]').textContent()).toBe('Back to your booking request');
    expect(await details(page).getByLabel('Suburb').inputValue()).toBe('Glenelg');
    await expect.poll(() => details(page).locator('select').count()).toBe(2);

    await details(page).getByLabel('E-mail').fill('mei@');
    await details(page).locator('button:text-is("Send the changes")').click();
    await expect.poll(() => details(page).getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await details(page).getByLabel('E-mail').fill('mei.t@example.com');
    await details(page).getByLabel('How will your scan be paid for?').selectOption({ label: 'Private health insurance' });
    await details(page).locator('button:text-is("Send the changes")').click();
    const dialog = details(page).locator('dialog[open]');
    await expect.poll(() => dialog.textContent()).toContain('You can carry on with your booking now.');
    const [stored] = await storedRequests('DEMO-BR-2001');
    expect(stored).toMatchObject({ origin: 'BOOKING_REQUEST', changed_fields: ['email', 'insuranceTypeId'] });

    await dialog.locator('button:text-is("Close")').click();
    await page.waitForURL((url) => url.pathname === formPath);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
