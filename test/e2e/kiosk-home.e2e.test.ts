/**
 * Issue 24 item 15: a check-in kiosk stays a check-in kiosk. Its start URL names its kiosk home
 * (`kioskHome=/check-in`); the inactivity reset (a fresh page) and the countdown's Home go there,
 * however many pages a patient opened in between, instead of the booking finder at /kiosk.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  // Four idle seconds (time to click between rounds) and a three-second countdown.
  const radConfig = join(mkdtempSync(join(tmpdir(), 'rad-kiosk-home-')), 'config.json');
  writeFileSync(radConfig, JSON.stringify({ application: { kioskNoActivitySeconds: 4, kioskCountdownSeconds: 3 } }));
  harness = await startHarness({ radConfig });
});
afterAll(async () => harness?.close());

const where = (page: Page) => `${new URL(page.url()).pathname}${new URL(page.url()).search}`;
const CHECK_IN_HOME = '/check-in?kioskMode=true&kioskHome=%2Fcheck-in';

describe('a check-in kiosk’s home', () => {
  it('the time-out and the countdown’s Home go to /check-in, page after page', async () => {
    const { page, problems } = await harness.open('/contact?kioskMode=true&kioskHome=/check-in');
    // The device was named once by staff: no device-name dialog over the check-in page.
    await page.context().addCookies([{ name: 'kioskIdentity', value: 'Front%20desk', url: harness.url('/') }]);
    const countdown = page.locator('rad-portal dialog[role="alertdialog"][open]');

    // Walking away from Contact: the reset loads the check-in page, not the booking finder.
    const reloaded = page.waitForEvent('load', { timeout: 20_000 });
    await countdown.waitFor({ timeout: 10_000 });
    await reloaded;
    expect(where(page)).toBe(CHECK_IN_HOME);
    await page.locator('rad-check-in input[name="lastName"]').waitFor();
    expect(await page.locator('rad-portal .shell').getAttribute('data-kiosk')).toBe('true');
    expect(await page.locator('rad-portal a.shell-header__logo').getAttribute('href')).toBe(CHECK_IN_HOME);

    // The next person opens Contact from the footer; the kiosk home goes along.
    await page.locator('rad-portal .shell-footer__links a', { hasText: 'Contact' }).click();
    await page.locator('rad-portal rad-page[page="contact"]').waitFor();
    expect(where(page)).toBe('/contact?kioskMode=true&kioskHome=%2Fcheck-in');
    // …and presses Home when the countdown asks.
    await countdown.waitFor({ timeout: 10_000 });
    await countdown.getByRole('button', { name: 'Home' }).click();
    await page.locator('rad-check-in input[name="lastName"]').waitFor();
    expect(where(page)).toBe(CHECK_IN_HOME);

    expect(problems).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('a kiosk that names no home still resets to /kiosk (the spec’s)', async () => {
    const { page, problems } = await harness.open('/contact?kioskMode=true');
    const reloaded = page.waitForEvent('load', { timeout: 20_000 });
    await page.locator('rad-portal dialog[role="alertdialog"][open]').waitFor({ timeout: 10_000 });
    await reloaded;
    expect(where(page)).toBe('/kiosk?kioskMode=true');
    await page.locator('rad-portal rad-booking').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  }, 60_000);
});
