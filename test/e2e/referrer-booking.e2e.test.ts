/**
 * Issue 24 item 10: the referrer's booking page the README describes,
 * `<rad-booking api-key="demo-referrer-key-northside-gp-0001">` on a GP practice's page
 * (/demo/referrer-booking.html, linked from /demo/). A practice's staff book a patient's chest
 * X-ray through it: the booking is an enquiry from Northside General Practice, stored with the
 * practice's key, and the patient's e-mail names the practice.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, startHarness, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
}, 60_000);
afterAll(async () => harness?.close());

const booking = (page: Page) => page.locator('rad-booking');
const EMAIL = 'referred.patient@example.test';

describe('the referrer booking demo page', () => {
  it('is on the demo index', async () => {
    const { page } = await harness.open('/demo/');
    await page.getByRole('link', { name: 'Referrer booking page' }).click();
    await booking(page).getByRole('button', { name: 'Choose Chest X-ray' }).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/demo/referrer-booking.html');
    await page.context().close();
  });

  it('books an enquiry as Northside General Practice: stored with its key, the e-mail names the practice', async () => {
    const { page, problems } = await harness.open('/demo/referrer-booking.html');
    const keys: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/booking_requests') keys.push(request.headers()['x-api-key'] ?? '');
    });
    await booking(page).getByRole('button', { name: 'Choose Chest X-ray' }).click({ timeout: 20_000 });
    await booking(page).getByRole('button', { name: 'Choose Harbourside Radiology Bondi Junction' }).click({ timeout: 20_000 });
    await booking(page).getByRole('button', { name: 'Next week' }).click({ timeout: 20_000 });
    await booking(page).locator('.slots__day:not(.slots__day--empty)').first().click();
    await booking(page).locator('.slots__time').first().click();

    // A referrer's time is the patient's preference: the booking team confirms one.
    const form = booking(page).locator('[part="booking-form"]');
    await form.waitFor();
    expect(await form.locator('.booking-form__enquiry').textContent()).toContain('the time you chose is your preference');
    await form.getByLabel('First name').fill('Noor');
    await form.getByLabel('Last name').fill('Haddad');
    await form.getByLabel('Day').fill('8');
    await form.getByLabel('Month').fill('11');
    await form.getByLabel('Year').fill('1969');
    await form.getByLabel('E-mail').fill(EMAIL);
    await form.getByLabel('I have read and accept the terms and conditions').check();
    await booking(page).getByRole('button', { name: 'Send enquiry' }).click();
    await booking(page).locator('[part="confirmation"]').waitFor({ timeout: 20_000 });
    expect(await booking(page).locator('[part="confirmation"]').textContent()).toContain('Your enquiry is sent');
    expect(await axeViolations(page)).toEqual([]);

    expect(keys).toEqual(['demo-referrer-key-northside-gp-0001']);
    const stored = await harness.server.db.query<{ exam_slug: string; clinic_slug: string; status: string; referrer: string }>(
      `select b.exam_slug, b.clinic_slug, b.status, r.name as referrer
         from booking_request b join patient p on p.id = b.patient_id join referrer_api_key r on r.id = b.referrer_api_key_id
        where p.email = $1`,
      [EMAIL],
    );
    expect(stored).toEqual([
      { exam_slug: 'xray-chest', clinic_slug: 'bondi-junction', status: 'PENDING', referrer: 'Northside General Practice' },
    ]);
    const [mail] = await harness.server.db.query<{ body: string }>(`select body from outbox where recipient = $1`, [EMAIL]);
    expect(mail?.body).toContain('Northside General Practice has asked us to book a <strong>');
    expect(problems).toEqual([]);
    await page.context().close();
  }, 90_000);
});
