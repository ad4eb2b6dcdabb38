/**
 * The appointment page's kiosk variant (`{clinicPath}/appointments/{bookingKey}/kiosk` is
 * kioskMode=true, widgets/portal/README.md#routes): a patient who opened their booking on the clinic's tablet and walked away
 * must not leave it on screen. The inactivity reset (docs/rules.md#kiosk-inactivity) runs there as on /kiosk.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyDemoBooking } from '../../demo/server/test-support';
import { awaitKioskReset, startHarness, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  // Two idle seconds and a three-second countdown: the spec's rules, on a test's clock.
  const radConfig = join(mkdtempSync(join(tmpdir(), 'rad-appt-kiosk-')), 'config.json');
  writeFileSync(radConfig, JSON.stringify({ application: { kioskNoActivitySeconds: 2, kioskCountdownSeconds: 3 } }));
  harness = await startHarness({ radConfig });
  await copyDemoBooking(harness.server.db, 'DEMO-APPT-1001', 'E2E-APPT-KIOSK');
});
afterAll(async () => harness?.close());

describe('appointment kiosk variant', () => {
  it('is kiosk mode: no menu, the inactivity dialog comes, and the time-out resets to the kiosk home', async () => {
    const returnUrl = '/appointments/E2E-APPT-KIOSK/kiosk';
    const { page, problems } = await harness.open(
      `/authentication?${new URLSearchParams({ returnUrl, type: 'APPOINTMENT', bookingKey: 'E2E-APPT-KIOSK' }).toString()}`,
    );
    await page.locator('rad-auth input[autocomplete="bday-day"]').fill('27');
    await page.locator('rad-auth input[autocomplete="bday-month"]').fill('3');
    await page.locator('rad-auth input[autocomplete="bday-year"]').fill('1985');
    await page.locator('rad-auth [part="submit"]').click();
    await page.waitForURL((url) => url.pathname === returnUrl);
    await page.locator('rad-appointments h1', { hasText: 'Your appointment, Ana' }).waitFor();
    expect(await page.locator('rad-portal .shell').getAttribute('data-kiosk')).toBe('true');
    expect(await page.locator('rad-portal .shell-nav').count()).toBe(0);

    await awaitKioskReset(page);
    expect(await page.locator('rad-portal').evaluate((el) => el.shadowRoot?.textContent ?? '')).not.toContain('Your appointment, Ana');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
