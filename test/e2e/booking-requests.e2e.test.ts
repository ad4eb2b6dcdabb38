/**
 * Booking request journeys against the reference server, signed in through the real secure link:
 * cancel behind the confirmation modal (dismissing changes nothing; confirming stores CANCELED),
 * and the page after it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, startHarness, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.close());

const br = (page: Page, selector: string) => page.locator(`rad-booking-requests ${selector}`);

async function openRequest(bookingKey: string): Promise<{ page: Page; problems: string[] }> {
  const returnUrl = `/booking-requests/${bookingKey}`;
  const query = new URLSearchParams({ returnUrl, type: 'BOOKING_REQUEST', bookingKey, isBookingRequest: 'true' });
  const opened = await harness.open(`/authentication?${query.toString()}`);
  const { page } = opened;
  await page.locator('rad-auth input[autocomplete="bday-day"]').fill('14');
  await page.locator('rad-auth input[autocomplete="bday-month"]').fill('7');
  await page.locator('rad-auth input[autocomplete="bday-year"]').fill('1990');
  await page.locator('rad-auth [part="submit"]').click();
  await page.waitForURL((url) => url.pathname === returnUrl);
  await br(page, 'h1').filter({ hasText: 'Your booking request, ' }).waitFor();
  return opened;
}

const status = async () =>
  (await harness.server.db.query<{ status: string }>(`select status from booking_request where booking_key = 'DEMO-BR-2001'`))[0]?.status;

describe('booking request', () => {
  it('cancel: Keep request changes nothing; confirming stores CANCELED and the page says so', async () => {
    const { page, problems } = await openRequest('DEMO-BR-2001');
    const cancel = br(page, '[part="actions"] button:text-is("Cancel request")');
    await cancel.click();
    const dialog = br(page, 'dialog[open]');
    expect(await dialog.locator('h2').textContent()).toBe('Cancel this booking request?');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.locator('button:text-is("Keep request")').click();
    await expect.poll(() => br(page, 'dialog[open]').count()).toBe(0);
    expect(await status()).not.toBe('CANCELED');

    await cancel.click();
    await dialog.locator('button:text-is("Cancel request")').click();
    await br(page, '[part="status"]').filter({ hasText: 'This booking request has been cancelled.' }).waitFor();
    expect(await status()).toBe('CANCELED');
    expect(await br(page, '[part="actions"] button:text-is("Cancel request")').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // The server keeps it cancelled whatever a page sends.
    const again = await page.evaluate(async () => {
      const response = await fetch('/api/secured/booking_requests/DEMO-BR-2001/status', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ status: 'BOOKED' }),
      });
      return response.status;
    });
    expect(again).toBe(409);
    expect(await status()).toBe('CANCELED');
    expect(problems.filter((line) => !line.includes('409'))).toEqual([]);
    await page.context().close();
  });
});
